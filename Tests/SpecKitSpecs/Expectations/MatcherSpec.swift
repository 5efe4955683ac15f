import SpecKit

private struct Page {
    let title: String
}

private struct Unreadable: Error {}

private func beEven() -> Matcher<Int> {
    Matcher.defineNonNil("be even") { $0.isMultiple(of: 2) }
}

private func haveTitle(_ title: String) -> Matcher<Page> {
    Matcher { expression in
        guard let page = try expression.evaluate() else {
            return MatcherResult(status: .fail, message: ExpectationMessage.expectedActualValueTo("have title <\(title)>").appendedBeNilHint())
        }
        return MatcherResult(bool: page.title == title, message: .expectedCustomValueTo("have title <\(title)>", actual: "<\(page.title)>"))
    }
}

/// The public API for custom matchers, as its doc comment shows it.
final class MatcherSpec: Spec {
    override func spec() {
        describe("a matcher made with defineNonNil") {
            it("passes and fails both ways with the positive description") {
                await expectNoFailures { expect(4).to(beEven()) }
                await expectNoFailures { expect(3).toNot(beEven()) }
                await expectFailures("expected to be even, got <3>") { expect(3).to(beEven()) }
                await expectFailures("expected to not be even, got <4>") { expect(4).toNot(beEven()) }
            }
            it("fails both ways for nil with the beNil hint") {
                await expectFailures("expected to be even, got <nil> (use beNil() to match nils)") { expect(nil as Int?).to(beEven()) }
                await expectFailures("expected to not be even, got <nil> (use beNil() to match nils)") { expect(nil as Int?).toNot(beEven()) }
            }
        }

        describe("a matcher made with define") {
            it("sees nil and decides about it") {
                let beMissingOrZero = Matcher<Int>.define("be missing or zero") { $0 == nil || $0 == 0 }
                await expectNoFailures { expect(nil as Int?).to(beMissingOrZero) }
                await expectFailures("expected to be missing or zero, got <1>") { expect(1).to(beMissingOrZero) }
            }
        }

        describe("a matcher made with the initializer") {
            it("builds its own message") {
                await expectNoFailures { expect(Page(title: "Home")).to(haveTitle("Home")) }
                await expectFailures("expected to have title <About>, got <Home>") { expect(Page(title: "Home")).to(haveTitle("About")) }
                await expectFailures("expected to have title <About>, got <nil> (use beNil() to match nils)") { expect(nil as Page?).to(haveTitle("About")) }
            }
            it("fails with the error a matcher throws") {
                let unreadable = Matcher<Int> { _ in throw Unreadable() }
                await expectFailures("unexpected error thrown: <Unreadable()>") { expect(1).to(unreadable) }
            }
        }

        describe("Nimble's forms") {
            it("define(_:matcher:) gets the prepared message and refuses nil") {
                let beSmall = Matcher<Int>.define("be small") { expression, message in
                    MatcherResult(bool: (try expression.evaluate() ?? 0) < 10, message: message)
                }
                await expectFailures("expected to be small, got <11>") { expect(11).to(beSmall) }
                await expectFailures("expected to be small, got <nil> (use beNil() to match nils)") { expect(nil as Int?).to(beSmall) }
            }
            it("simple returns a status and refuses nil, simpleNilable accepts it") {
                let positive = Matcher<Int>.simple("be positive") { expression in MatcherStatus(bool: (try expression.evaluate() ?? 0) > 0) }
                let absent = Matcher<Int>.simpleNilable("be absent") { expression in MatcherStatus(bool: try expression.evaluate() == nil) }
                await expectFailures("expected to be positive, got <-1>") { expect(-1).to(positive) }
                await expectFailures("expected to be positive, got <nil> (use beNil() to match nils)") { expect(nil as Int?).to(positive) }
                await expectNoFailures { expect(nil as Int?).to(absent) }
            }
            it("a .fail status fails both to and toNot") {
                let undecided = Matcher<Int> { _ in MatcherResult(status: .fail, message: .expectedTo("decide")) }
                await expectFailures("expected to decide") { expect(1).to(undecided) }
                await expectFailures("expected to not decide") { expect(1).toNot(undecided) }
            }
        }
    }
}
