/// The helpers Nimble 14's matcher tests call (`failsWithErrorMessage` and the rest, from Nimble's
/// `NimbleSharedTestHelpers` target), written again on SpecKit's `gatherExpectations`: a module the
/// generated package builds beside the tests. Each expected message is compared with the failures
/// the closure recorded, noted in the file `NIMBLE_MESSAGE_LOG` names (one line each: `match` or
/// `mismatch`, the test's file and line, the expected message and the messages recorded), and a
/// mismatch fails the test, as in Nimble's own helpers.
enum SharedTestHelpers {
    /// The helpers, on the module `module`: SpecKit's `gatherExpectations`, or, for commits before
    /// it, SpecKit's internal failure capture through `@testable import`.
    static func source(module: String) -> String {
        (module == "Nimble" ? gatheredFailures : capturedFailures) + common
    }

    /// The failure messages of a closure, from the expectations `gatherExpectations` returns.
    static let gatheredFailures = #"""
        import Nimble

        private func failureMessages(of closure: () throws -> Void, line: UInt) -> [String] {
            gatherExpectations(silently: true) {
                do { try closure() } catch { fail("unexpected error thrown: <\(error)>", line: line) }
            }.filter { !$0.success }.map(\.message)
        }

        private func failureMessages(of closure: () async throws -> Void, line: UInt) async -> [String] {
            await gatherExpectations(silently: true) {
                do { try await closure() } catch { fail("unexpected error thrown: <\(error)>", line: line) }
            }.filter { !$0.success }.map(\.message)
        }

        """#

    /// The failure messages of a closure, from SpecKit's internal capture.
    static let capturedFailures = #"""
        @testable import SpecKit

        private func failureMessages(of closure: () throws -> Void, line: UInt) -> [String] {
            FailureCapture.collect {
                do { try closure() } catch { fail("unexpected error thrown: <\(error)>", line: line) }
            }.map(\.message)
        }

        private func failureMessages(of closure: () async throws -> Void, line: UInt) async -> [String] {
            await FailureCapture.collect {
                do { try await closure() } catch { fail("unexpected error thrown: <\(error)>", line: line) }
            }.map(\.message)
        }

        """#

    static let common = #"""
        import Foundation
        import XCTest

        private let messageLog = ProcessInfo.processInfo.environment["NIMBLE_MESSAGE_LOG"]
        private let logLock = NSLock()

        private func note(_ matched: Bool, expected: String, recorded: [String], filePath: String, line: UInt) {
            guard let path = messageLog else { return }
            let flat = { (text: String) in text.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t") }
            let row = [matched ? "match" : "mismatch", "\((filePath as NSString).lastPathComponent):\(line)", flat(expected)]
                + recorded.map(flat)
            logLock.lock()
            defer { logLock.unlock() }
            let data = Data((row.joined(separator: "\t") + "\n").utf8)
            if let handle = FileHandle(forWritingAtPath: path) {
                handle.seekToEndOfFile()
                handle.write(data)
                handle.closeFile()
            } else {
                FileManager.default.createFile(atPath: path, contents: data)
            }
        }

        private func check(_ messages: [String], against recorded: [String], filePath: String, line: UInt) {
            for message in messages {
                let matched = recorded.contains(message)
                note(matched, expected: message, recorded: recorded, filePath: filePath, line: line)
                if !matched {
                    fail("expected the failure message <\(message)>, got <\(recorded.joined(separator: ">, <"))>", file: filePath, line: line)
                }
            }
        }

        public func failsWithErrorMessage(
            _ messages: [String], fileID: String = #fileID, filePath: FileString = #filePath, line: UInt = #line, column: UInt = #column,
            preferOriginalSourceLocation: Bool = false, closure: () throws -> Void
        ) {
            check(messages, against: failureMessages(of: closure, line: line), filePath: filePath, line: line)
        }

        public func failsWithErrorMessage(
            _ message: String, fileID: String = #fileID, filePath: FileString = #filePath, line: UInt = #line, column: UInt = #column,
            preferOriginalSourceLocation: Bool = false, closure: () throws -> Void
        ) {
            failsWithErrorMessage([message], fileID: fileID, filePath: filePath, line: line, column: column, closure: closure)
        }

        public func failsWithErrorMessageForNil(
            _ message: String, fileID: String = #fileID, filePath: FileString = #filePath, line: UInt = #line, column: UInt = #column,
            preferOriginalSourceLocation: Bool = false, closure: () throws -> Void
        ) {
            failsWithErrorMessage("\(message) (use beNil() to match nils)", fileID: fileID, filePath: filePath, line: line, column: column, closure: closure)
        }

        public func failsWithErrorMessage(
            _ messages: [String], fileID: String = #fileID, filePath: FileString = #filePath, line: UInt = #line, column: UInt = #column,
            preferOriginalSourceLocation: Bool = false, closure: () async throws -> Void
        ) async {
            check(messages, against: await failureMessages(of: closure, line: line), filePath: filePath, line: line)
        }

        public func failsWithErrorMessage(
            _ message: String, fileID: String = #fileID, filePath: FileString = #filePath, line: UInt = #line, column: UInt = #column,
            preferOriginalSourceLocation: Bool = false, closure: () async throws -> Void
        ) async {
            await failsWithErrorMessage([message], fileID: fileID, filePath: filePath, line: line, column: column, closure: closure)
        }

        public func failsWithErrorMessageForNil(
            _ message: String, fileID: String = #fileID, filePath: FileString = #filePath, line: UInt = #line, column: UInt = #column,
            preferOriginalSourceLocation: Bool = false, closure: () async throws -> Void
        ) async {
            await failsWithErrorMessage("\(message) (use beNil() to match nils)", fileID: fileID, filePath: filePath, line: line, column: column, closure: closure)
        }

        public func failsWithErrorRegex(
            _ regex: String, fileID: String = #fileID, filePath: FileString = #filePath, line: UInt = #line, column: UInt = #column,
            closure: () throws -> Void
        ) {
            let recorded = failureMessages(of: closure, line: line)
            let matched = recorded.contains { $0.range(of: regex, options: .regularExpression) != nil }
            note(matched, expected: "/\(regex)/", recorded: recorded, filePath: filePath, line: line)
            if !matched {
                fail("expected a failure message matching /\(regex)/, got <\(recorded.joined(separator: ">, <"))>", file: filePath, line: line)
            }
        }

        @discardableResult
        public func suppressErrors<T>(closure: () -> T) -> T {
            var output: T?
            _ = failureMessages(of: { output = closure() }, line: #line)
            return output!
        }

        public func deferToMainQueue(action: @escaping () -> Void) {
            DispatchQueue.main.async {
                Thread.sleep(forTimeInterval: 0.01)
                action()
            }
        }

        extension Date {
            public init(dateTimeString: String) {
                let formatter = DateFormatter()
                formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
                formatter.locale = Locale(identifier: "en_US_POSIX")
                self.init(timeInterval: 0, since: formatter.date(from: dateTimeString)!)
            }
        }

        extension NSDate {
            public convenience init(dateTimeString: String) {
                self.init(timeIntervalSinceReferenceDate: Date(dateTimeString: dateTimeString).timeIntervalSinceReferenceDate)
            }
        }
        """#
}
