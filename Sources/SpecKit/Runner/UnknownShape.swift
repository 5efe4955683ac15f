import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A private dependency of the runner found in a shape SpecKit does not know: the runner does not
/// guess, it fails the run with one line on standard error that names the toolchain, what SpecKit
/// could not do, and what to do.
package struct UnknownShape: Error, Sendable, Equatable, CustomStringConvertible {
    /// Status of a process ended by an unknown shape (EX_SOFTWARE, as for a lost expectation).
    package static let exitStatus: Int32 = 70

    package let dependency: PrivateDependency
    /// What SpecKit found instead of the shape it knows.
    package let found: String

    package init(_ dependency: PrivateDependency, found: String) {
        self.dependency = dependency
        self.found = found
    }

    /// The failure's text: `Swift 6.3 compiler, runtime ...: SpecKit cannot ... (found ...);
    /// upgrade SpecKit, or set SPECKIT_...=0 to run without ...`.
    package var message: String {
        var remedy = "upgrade SpecKit"
        if let variable = dependency.variable { remedy += ", or set \(variable)=0 to run without \(dependency.without)" }
        return "\(Toolchain.description): SpecKit cannot \(dependency.cannot) (\(found)); \(remedy)"
    }

    /// The line printed on standard error.
    package var description: String { "SpecKit: error: " + message }

    /// Fails the running Swift Testing test and the run: the line printed, the issue recorded, and
    /// a failure counted in the summary and the JUnit report.
    func failRun(location: CodeLocation = CodeLocation()) {
        let failure = RecordedFailure(message: message, location: location)
        ProcessSuiteRun.shared.print(description)
        TestingReporter.report(failure)
        ProcessSuiteRun.shared.recordRunFailure(spec: "SpecKit", name: "SpecKit cannot \(dependency.cannot)", failure)
    }

    /// Prints the line and ends the process with `exitStatus`, for a check made where no test runs:
    /// before `main`, or at exit once the reports are written.
    func endProcess() -> Never {
        FileHandle.standardError.write(Data((description + "\n").utf8))
        fflush(nil)
        _exit(Self.exitStatus)
    }
}
