// Quick's entry point for Linux, `QCKMain`, which Quick suites call from a hand-written
// `Tests/LinuxMain.swift`. SwiftPM still builds that file as the test product's `main` when it
// exists, and then runs only it: neither its test discovery nor Swift Testing, so SpecKitPlugin's
// tests (which run the spec classes) would never start. `QCKMain` starts them.
#if !canImport(Darwin)
// Full Foundation for `RunLoop`, which serves the main queue, and `NSLock`, a pthread mutex
// ThreadSanitizer sees (docs/ARCHITECTURE.md, Locks): Quick is a testing product.
import Foundation
import SpecKit
import Testing
import XCTest

/// Runs the spec classes and `testCases` of a test product whose `Tests/LinuxMain.swift` calls it,
/// each once, then ends the process with the run's status (Quick's `QCKMain`).
///
/// ```swift
/// // Tests/LinuxMain.swift
/// import Quick
/// import XCTest
/// @testable import DolphinTests
///
/// QCKMain([DolphinSpec.self, SonarSpec.self], configurations: [SeaConfiguration.self], testCases: [testCase(LegacyTests.allTests)])
/// ```
///
/// Without a `LinuxMain.swift`, `swift test` runs the spec classes through SpecKitPlugin's tests
/// and finds XCTest's cases itself: delete the file, and nothing is lost. With one, SwiftPM runs
/// that file alone, so `QCKMain` runs what `swift test` would: Swift Testing, whose tests are the
/// plugin's (every spec class the plugin found in the package, with focus, filters and the
/// summary, exactly as without a `LinuxMain.swift`), then XCTest with `testCases`. `specs` is
/// accepted and not needed: the plugin's list has every spec class, and a spec class it missed
/// fails the run (SpecKit's census). The classes of `configurations` are configured first, with
/// those the plugin found, each once.
///
/// The process exits with the spec run's status when it failed, else with XCTest's. It runs on the
/// main thread, which serves the main actor's examples meanwhile: call it from the top level of
/// `LinuxMain.swift` or from a synchronous `main`.
public func QCKMain(_ specs: [Spec.Type], configurations: [QuickConfiguration.Type] = [], testCases: [XCTestCaseEntry] = []) -> Never {
    QuickConfiguration.configureSubclasses(configurations)
    let specRun = SpecRunStatus()
    Task.detached {
        specRun.finish(await Testing.__swiftPMEntryPoint(passing: nil))
    }
    // The main thread serves the main queue, where main-actor examples run, until the specs end.
    while specRun.status == nil {
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.05))
    }
    // XCTest runs its cases on the main thread, as its own `main` does, and outside any job of the
    // main queue: a case that waits there for main-actor work (an expectation, a spec it runs)
    // spins the run loop, which serves the main queue only from outside it.
    let caseStatus = testCases.isEmpty ? 0 : XCTMain(testCases, arguments: CommandLine.arguments, observers: nil)
    let specStatus = specRun.status ?? 0
    exit(specStatus != 0 ? specStatus : caseStatus)
}

/// The exit status of the spec run, handed from its task to the main thread.
private final class SpecRunStatus: @unchecked Sendable {
    private let lock = NSLock()
    private var value: CInt?

    /// Nil while the specs run.
    var status: CInt? { lock.withLock { value } }

    func finish(_ status: CInt) { lock.withLock { value = status } }
}
#endif
