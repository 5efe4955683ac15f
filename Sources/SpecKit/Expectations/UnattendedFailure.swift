import Foundation
import Testing
import XCTest

/// Reports a failure recorded where no SpecKit example runs, so that no expectation is ever lost:
///
/// 1. inside a Swift Testing test (`Test.current` is set): `Issue.record`, at the `expect`;
/// 2. in a callback of a running example that no task-local value reaches (a dispatch queue, a
///    completion handler): that example (`RunningExamples`);
/// 3. inside an XCTest test case: the case records the failure (with XCTest's own `XCTFail` the
///    first time, when SpecKit does not know the case yet: XCTest drops a failure reported while no
///    case runs, so SpecKit watches whether the case took it);
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
        let text = failure.message
        state.withLock { state in
            state.awaited = text
            state.taken = false
        }
        XCTFail(text, file: StaticFilePath.make(failure.location.filePath), line: UInt(clamping: failure.location.line))
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

/// A `StaticString` holding a path known only at run time, so that `XCTFail` reports the failure
/// at the user's line, not inside SpecKit. `StaticString` has no public initializer from a run-time
/// string; this builds one from its documented layout (a pointer, a length, flags) over a copy
/// that is never freed, one per distinct path, and falls back to SpecKit's own place if the layout
/// ever differs.
enum StaticFilePath {
    private static let interned = Lock<[String: UInt]>([:])

    static func make(_ path: String, fallback: StaticString = #filePath) -> StaticString {
        typealias Layout = (UInt, UInt, UInt8)
        guard MemoryLayout<StaticString>.size == MemoryLayout<Layout>.size else { return fallback }
        let bytes = Array(path.utf8)
        let address = interned.withLock { interned -> UInt in
            if let address = interned[path] { return address }
            let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count + 1)
            copy.initialize(from: bytes, count: bytes.count)
            copy[bytes.count] = 0
            let address = UInt(bitPattern: copy)
            interned[path] = address
            return address
        }
        // Flags: bit 0 clear (a pointer, not a scalar), bit 1 set when the text is ASCII.
        let ascii: UInt8 = bytes.allSatisfy { $0 < 0x80 } ? 2 : 0
        return unsafeBitCast((address, UInt(bytes.count), ascii) as Layout, to: StaticString.self)
    }
}
