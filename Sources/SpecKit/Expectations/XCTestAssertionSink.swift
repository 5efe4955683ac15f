import Foundation
import XCTest

/// Makes XCTest's assertions (`XCTAssertEqual`, `XCTFail`...) fail the SpecKit example they run
/// in, as they fail a Quick example.
///
/// swift-corelibs-xctest drops an assertion's failure when no XCTest case is running, which is
/// always the case in the Swift Testing process that runs specs. So SpecKit starts one case of its
/// own, on a thread of its own, that never ends: every XCTest failure of the process reaches it,
/// and it hands the failure to the running example (the task-local recorder, or the example
/// running in the same file), or fails the run. Linux only: XCTest on macOS is another library.
///
/// That a case run by hand becomes the one running case for every thread is corelibs XCTest's
/// way, not a promise: `install` checks that the case starts, and that an `XCTFail` made on
/// another thread reaches it (`probe`), and fails the run when either does not happen.
package final class XCTestAssertionSink: XCTestCase, @unchecked Sendable {
    private static let installed = Lock(false)
    /// The text of the probe's `XCTFail`, which the sink takes as the probe's, not as a failure.
    package static let probeText = "SpecKit checks that XCTest's failures reach its sink case"
    private static let probing = Lock((awaited: false, reached: false))

    /// Starts the sink case once per process; returns when XCTest sees it running, or with the
    /// shape that XCTest showed instead of the one SpecKit knows.
    static func install() -> UnknownShape? {
        #if os(Linux)
        let first = installed.withLock { installed in
            defer { installed = true }
            return !installed
        }
        guard first, !PrivateDependency.xctestAssertions.isTurnedOff else { return nil }
        let shape = start(within: .seconds(10)) { sink in
            let thread = Thread { sink.run() }
            thread.name = "SpecKit XCTest assertions"
            thread.start()
        }
        return shape ?? probe { XCTFail(probeText) }
        #else
        return nil
        #endif
    }

    /// Starts a sink case with `run`, which must run it, and waits at most `limit` for its body
    /// to start. The body never returns: the case stays XCTest's running case.
    package static func start(within limit: Duration, _ run: (XCTestAssertionSink) -> Void) -> UnknownShape? {
        let started = DispatchSemaphore(value: 0)
        let sink = XCTestAssertionSink(name: "SpecKit examples") { _ in
            started.signal()
            DispatchSemaphore(value: 0).wait()
        }
        run(sink)
        let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18
        guard started.wait(timeout: .now() + seconds) == .success else {
            return UnknownShape(.xctestAssertions, found: "a test case SpecKit ran by hand did not start within \(limit)")
        }
        return nil
    }

    /// Runs `fail`, which must report an XCTest failure with `probeText`, and checks that the
    /// running sink took it.
    package static func probe(_ fail: () -> Void) -> UnknownShape? {
        probing.withLock { $0 = (awaited: true, reached: false) }
        fail()
        let reached = probing.withLock { probing in
            defer { probing = (awaited: false, reached: false) }
            return probing.reached
        }
        guard !reached else { return nil }
        return UnknownShape(.xctestAssertions, found: "an XCTFail on another thread did not reach the test case SpecKit keeps running")
    }

    package override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if description.hasSuffix(Self.probeText),
            Self.probing.withLock({ probing in
                defer { if probing.awaited { probing.reached = true } }
                return probing.awaited
            })
        {
            return
        }
        // XCTest's assertions give `#file`, which is `Module/File.swift` in Swift 6: the example's
        // own location gives the full path when it is the same file.
        var location = CodeLocation(fileID: filePath, filePath: filePath, line: lineNumber, column: 0)
        let recorder = ExampleRecorder.current
        if let example = recorder?.exampleLocation, example.fileID == filePath {
            location = CodeLocation(fileID: example.fileID, filePath: example.filePath, line: lineNumber, column: 0)
        }
        let failure = RecordedFailure(message: description, location: location)
        if let recorder {
            recorder.record(failure)
        } else if !RunningExamples.shared.charge(failure) {
            LostFailures.shared.report(failure)
        }
    }
}
