import Foundation
import Testing
import XCTest

/// Reports a failure recorded where no SpecKit example runs, so that no expectation is ever lost:
///
/// 1. inside a Swift Testing test (`Test.current` is set): `Issue.record`, at the `expect`;
/// 2. inside an XCTest test case: the case records the failure (with XCTest's own `XCTFail` the
///    first time, when SpecKit does not know the case yet: XCTest drops a failure reported while no
///    case runs, so SpecKit watches whether the case took it);
/// 3. anywhere else (a detached task, a program's `main`): the failure is printed on standard
///    error, and the process exits with status 70 (EX_SOFTWARE) when it ends.
enum UnattendedFailure {
    static func report(_ failure: RecordedFailure) {
        if Test.current != nil {
            TestingReporter.report(failure)
        } else if XCTestCaseWatch.shared.record(failure) {
            return
        } else {
            LostFailures.shared.report(failure)
        }
    }
}

/// Knows the XCTest case that is running, once it has seen one start, and records failures in it.
final class XCTestCaseWatch: NSObject, XCTestObservation, @unchecked Sendable {
    static let shared = XCTestCaseWatch()

    private struct State {
        var installed = false
        var current: XCTestCase?
        var awaited: String?
        var taken = false
    }

    private let state = UncheckedLock(State())

    /// Records the failure in the running XCTest case; false when no case took it.
    func record(_ failure: RecordedFailure) -> Bool {
        installOnce()
        if let testCase = state.withLock({ $0.current }) {
            testCase.recordFailure(withDescription: failure.message, inFile: failure.location.filePath, atLine: failure.location.line, expected: true)
            return true
        }
        // Not seen a case start yet: hand it to XCTest and watch whether a case recorded it.
        let text = "\(failure.location): \(failure.message)"
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
        state.withLock { $0.current = testCase }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
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

    private let count = Lock(0)

    func report(_ failure: RecordedFailure) {
        let first = count.withLock { count in
            defer { count += 1 }
            return count == 0
        }
        let text = "SpecKit: an expectation failed outside any test (no SpecKit example, Swift Testing test or XCTest case was running): \(failure.location.fileID):\(failure.location.line): \(failure.message)\n"
        FileHandle.standardError.write(Data(text.utf8))
        if first {
            atexit {
                let lost = LostFailures.shared.count.withLock { $0 }
                FileHandle.standardError.write(Data("SpecKit: \(lost) expectation(s) failed outside any test; exiting with status \(LostFailures.exitStatus)\n".utf8))
                fflush(nil)
                _exit(LostFailures.exitStatus)
            }
        }
    }
}
