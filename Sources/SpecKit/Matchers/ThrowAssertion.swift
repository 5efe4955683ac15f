#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// throwAssertion: the expression stops the program with a runtime trap (`precondition`,
// `fatalError`, a failed force unwrap). The trap would end the test process, so the expression
// runs in a copy of it made for the purpose (fork), which the trap ends instead; the example reads
// how the copy ended. Nimble jumps out of the trapping code with a signal handler instead, which
// leaves that code's locks held and its memory allocated in the one process every example shares.

/// Passes when the expression stops the program with a runtime trap: a failed `precondition` or
/// `assert` (debug), `fatalError`, a force unwrap of `nil`, an index out of range...
///
/// ```swift
/// expect { _ = try Stack<Int>().pop() }.to(throwAssertion())
/// ```
///
/// The expression runs in a forked copy of the test process, where the trap ends the copy, not
/// the run; what the expression changes (a variable of the spec, its value) stays in that copy.
/// Run it on its own: a copy has only the thread that made it, and an expression that waits for
/// another thread or a lock another thread held at that moment is stopped after `deadline` (10
/// seconds unless given: far more than a precondition check needs) and fails. Messages are Nimble's:
///
///     expected to throw an assertion
///     expected to throw an assertion; threw error instead <parseFailed>
///     expected to not throw an assertion
public func throwAssertion<Out>(within deadline: Duration = .seconds(10)) -> Matcher<Out> {
    Matcher { expression in
        let message = ExpectationMessage.expectedTo("throw an assertion")
        switch TrapProbe.run(deadline: deadline, { _ = try expression.evaluate() }) {
        case .trapped: return MatcherResult(bool: true, message: message)
        case .returned: return MatcherResult(bool: false, message: message)
        case .threw(let description): return MatcherResult(bool: false, message: message.appended(message: "; threw error instead <\(description)>"))
        case .ended(let how): return MatcherResult(bool: false, message: message.appended(message: "; \(how) instead"))
        }
    }
}

/// Runs a closure in a forked copy of the process and tells how the copy ended.
enum TrapProbe {
    enum Outcome {
        /// A trap instruction ended it (SIGILL, or SIGTRAP on arm64).
        case trapped
        /// The closure returned.
        case returned
        /// The closure threw an error with this description.
        case threw(String)
        /// It ended some other way, said in words (a signal, a deadline, a failed fork).
        case ended(String)
    }

    /// The exit status of a copy whose closure threw; its error's description follows on the pipe.
    private static let threwStatus: Int32 = 3
    /// The most of an error's description the copy sends back.
    private static let descriptionLimit = 4096

    static func run(deadline: Duration, _ body: () throws -> Void) -> Outcome {
        #if os(Linux)
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return .ended("could not run it apart: pipe failed (errno \(errno))") }
        let child = fork()
        // Read before `close`, which may set it again.
        let forkError = errno
        if child == 0 {
            close(ends[0])
            runInCopy(body, reporting: ends[1])
        }
        close(ends[1])
        defer { close(ends[0]) }
        guard child > 0 else { return .ended("could not run it apart: fork failed (errno \(forkError))") }
        guard let status = waitForExit(of: child, deadline: deadline) else {
            kill(child, SIGKILL)
            var ignored: Int32 = 0
            _ = waitpid(child, &ignored, 0)
            return .ended("did not finish within \(deadline) (it ran in a copy of the process, with one thread)")
        }
        let signal = status & 0x7f
        if signal == SIGILL || signal == SIGTRAP { return .trapped }
        if signal != 0 { return .ended("ended by signal \(signal)") }
        let code = (status >> 8) & 0xff
        if code == 0 { return .returned }
        if code == threwStatus { return .threw(readDescription(from: ends[0])) }
        return .ended("exited with status \(code)")
        #else
        return .ended("could not run it apart: throwAssertion needs fork, which this platform does not offer Swift")
        #endif
    }

    #if os(Linux)
    /// In the copy: the default action for traps (no crash report, no backtrace), nothing printed,
    /// the closure, then an exit that runs no handler of the parent's.
    private static func runInCopy(_ body: () throws -> Void, reporting descriptor: Int32) -> Never {
        signal(SIGILL, SIG_DFL)
        signal(SIGTRAP, SIG_DFL)
        let null = open("/dev/null", O_WRONLY)
        if null >= 0 {
            dup2(null, STDOUT_FILENO)
            dup2(null, STDERR_FILENO)
        }
        do {
            try body()
        } catch {
            let description = Array(String(describing: error).utf8.prefix(descriptionLimit))
            _ = description.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            _exit(threwStatus)
        }
        _exit(0)
    }

    /// The copy's wait status once it ends, or nil when the deadline passes first.
    private static func waitForExit(of child: pid_t, deadline: Duration) -> Int32? {
        let clock = ContinuousClock()
        let end = clock.now.advanced(by: deadline)
        var pause: Duration = .microseconds(100)
        while true {
            var status: Int32 = 0
            let waited = waitpid(child, &status, WNOHANG)
            if waited == child { return status }
            if waited < 0 && errno != EINTR { return nil }
            if clock.now >= end { return nil }
            let (seconds, attoseconds) = pause.components
            var interval = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
            nanosleep(&interval, nil)
            pause = min(pause * 2, .milliseconds(20))
        }
    }

    private static func readDescription(from descriptor: Int32) -> String {
        var bytes = [UInt8](repeating: 0, count: descriptionLimit)
        var count = 0
        while count < descriptionLimit {
            let received = bytes[count...].withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if received <= 0 { break }
            count += received
        }
        return String(decoding: bytes[..<count], as: UTF8.self)
    }
    #endif
}
