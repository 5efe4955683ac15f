import Foundation

/// The entry point that SpecKitPlugin's generated code calls. Not meant to be called by hand.
///
/// The generated suite of a spec class has one Swift Testing test, which runs the spec's examples
/// of this process one after another (fresh state for each) and prints a line for each:
/// ```
/// ✔ StackSpec: Stack after a push has the value on top (0.2 ms)
/// ✘ StackSpec: Stack pops failed at StackSpec.swift:14 (0.3 ms)
/// ➜ StackSpec: Stack peeks skipped: pending (StackSpec.swift:17)
/// ```
/// A failure is recorded in that test at the line of its `expect`, led by the example's name. The
/// per-example record a CI reads is the JUnit report (`SPECKIT_JUNIT`), and one summary line of
/// the examples is printed when the process ends. Selection, shards and reruns: `RunSettings`.
public enum SpecKitTesting {
    /// The variable that selects examples by name.
    public static let filterVariable = RunSettings.filterVariable

    /// Runs this process's examples of the spec class `type`. `everySpec` names every spec class of
    /// the run (module-qualified), as the plugin found them in every test target of the package:
    /// focus and shards are decided over all of them.
    public static func runExamples(of type: Spec.Type, everySpec: [String]) async {
        // Quick's configurations run before any spec is built, whichever target's list comes first.
        QuickConfigurationRegistry.shared.discover(everySpec)
        // XCTest's assertions inside examples fail them instead of being dropped, and the other
        // private dependencies are in the shape SpecKit knows.
        FirstTestChecks.runOnce()
        GlueTests.noteRunning(String(reflecting: type), everySpec: everySpec)
        let process = ProcessSuiteRun.shared
        let plan = await process.plan(including: type, everySpec: everySpec)
        await process.run.runExamples(of: String(reflecting: type), plan: plan) { record in
            for failure in record.failures {
                TestingReporter.report(failure, example: record.example.name)
            }
            process.print(record.consoleLine)
            // Editors and CI problem matchers read `/abs/path/File.swift:9: error: ...`.
            for failure in record.failures {
                process.print("\(failure.location.filePath):\(failure.location.line): error: \(record.example.name): \(failure.message)")
            }
        }
    }
}
