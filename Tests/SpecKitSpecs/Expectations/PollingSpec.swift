import SpecKit

private struct Broken: Error {}

@MainActor
private final class Screen {
    var title = ""
}

/// toEventually, toEventuallyNot, toNever and toAlways. No example asserts how long anything took:
/// values are changed by other tasks, and failing polls use short timeouts.
final class PollingSpec: Spec {
    override func spec() {
        describe("toEventually") {
            it("passes once another task changes the value") {
                let shared = SharedValue(0)
                shared.set(3, after: .milliseconds(20))
                await expectNoFailures { await expect(shared.value).toEventually(equal(3), timeout: .seconds(10)) }
            }
            it("evaluates the expression again for every poll") {
                let counter = EvaluationCounter()
                await expectNoFailures { await expect(counter.next()).toEventually(equal(3), timeout: .seconds(10), pollInterval: .milliseconds(1)) }
            }
            it("fails with the last value when the time is up") {
                await expectFailures("expected to eventually equal <3>, got <2>") { await expect(2).toEventually(equal(3), timeout: .milliseconds(30), pollInterval: .milliseconds(5)) }
            }
            it("adds the description") {
                await expectFailures("the counter\nexpected to eventually equal <3>, got <2>") { await expect(2).toEventually(equal(3), timeout: .milliseconds(10), description: "the counter") }
            }
            it("stops at an error thrown by the expression") {
                await expectFailures("unexpected error thrown: <Broken()>") { await expect { () throws -> Int in throw Broken() }.toEventually(equal(1), timeout: .seconds(10)) }
            }
            it("stops when its task is cancelled, and says so") {
                let run = Task { await IsolatedExample.run { await expect(2).toEventually(equal(3), timeout: .seconds(30)) } }
                run.cancel()
                let report = await run.value
                expect(report?.messages) == ["polling stopped early because the task was cancelled: expected to eventually equal <3>, got <2>"]
            }
            it("keeps only the last poll's failures from a matcher's closure") {
                await expectFailures("expected to equal <1>, got <2>", "expected to eventually throw error that satisfies block, got <Broken()>") { await expect { () throws -> Int in throw Broken() }.toEventually(throwError { (_: any Error) in expect(2) == 1 }, timeout: .milliseconds(20), pollInterval: .milliseconds(5)) }
            }
        }

        describe("toEventuallyNot") {
            it("passes once another task changes the value") {
                let shared = SharedValue(0)
                shared.set(1, after: .milliseconds(20))
                await expectNoFailures { await expect(shared.value).toEventuallyNot(equal(0), timeout: .seconds(10)) }
                await expectNoFailures { await expect(shared.value).toNotEventually(equal(5), timeout: .seconds(10)) }
            }
            it("fails when the value keeps matching") {
                await expectFailures("expected to eventually not equal <0>, got <0>") { await expect(0).toEventuallyNot(equal(0), timeout: .milliseconds(20), pollInterval: .milliseconds(5)) }
            }
        }

        describe("toNever") {
            it("passes when the value never matches until the end") {
                await expectNoFailures { await expect(0).toNever(equal(1), until: .milliseconds(20), pollInterval: .milliseconds(5)) }
                await expectNoFailures { await expect(0).neverTo(equal(1), until: .milliseconds(5)) }
            }
            it("fails as soon as the value matches") {
                await expectFailures("expected to never equal <1>, got <1>") { await expect(1).toNever(equal(1), until: .seconds(30)) }
            }
            it("fails once another task makes the value match") {
                let shared = SharedValue(0)
                shared.set(1, after: .milliseconds(20))
                await expectFailures("expected to never equal <1>, got <1>") { await expect(shared.value).toNever(equal(1), until: .seconds(30)) }
            }
        }

        describe("toAlways") {
            it("passes when the value matches until the end") {
                await expectNoFailures { await expect(0).toAlways(equal(0), until: .milliseconds(20), pollInterval: .milliseconds(5)) }
                await expectNoFailures { await expect(0).alwaysTo(equal(0), until: .milliseconds(5)) }
            }
            it("fails as soon as the value does not match") {
                await expectFailures("expected to always equal <0>, got <1>") { await expect(1).toAlways(equal(0), until: .seconds(30)) }
            }
            it("fails once another task changes the value") {
                let shared = SharedValue(0)
                shared.set(1, after: .milliseconds(20))
                await expectFailures("expected to always equal <0>, got <1>") { await expect(shared.value).toAlways(equal(0), until: .seconds(30)) }
            }
        }

        describe("polling state of the main actor") {
            it("lets a main-actor task run between polls") { @MainActor in
                let screen = Screen()
                Task { @MainActor in screen.title = "Done" }
                await expect(screen.title).toEventually(equal("Done"), timeout: .seconds(10))
            }
        }

        describe("polling an async expectation") {
            it("runs the closure again for every poll") {
                let inbox = Inbox()
                Task {
                    for _ in 0..<3 {
                        try? await Task.sleep(for: .milliseconds(5))
                        await inbox.receive()
                    }
                }
                await expectNoFailures { await expecta { await inbox.count }.toEventually(equal(3), timeout: .seconds(10)) }
            }
            it("fails with the last value") {
                let inbox = Inbox()
                await expectFailures("expected to eventually equal <1>, got <0>") { await expecta { await inbox.count }.toEventually(equal(1), timeout: .milliseconds(20)) }
                await expectFailures("expected to eventually not equal <0>, got <0>") { await expecta { await inbox.count }.toEventuallyNot(equal(0), timeout: .milliseconds(20)) }
                await expectFailures("expected to never equal <0>, got <0>") { await expecta { await inbox.count }.toNever(equal(0), until: .seconds(30)) }
                await expectFailures("expected to always equal <1>, got <0>") { await expecta { await inbox.count }.toAlways(equal(1), until: .seconds(30)) }
            }
            it("passes toNever and toAlways that hold until the end") {
                let inbox = Inbox()
                await expectNoFailures { await expecta { await inbox.count }.toNever(equal(1), until: .milliseconds(20)) }
                await expectNoFailures { await expecta { await inbox.count }.toAlways(equal(0), until: .milliseconds(20)) }
            }
        }
    }
}
