/// The stand-in for Quick's own test helpers, `qck_runSpec` and `qck_runSpecs`
/// (`Tests/QuickTests/QuickTests/Helpers/QuickSpecRunner.swift`), which run spec classes inside an
/// XCTest test and return the `XCTestRun` of their suite. Quick's need `@testable import Quick`
/// (its `World`); this one uses SpecKit's public API alone: `SpecRunner.runSuite` runs the classes
/// as `swift test` runs a package's spec classes (focus decided over all of them, as in Quick's
/// helper), and the records become the counts the functional tests read, as XCTest would count
/// Quick's examples on Linux: every example is a test that ran (a pending or unfocused one ran and
/// was skipped), a thrown error is an unexpected exception, any other failure a failure.
enum SpecRunnerStandIn {
    static let source = #"""
        // Written by QuickFunctionalTests (Benchmarks/): a stand-in for Quick's QuickSpecRunner.swift on
        // SpecKit's public API. Not Quick's code.
        import Foundation
        import Quick
        import XCTest

        /// What Quick's helpers return (an `XCTestRun` there): the counts the functional tests read.
        final class SpecRun {
            let executionCount: Int
            let skipCount: Int
            let failureCount: Int
            let unexpectedExceptionCount: Int

            var totalFailureCount: Int { failureCount + unexpectedExceptionCount }
            var hasSucceeded: Bool { totalFailureCount == 0 }

            init(records: [ExampleRecord]) {
                executionCount = records.count
                skipCount = records.filter { if case .skipped = $0.outcome { true } else { false } }.count
                let failures = records.flatMap(\.failures)
                // SpecKit's runner words an error an example or hook threw this way; XCTest counts it
                // as an unexpected exception.
                unexpectedExceptionCount = failures.filter { $0.message.hasPrefix("unexpected error thrown:") }.count
                failureCount = failures.count - unexpectedExceptionCount
            }
        }

        @discardableResult
        func qck_runSpec(_ specClass: QuickSpec.Type) -> SpecRun? {
            runSpecs([specClass])
        }

        @discardableResult
        func qck_runSpec(_ specClass: AsyncSpec.Type) -> SpecRun? {
            runSpecs([specClass])
        }

        @discardableResult
        func qck_runSpecs(_ specClasses: [QuickSpec.Type]) -> SpecRun? {
            runSpecs(specClasses)
        }

        @discardableResult
        func qck_runSpecs(_ specClasses: [AsyncSpec.Type]) -> SpecRun? {
            runSpecs(specClasses)
        }

        /// The run's outcome, handed from the task that runs the specs to the test's thread.
        private final class Outcome: @unchecked Sendable {
            private let lock = NSLock()
            private var report: SuiteReport??

            func finish(_ report: SuiteReport?) { lock.withLock { self.report = .some(report) } }
            var result: SuiteReport?? { lock.withLock { report } }
        }

        /// The spec classes, handed to the task that runs them.
        private struct Specs: @unchecked Sendable {
            let specs: [SuiteSpec]
        }

        /// Runs the classes in one suite, as Quick's helper does, and waits on the calling thread (the
        /// main thread, in an XCTest test), serving its run loop: the examples of a QuickSpec that do
        /// not await run on the main actor.
        private func runSpecs(_ specClasses: [Spec.Type]) -> SpecRun? {
            // Quick's helper configures the QuickConfiguration subclasses first; so does this one.
            QuickConfiguration.configureSubclasses()
            let specs = Specs(specs: specClasses.map { type in SuiteSpec(name: String(reflecting: type)) { type.init().spec() } })
            let outcome = Outcome()
            Task.detached {
                outcome.finish(try? await SpecRunner.runSuite(specs.specs))
            }
            while outcome.result == nil {
                _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.005))
            }
            guard let report = outcome.result ?? nil else { return nil }
            return SpecRun(records: report.records)
        }
        """#
}
