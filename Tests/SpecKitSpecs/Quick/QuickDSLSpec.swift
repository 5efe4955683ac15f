import SpecKit

/// Hidden from the plugin (see Log.swift): these run only inside SpecRunner.
typealias SampleQuickSpec = QuickSpec

private struct Overboard: Error {}

private final class FileAndLineSample: SampleQuickSpec, IsolatedSpec {
    override class func spec() {
        it("fails where it says", file: "/somewhere/Elsewhere.swift", line: 42) { throw Overboard() }
        xit("is pending", file: "/somewhere/Elsewhere.swift", line: 43) {}
        pending("is pending too", file: "/somewhere/Elsewhere.swift", line: 44) {}
        it("reports an expect at a forwarded line") { expect(file: "/somewhere/Elsewhere.swift", line: 45, 1) == 2 }
        it("fails at a forwarded line") { fail("forwarded", file: "/somewhere/Elsewhere.swift", line: 46) }
    }
}

private final class SharedByNameSample: SampleQuickSpec, IsolatedSpec {
    override class func spec() {
        sharedExamples("a flag") { (context: @escaping SharedExampleContext) in
            it("is set") { expect(context()["set"] as? Bool).to(beTruthy()) }
        }
        describe("flags") {
            itBehavesLike("a flag") { ["set": true] }
            xitBehavesLike("a flag") { ["set": false] }
            itBehavesLike("a flag") { ["set": false] }
        }
    }
}

private final class FocusedByNameSample: SampleQuickSpec, IsolatedSpec {
    override class func spec() {
        sharedExamples("a checked flag") { it("is checked") {} }
        fitBehavesLike("a checked flag")
        it("is not focused") {}
    }
}

private final class MissingSharedExamplesSample: SampleQuickSpec, IsolatedSpec {
    override class func spec() {
        itBehavesLike("nothing declared")
        it("still runs") {}
    }
}

private final class BlockingPollSample: SampleQuickSpec, IsolatedSpec {
    override class func spec() {
        it("polls without await") { expect(1).toEventually(equal(2), timeout: .milliseconds(30), pollInterval: .milliseconds(10)) }
        it("polls never without await") { expect(1).toNever(equal(1), until: .milliseconds(30)) }
    }
}

private final class QuickSixSample: SampleQuickSpec, IsolatedSpec {
    override func spec() {
        it("declares in the instance method") { expect(1) == 1 }
    }
}

final class QuickDSLSpec: Spec {
    override func spec() {
        describe("Quick's it(_:file:line:)") {
            it("records examples and failures at the file and line given") {
                let report = await SpecRunner.run(FileAndLineSample.self)
                let failed = report.example("fails where it says")
                expect(failed?.status) == .failed
                expect(failed?.failures.first?.location.fileName) == "Elsewhere.swift"
                expect(failed?.failures.first?.location.line) == 42
                expect(report.example("is pending")?.status) == .skipped(.pending)
                expect(report.example("is pending too")?.status) == .skipped(.pending)
                expect(report.example("reports an expect at a forwarded line")?.failures.first?.location.line) == 45
                expect(report.example("reports an expect at a forwarded line")?.messages) == ["expected to equal <2>, got <1>"]
                expect(report.example("fails at a forwarded line")?.failures.first?.location.line) == 46
            }
        }

        describe("Quick's string-keyed shared examples") {
            it("include the examples with their context, pending with xitBehavesLike") {
                let report = await SpecRunner.run(SharedByNameSample.self)
                expect(report.examples.map(\.name)) == ["flags a flag is set", "flags a flag is set", "flags a flag is set"]
                expect(report.examples.map(\.status)) == [.passed, .skipped(.pending), .failed]
            }
            it("focus with fitBehavesLike") {
                let report = await SpecRunner.run(FocusedByNameSample.self)
                expect(report.example("a checked flag is checked")?.status) == .passed
                expect(report.example("is not focused")?.status) == .skipped(.notFocused)
            }
            it("name the missing shared examples") {
                let report = await SpecRunner.run(MissingSharedExamplesSample.self)
                expect(report.description).to(contain(#"no shared examples named "nothing declared""#))
            }
        }

        describe("polling in an example that does not await") {
            it("blocks between polls and fails with Nimble's message") {
                let report = await SpecRunner.run(BlockingPollSample.self)
                expect(report.example("polls without await")?.messages) == ["expected to eventually equal <2>, got <1>"]
                expect(report.example("polls never without await")?.messages) == ["expected to never equal <1>, got <1>"]
            }
        }

        describe("a QuickSpec that overrides the instance spec() (Quick 6's form)") {
            it("runs its examples") {
                let report = await SpecRunner.run(QuickSixSample.self)
                expect(report.example("declares in the instance method")?.status) == .passed
            }
        }
    }
}
