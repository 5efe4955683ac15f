import SpecKit

/// Throws `error`: a call, so the lines after it in a sample are not unreachable code.
private func stop(_ error: StopTest) throws {
    throw error
}

private final class StopTestSample: SampleQuickSpec, IsolatedSpec {
    static let log = Log()
    static let made = Log()

    override class func spec() {
        describe("in an example") {
            afterEach { log.add("afterEach") }

            it("stops silently") {
                log.add("silently before")
                try stop(.silently)
                log.add("silently after")
            }

            it("stops with a message") {
                let error = StopTest("the response has no body")
                made.add("\(error.callsite.line)")
                try stop(error)
                log.add("message after")
            }
        }

        describe("in a beforeEach") {
            beforeEach { try stop(StopTest("the fixture is missing")) }
            beforeEach { log.add("second beforeEach") }
            afterEach { log.add("afterEach after a stopped beforeEach") }
            it("does not run the example") { log.add("example after a stopped beforeEach") }
        }

        describe("in an afterEach") {
            afterEach { try stop(.silently) }
            afterEach { log.add("second afterEach") }
            it("passes when the stop is silent") {}
        }
    }
}

/// Quick's `StopTest`: ends an example, recording its message or nothing, never an unexpected error.
final class StopTestSpec: Spec {
    override func spec() {
        describe("StopTest") {
            it("stops the example silently: no failure, and the afterEach hooks run") {
                let report = await SpecRunner.run(StopTestSample.self)
                expect(report.example("in an example stops silently")?.status) == .passed
                expect(StopTestSample.log.all).to(contain("silently before", "afterEach"))
                expect(StopTestSample.log.all).toNot(contain("silently after"))
            }

            it("records its message once, at the line that made it, as a failure that is no unexpected error") {
                let report = await SpecRunner.run(StopTestSample.self)
                let example = report.example("in an example stops with a message")
                expect(example?.messages) == ["the response has no body"]
                expect(example?.failures.first?.location.fileName) == "StopTestSpec.swift"
                expect(example?.failures.first.map { "\($0.location.line)" }) == StopTestSample.made.all.first
                expect(StopTestSample.log.all).toNot(contain("message after"))
            }

            it("thrown by a beforeEach, skips the rest of them and the example, but not the afterEach hooks") {
                let report = await SpecRunner.run(StopTestSample.self)
                let example = report.example("in a beforeEach does not run the example")
                expect(example?.messages) == ["the fixture is missing"]
                expect(StopTestSample.log.all).to(contain("afterEach after a stopped beforeEach"))
                expect(StopTestSample.log.all).toNot(contain("second beforeEach"))
                expect(StopTestSample.log.all).toNot(contain("example after a stopped beforeEach"))
            }

            it("thrown silently by an afterEach, lets the other afterEach hooks run and the example pass") {
                let report = await SpecRunner.run(StopTestSample.self)
                expect(report.example("in an afterEach passes when the stop is silent")?.status) == .passed
                expect(StopTestSample.log.all).to(contain("second afterEach"))
            }

            it("tells Quick's callsite: the file and line it was made at") {
                let line = #line + 1
                let error = StopTest("here")
                expect(error.callsite.line) == UInt(line)
                expect(error.callsite.file).to(endWith("StopTestSpec.swift"))
                expect(error.reportError) == true
                expect(StopTest.silently.reportError) == false
                expect(StopTest.silently.failureDescription) == ""
            }
        }
    }
}
