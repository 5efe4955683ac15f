import Foundation
import Testing
import XCTest

/// Reports a failure recorded where no SpecKit example runs, so that no expectation is ever lost:
///
/// 1. inside a Swift Testing test (`Test.current` is set): `Issue.record`, at the `expect`;
/// 2. in a callback of a running example that no task-local value reaches (a dispatch queue, a
///    completion handler): that example (`RunningExamples`);
/// 3. inside an XCTest test case: the case records the failure, at the `expect`
///    (`XCTestCaseWatch`);
/// 4. anywhere else (a detached task, a program's `main`): the failure is printed on standard
///    error, and the process exits with status 70 (EX_SOFTWARE) when it ends, after the summary
///    and the JUnit report of a `swift test` run are written.
enum UnattendedFailure {
    static func report(_ failure: RecordedFailure) {
        if Test.current != nil {
            TestingReporter.report(failure)
        } else if RunningExamples.shared.charge(failure) {
            return
        } else if XCTestCaseWatch.shared.record(failure) {
            return
        } else {
            LostFailures.shared.report(failure)
        }
    }
}

/// Knows the XCTest case that is running, and records failures in it with XCTest's public
/// `recordFailure(withDescription:inFile:atLine:expected:)`, which takes the path as a `String`.
///
/// On Linux it watches from before `main` (`LaunchHook`), so it has seen every case start, and a
/// failure while none runs is lost at once. Elsewhere it starts watching at the first failure,
/// which may come while a case it has not seen runs: that failure goes through `XCTFail`, the one
/// public way to reach XCTest's running case, with the user's file and line in its text since
/// `XCTFail` takes a location only as a `StaticString`, and SpecKit watches whether a case took it.
final class XCTestCaseWatch: NSObject, XCTestObservation, @unchecked Sendable {
    static let shared = XCTestCaseWatch()

    private struct State {
        var installed = false
        var fromLaunch = false
        var current: XCTestCase?
        var awaited: String?
        var taken = false
    }

    private let state = UncheckedLock(State())

    /// Starts watching before any XCTest case can start.
    func watchFromLaunch() {
        installOnce()
        state.withLock { $0.fromLaunch = true }
    }

    /// Records the failure in the running XCTest case; false when no case took it.
    func record(_ failure: RecordedFailure) -> Bool {
        installOnce()
        let (current, fromLaunch) = state.withLock { ($0.current, $0.fromLaunch) }
        if let current {
            current.recordFailure(withDescription: failure.message, inFile: failure.location.filePath, atLine: failure.location.line, expected: true)
            return true
        }
        // Watching since launch: no case runs.
        if fromLaunch { return false }
        // Not seen a case start yet: hand it to XCTest and watch whether a case recorded it.
        let text = "\(failure.location.filePath):\(failure.location.line): \(failure.message)"
        state.withLock { state in
            state.awaited = text
            state.taken = false
        }
        XCTFail(text)
        return state.withLock { state in
            defer { state.awaited = nil }
            return state.taken
        }
    }

    private func installOnce() {
        let install = state.withLock { state in
            defer { state.installed = true }
            return !state.installed
        }
        if install { XCTestObservationCenter.shared.addTestObserver(self) }
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
        // SpecKit's own case never ends and takes no failure of a test outside examples.
        guard !(testCase is XCTestAssertionSink) else { return }
        state.withLock { $0.current = testCase }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        guard !(testCase is XCTestAssertionSink) else { return }
        state.withLock { $0.current = nil }
    }

    func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {
        state.withLock { state in
            if let awaited = state.awaited, description.hasSuffix(awaited) {
                state.taken = true
                state.current = testCase
            }
        }
    }
}

/// Failures no test could take: printed at once on standard error, and the process made to fail.
final class LostFailures: Sendable {
    static let shared = LostFailures()

    /// Status the process exits with when a failure was lost (EX_SOFTWARE).
    static let exitStatus: Int32 = 70

    private let lost = Lock<[RecordedFailure]>([])

    /// The failures lost so far, in order.
    var failures: [RecordedFailure] { lost.withLock { $0 } }

    func report(_ failure: RecordedFailure) {
        let first = lost.withLock { lost in
            defer { lost.append(failure) }
            return lost.isEmpty
        }
        let text =
            "SpecKit: an expectation failed outside any test (no SpecKit example, Swift Testing test or XCTest case was running): "
            + "\(failure.location.filePath):\(failure.location.line): error: \(failure.message)\n"
        FileHandle.standardError.write(Data(text.utf8))
        if first {
            atexit {
                // The summary and the JUnit report of a `swift test` run first: they count these.
                ProcessSuiteRun.finishIfStarted()
                let lost = LostFailures.shared.failures.count
                FileHandle.standardError.write(
                    Data("SpecKit: \(lost) expectation(s) failed outside any test; exiting with status \(LostFailures.exitStatus)\n".utf8)
                )
                fflush(nil)
                _exit(LostFailures.exitStatus)
            }
        }
    }
}
