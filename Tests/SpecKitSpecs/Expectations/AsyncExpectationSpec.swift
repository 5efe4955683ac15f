import SpecKit

private struct Offline: Error {}

private func fetch() async throws -> Int { throw Offline() }

final class AsyncExpectationSpec: Spec {
    override func spec() {
        describe("expecta") {
            it("passes when the async value matches") {
                let inbox = Inbox()
                await inbox.receive()
                await expectNoFailures { await expecta { await inbox.count }.to(equal(1)) }
                await expectNoFailures { await expecta { await inbox.count }.toNot(equal(0)) }
                await expectNoFailures { await expecta { await inbox.count } == 1 }
            }
            it("records a failure at the line of the expecta") {
                let inbox = Inbox()
                await expectFailures("expected to equal <2>, got <0>") { await expecta { await inbox.count }.to(equal(2)) }
                await expectFailures("expected to not equal <0>, got <0>") { await expecta { await inbox.count }.notTo(equal(0)) }
                await expectFailures("expected to be greater than <1>, got <0>") { await expecta { await inbox.count } > 1 }
            }
            it("adds the description") {
                let inbox = Inbox()
                await expectFailures("messages\nexpected to equal <1>, got <0>") { await expecta { await inbox.count }.to(equal(1), description: "messages") }
            }
            it("checks what async code throws") {
                await expectNoFailures { await expecta { try await fetch() }.to(throwError(errorType: Offline.self)) }
                await expectNoFailures { await expecta { try await Task.sleep(for: .zero) }.toNot(throwError()) }
                await expectFailures("expected to not throw any error, got <Offline()>") { await expecta { try await fetch() }.toNot(throwError()) }
            }
            it("reports an unexpected error") {
                await expectFailures("unexpected error thrown: <Offline()>") { await expecta { try await fetch() }.to(equal(1)) }
            }
            it("evaluates the closure once") {
                let counter = EvaluationCounter()
                await expecta { counter.next() }.to(satisfyAllOf(equal(1), beLessThan(2)))
                expect(counter.next()) == 2
            }
        }

        describe("requirea and unwrapa") {
            it("return the value") {
                let inbox = Inbox()
                await inbox.receive()
                let count = try await requirea { await inbox.count }.to(beGreaterThan(0))
                expect(count) == 1
                let unwrapped = try await unwrapa { await inbox.count as Int? }
                expect(unwrapped) == 1
            }
            it("record the failure at their line and end the example") {
                let inbox = Inbox()
                await expectFailures("expected to be greater than <0>, got <0>") { _ = try await requirea { await inbox.count }.to(beGreaterThan(0)); fail("went on") }
                await expectFailures("expected to not be nil, got <nil>") { _ = try await unwrapa { await inbox.count == 0 ? nil : 1 }; fail("went on") }
            }
        }
    }
}
