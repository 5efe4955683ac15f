import Foundation
import SpecKit

private struct Point: Equatable {
    let x: Int
    let y: Int
}

private func lookUp(_ key: String) -> String? { ["a": "apple", "b": "banana"][key] }

/// An async matcher, as a spec writes one: the value is even, decided after a suspension.
private func beEvenAfterAwaiting() -> AsyncMatcher<Int> {
    AsyncMatcher.define("be even") { expression, message in
        await Task.yield()
        guard let value = try await expression.evaluate() else { return MatcherResult(status: .fail, message: message) }
        return MatcherResult(bool: value % 2 == 0, message: message)
    }
}

/// Nimble's forms found by compiling its own matcher tests: `equal` on a value that is not optional
/// (`.init` inferred), on arrays and dictionaries of optionals and on arrays of tuples; async
/// matchers inside `satisfyAllOf`, `satisfyAnyOf`, `&&`, `||` and `allPass`; `expects`; and
/// `identityAsString`.
final class NimbleFormsSpec: Spec {
    override func spec() {
        describe("equal") {
            it("infers the type of an implicit member") {
                await expectNoFailures { expect(Point(x: 1, y: 2)).to(equal(.init(x: 1, y: 2))) }
                await expectNoFailures { expect(Point(x: 1, y: 2)) == .init(x: 1, y: 2) }
                await expectFailures("expected to equal <Point(x: 1, y: 3)>, got <Point(x: 1, y: 2)>") { expect(Point(x: 1, y: 2)) == .init(x: 1, y: 3) }
            }

            it("compares an array with an array of optionals") {
                await expectNoFailures { expect(["apple"]) == [lookUp("a")] }
                await expectNoFailures { expect(["apple"]).to(equal([lookUp("a")])) }
                await expectNoFailures { expect(["apple"]) != [lookUp("b")] }
                await expectFailures("expected to equal <[nil]>, got <[apple]>") { expect(["apple"]) == [lookUp("z")] }
            }

            it("compares a dictionary with a dictionary of optionals") {
                await expectNoFailures { expect(["a": "apple"]) == ["a": lookUp("a")] }
                await expectFailures("expected to equal <[\"a\": nil]>, got <[\"a\": \"apple\"]>") { expect(["a": "apple"]) == ["a": lookUp("z")] }
            }

            it("compares arrays of tuples, labels aside") {
                let pairs: [(Int, String)] = [(1, "one"), (2, "two")]
                await expectNoFailures { expect(pairs) == [(1, "one"), (2, "two")] }
                await expectNoFailures { expect(pairs) != [(2, "two"), (1, "one")] }
                await expectNoFailures { expect(pairs).to(equal([(1, named: "one"), (2, named: "two")])) }
                await expectFailures("expected to equal <[(1, \"one\")]>, got <[(1, \"one\"), (2, \"two\")]>") { expect(pairs) == [(1, "one")] }
                await expectNoFailures { await expect { () async in pairs } == [(1, "one"), (2, "two")] }
            }
        }

        describe("async matchers combined") {
            it("run inside satisfyAllOf and satisfyAnyOf, mixed with matchers") {
                await expectNoFailures { await expect(2).to(satisfyAllOf(beEvenAfterAwaiting(), beLessThan(3))) }
                await expectNoFailures { await expect(3).to(satisfyAnyOf(beEvenAfterAwaiting(), equal(3))) }
                await expectFailures("expected to match all of: {be even}, and {be less than <3>}, got 5") { await expect(5).to(satisfyAllOf(beEvenAfterAwaiting(), beLessThan(3))) }
                await expectFailures("expected to match one of: {be even}, or {equal <4>}, got 3") { await expect(3).to(satisfyAnyOf(beEvenAfterAwaiting(), equal(4))) }
            }

            it("run inside && and ||") {
                await expectNoFailures { await expect(2).to(beEvenAfterAwaiting() && beLessThan(3)) }
                await expectNoFailures { await expect(2).to(beLessThan(3) && beEvenAfterAwaiting()) }
                await expectNoFailures { await expect(3).to(beEvenAfterAwaiting() || equal(3)) }
                await expectFailures("expected to match one of: {equal <1>}, or {be even}, got 3") { await expect(3).to(equal(1) || beEvenAfterAwaiting()) }
            }

            it("run inside allPass, as a matcher or a test that awaits") {
                await expectNoFailures { await expect([2, 4]).to(allPass(beEvenAfterAwaiting())) }
                await expectFailures("expected to all be even, but failed first at element <3> in <[2, 3]>") { await expect([2, 3]).to(allPass(beEvenAfterAwaiting())) }
                await expectNoFailures {
                    await expect([2, 4]).to(allPass { value in
                        await Task.yield()
                        return value % 2 == 0
                    })
                }
            }
        }

        describe("contain on a Foundation string") {
            it("takes Foundation substrings") {
                await expectNoFailures { expect("foo" as NSString).to(contain("oo" as NSString)) }
                await expectFailures("expected to contain <zz>, got <foo>") { expect("foo" as NSString).to(contain("zz" as NSString)) }
            }
        }

        describe("polling with an async matcher") {
            it("polls an async expression and a synchronous one") {
                let counter = Tally()
                await expectNoFailures { await expect { () async in counter.next() }.toEventually(beEvenAfterAwaiting(), timeout: .seconds(5)) }
                await expectNoFailures { await expects(2).toAlways(beEvenAfterAwaiting(), until: .milliseconds(30)) }
                await expectNoFailures { await expects(3).toNever(beEvenAfterAwaiting(), until: .milliseconds(30)) }
                await expectNoFailures { await expecta(await Task.detached { 4 }.value).toEventually(beEvenAfterAwaiting()) }
            }

            it("fails with the polling verb when the time runs out") {
                await expectFailures("expected to eventually be even, got <3>") { await expects(3).toEventually(beEvenAfterAwaiting(), timeout: .milliseconds(30)) }
                await expectFailures("expected to always be even, got <3>") { await expects(3).toAlways(beEvenAfterAwaiting(), until: .milliseconds(30)) }
            }
        }

        describe("compactMap with async parts") {
            it("takes an async matcher, an async transform, or both") {
                await expectNoFailures { await expect("2").to(compactMap({ Int($0) }, beEvenAfterAwaiting())) }
                await expectNoFailures { await expect(2).to(compactMap({ (value: Int) async in String(value) }, equal("2"))) }
                await expectNoFailures { await expect("4").to(compactMap({ (text: String) async in Int(text) }, beEvenAfterAwaiting())) }
                await expectFailures("expected to Map from String to Int") { await expect("x").to(compactMap({ Int($0) }, beEvenAfterAwaiting())) }
            }
        }

        describe("expects") {
            it("is a synchronous expectation in an async context") {
                await expectNoFailures { await expects(2).to(beEvenAfterAwaiting()) }
                await expectFailures("expected to equal <3>, got <2>") { expects(2).to(equal(3)) }
            }
        }

        describe("gatherExpectations") {
            it("returns every expectation's outcome in order, and keeps the failures silent when asked") {
                let records = gatherExpectations(silently: true) {
                    expect(1).to(equal(2))
                    expect(1).to(equal(1))
                    fail("by hand")
                }
                expect(records.map(\.success)) == [false, true, false]
                expect(records.first?.message) == "expected to equal <2>, got <1>"
                expect(records.last?.message) == "by hand"
                expect(gatherFailingExpectations(silently: true) { expect(1).to(equal(2)) }.count) == 1
            }

            it("gathers the expectations of an async closure") {
                let records = await gatherExpectations(silently: true) {
                    await expect { () async in 1 }.to(equal(2))
                    await expect(2).to(beEvenAfterAwaiting())
                }
                expect(records.map(\.success)) == [false, true]
            }

            it("passes the failures on to the example unless silently") {
                await expectFailures("expected to equal <2>, got <1>", line: #line + 1) {
                    _ = gatherExpectations { expect(1).to(equal(2)) }
                }
            }
        }

        describe("identityAsString") {
            it("shows an object as beIdenticalTo's messages do, and nil as nil") {
                let object = Counter()
                let other = Counter()
                expect(identityAsString(object)).to(beginWith("<0x"))
                expect(identityAsString(object)) == identityAsString(object)
                expect(identityAsString(object)) != identityAsString(other)
                expect(identityAsString(nil)) == "nil"
                await expectFailures("expected to be identical to \(identityAsString(other)), got \(identityAsString(object))") { expect(object).to(beIdenticalTo(other)) }
            }
        }
    }
}

private final class Counter {}

/// Counts up by one at each call, for a value that changes between polls (one poll at a time).
private final class Tally: @unchecked Sendable {
    private var value = 0
    func next() -> Int {
        value += 1
        return value
    }
}
