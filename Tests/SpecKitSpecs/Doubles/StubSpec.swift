import SpecKit

private struct NotFound: Error, Equatable {}

final class StubSpec: Spec {
    override func spec() {
        describe("Stub") {
            context("returning a fixed value") {
                it("answers every input with it") {
                    let stub: Stub<String, Int> = .returning(10)
                    expect(try stub("pen")) == 10
                    expect(try stub("book")) == 10
                }
            }

            context("throwing an error") {
                it("throws it for every input") {
                    let stub: Stub<String, Int> = .throwing(NotFound())
                    var thrown: (any Error)?
                    do { _ = try stub("pen") } catch { thrown = error }
                    expect(thrown as? NotFound) == NotFound()
                }
            }

            context("with a sequence of answers") {
                it("gives them in order, then repeats the last one") {
                    let stub: Stub<String, String> = .answers(["rain", "cloud", "sun"])
                    let answers = try (1...5).map { _ in try stub("Oslo") }
                    expect(answers) == ["rain", "cloud", "sun", "sun", "sun"]
                }

                context("declared to fail when exhausted") {
                    it("fails the example at the stub's line and throws StubExhausted") {
                        var declaredOn = 0
                        let report = await SpecRunner.run {
                            it("asks once too often") {
                                let stub: Stub<Int, Int> = .answers([1], whenExhausted: .fail); declaredOn = #line
                                _ = try stub(0)
                                _ = try? stub(0)
                            }
                        }
                        let failure = report.example("asks once too often")?.failures.first
                        expect(failure?.message) == "the stub declared at StubSpec.swift:\(declaredOn) was called 2 times but was given 1 answer; add answers to .answers([...]) or use whenExhausted: .repeatLast"
                        expect(failure?.location.line) == declaredOn
                    }
                }

                context("with no answers at all") {
                    it("fails when called, even when told to repeat the last answer") {
                        let report = await SpecRunner.run {
                            it("asks") {
                                let stub: Stub<Int, Int> = .answers([])
                                _ = try? stub(0)
                            }
                        }
                        expect(report.failed.count) == 1
                    }
                }
            }

            context("with answers per input") {
                it("answers those inputs with their own answers and the others with the default") {
                    let stub: Stub<String, Int> = .returning(10)
                    stub.on("book", return: 25)
                    stub.on("ghost", throw: NotFound())
                    expect(try stub("pen")) == 10
                    expect(try stub("book")) == 25
                    expect((try? stub("ghost"))).to(beNil())
                }

                it("prefers the latest answer given for an input") {
                    let stub: Stub<String, Int> = .returning(0)
                    stub.on("book", return: 1).on("book", return: 2)
                    expect(try stub("book")) == 2
                }

                it("does not consume the sequence") {
                    let stub: Stub<String, Int> = .answers([1, 2])
                    stub.on("special", return: 99)
                    _ = try stub("special")
                    expect(try stub("other")) == 1
                }

                it("accepts a predicate for inputs that are not Equatable") {
                    let stub: Stub<(String, Int), Bool> = .returning(false)
                    stub.on(where: { $0.1 > 10 }, return: true)
                    expect(try stub(("a", 11))).to(beTrue())
                    expect(try stub(("a", 1))).to(beFalse())
                }
            }

            context("answering with a closure") {
                it("answers with what the closure returns") {
                    let stub = Stub<Int, String> { "#\($0)" }
                    expect(try stub(7)) == "#7"
                }
            }
        }
    }
}
