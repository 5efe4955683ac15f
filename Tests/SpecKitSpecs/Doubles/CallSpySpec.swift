import SpecKit

private struct Outage: Error, Equatable {}

final class CallSpySpec: Spec {
    override func spec() {
        describe("Spy") {
            context("before any call") {
                it("has no calls and no last arguments") {
                    let spy = Spy<String, Int>(returning: 1)
                    expect(spy.callCount) == 0
                    expect(spy.wasCalled).to(beFalse())
                    expect(spy.lastArguments).to(beNil())
                }
            }

            context("when called with a tuple of arguments") {
                it("records the arguments of every call, in order") {
                    let spy = Spy<(String, Int), Bool>(returning: true)
                    _ = spy(("Ada", 1))
                    _ = spy(("Grace", 2))
                    expect(spy.callCount) == 2
                    expect(spy.calls.map(\.0)) == ["Ada", "Grace"]
                    expect(spy.lastArguments?.1) == 2
                }

                it("answers with the canned output") {
                    let spy = Spy<(String, Int), Bool>(returning: true)
                    expect(spy(("Ada", 1))).to(beTrue())
                }

                it("tells which arguments it was called with") {
                    let spy = Spy<(String, Int), Bool>(returning: true)
                    _ = spy(("Ada", 1))
                    expect(spy.wasCalled(with: "Ada", 1)).to(beTrue())
                    expect(spy.wasCalled(with: "Ada", 2)).to(beFalse())
                    expect(spy.wasCalled { name, _ in name.hasPrefix("A") }).to(beTrue())
                }

                it("compares three and four arguments too") {
                    let three = Spy<(Int, Int, Int), Void>()
                    three((1, 2, 3))
                    let four = Spy<(Int, Int, Int, String), Void>()
                    four((1, 2, 3, "x"))
                    expect(three.wasCalled(with: 1, 2, 3)).to(beTrue())
                    expect(four.wasCalled(with: 1, 2, 3, "y")).to(beFalse())
                }
            }

            context("when called with one Equatable argument") {
                it("tells which arguments it was called with") {
                    let spy = Spy<String, Void>()
                    spy("Ada")
                    expect(spy.wasCalled(with: "Ada")).to(beTrue())
                    expect(spy.wasCalled(with: "Grace")).to(beFalse())
                }
            }

            context("when its answer depends on the arguments") {
                it("answers with what the closure returns") {
                    let spy = Spy<Int, Int>(answering: { $0 * 2 })
                    expect(spy(21)) == 42
                }

                it("answers differently after willReturn") {
                    let spy = Spy<Int, Int>(returning: 1)
                    spy.willReturn(2)
                    expect(spy(0)) == 2
                }
            }

            context("when reset") {
                it("forgets its calls") {
                    let spy = Spy<Int, Void>()
                    spy(1)
                    spy.reset()
                    expect(spy.callCount) == 0
                }
            }

            context("when called from many tasks at once") {
                it("records every call") {
                    let spy = Spy<Int, Void>()
                    await withTaskGroup(of: Void.self) { group in
                        for number in 0..<200 { group.addTask { spy(number) } }
                    }
                    expect(spy.callCount) == 200
                    expect(Set(spy.calls).count) == 200
                }
            }
        }

        describe("ThrowingSpy") {
            it("throws the canned error and still records the call") {
                let spy = ThrowingSpy<String, Int>(throwing: Outage())
                var thrown: (any Error)?
                do { _ = try spy("Oslo") } catch { thrown = error }
                expect(thrown as? Outage) == Outage()
                expect(spy.wasCalled(with: "Oslo")).to(beTrue())
            }

            it("throws after willThrow and answers after willReturn") {
                let spy = ThrowingSpy<String, Int>(returning: 1)
                spy.willThrow(Outage())
                expect((try? spy("a"))).to(beNil())
                spy.willReturn(3)
                expect(try spy("b")) == 3
            }
        }
    }
}
