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
final class XCTestAssertionSink: XCTestCase, @unchecked Sendable {
    private static let installed = Lock(false)

    /// Starts the sink case once per process; returns when XCTest sees it running.
    static func install() {
        #if os(Linux)
        let first = installed.withLock { installed in
            defer { installed = true }
            return !installed
        }
        guard first else { return }
        let started = DispatchSemaphore(value: 0)
        let sink = XCTestAssertionSink(name: "SpecKit examples") { _ in
            started.signal()
            DispatchSemaphore(value: 0).wait()
        }
        let thread = Thread { sink.run() }
        thread.name = "SpecKit XCTest assertions"
        thread.start()
        started.wait()
        #endif
    }

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
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
