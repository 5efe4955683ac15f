import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Watches the examples a `swift test` process runs, for the two ways an example can take the run
/// down with it:
///
/// - **A crash.** Before an example starts, its name is written to `.build/speckit/running-examples`
///   (with the other examples running at that moment); when it ends, it is taken out. A process
///   that dies leaves the file behind: a crash handler prints the names it holds, and the next run
///   adds them to the list of failed examples, so `SPECKIT_RERUN_FAILED=1` runs them again.
/// - **A hang.** An example that runs longer than the time limit (`SPECKIT_TIMEOUT`, seconds;
///   120 unless set; 0 for none) fails by name: the run records it, writes its reports and the
///   list of failed examples, and ends with status 1, since a thread stuck in an example cannot be
///   taken back.
final class ExampleWatch: Sendable {
    /// The file of running examples, in the build folder's `speckit` folder.
    static let fileName = "running-examples"

    struct Ticket: Sendable, Hashable {
        let id: Int
    }

    private struct Running {
        let key: ExampleKey
        let example: SpecExample
        let recorder: ExampleRecorder
        let deadline: ContinuousClock.Instant?
    }

    private struct State {
        var file: RunningExamplesFile?
        var nextID = 0
        var running: [Int: Running] = [:]
        var timerStarted = false
    }

    private let state: Lock<State>
    /// The examples a previous process was running when it died (crashed, or was killed).
    let leftover: [ExampleKey]
    private let sleeper = NSCondition()
    let timeLimit: Duration?
    private let timedOut: @Sendable (ExampleRecord) -> Never

    init(path: String?, timeLimit: Duration?, timedOut: @escaping @Sendable (ExampleRecord) -> Never) {
        let file = path.flatMap(RunningExamplesFile.init)
        leftover = file?.leftover ?? []
        state = Lock(State(file: file))
        self.timeLimit = timeLimit
        self.timedOut = timedOut
    }

    func started(spec: String, example: SpecExample, recorder: ExampleRecorder) -> Ticket {
        let deadline = timeLimit.map { ContinuousClock.now.advanced(by: $0) }
        let (ticket, startTimer) = state.withLock { state in
            let ticket = Ticket(id: state.nextID)
            state.nextID += 1
            state.running[ticket.id] = Running(
                key: ExampleKey(spec: spec, name: example.name),
                example: example,
                recorder: recorder,
                deadline: deadline
            )
            // Written when an example starts, not when it ends: one write an example. After a crash
            // between two examples, the file may name one that had ended; it then runs again.
            state.file?.write(state.running.values.map(\.key))
            defer { state.timerStarted = state.timerStarted || deadline != nil }
            return (ticket, deadline != nil && !state.timerStarted)
        }
        // The timer needs no word when an example starts: every limit is the same, so a new
        // deadline is never earlier than those it waits for, and an idle timer wakes once a limit.
        if startTimer {
            let thread = Thread { [self] in watchTime() }
            thread.name = "SpecKit example time limit"
            thread.start()
        }
        return ticket
    }

    func ended(_ ticket: Ticket) {
        state.withLock { state in state.running[ticket.id] = nil }
    }

    /// The run ended normally: no example is running any more.
    func finish() {
        state.withLock { state in
            state.file?.remove()
            state.file = nil
        }
    }

    private func watchTime() {
        while true {
            let now = ContinuousClock.now
            let (overdue, next) = state.withLock { state in
                (
                    state.running.values.first { ($0.deadline ?? now) < now && $0.deadline != nil },
                    state.running.values.compactMap(\.deadline).min()
                )
            }
            if let overdue, let limit = timeLimit {
                let failure = RecordedFailure(
                    message: "timed out after \(Self.seconds(limit)) s (\(RunSettings.timeoutVariable)); the run stops here, since the example "
                        + "cannot be taken back. Raise the limit, or set it to 0 for none",
                    location: overdue.example.location
                )
                overdue.recorder.record(failure)
                let record = ExampleRecord(
                    spec: overdue.key.spec,
                    example: overdue.example,
                    outcome: .failed,
                    failures: overdue.recorder.failures,
                    seconds: Double(limit.components.seconds)
                )
                timedOut(record)
            }
            let wait = next.map { now.duration(to: $0) } ?? timeLimit ?? .seconds(3600)
            let (seconds, attoseconds) = max(wait, .milliseconds(1)).components
            sleeper.lock()
            _ = sleeper.wait(until: Date(timeIntervalSinceNow: Double(seconds) + Double(attoseconds) / 1e18))
            sleeper.unlock()
        }
    }

    private static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return attoseconds == 0 ? "\(seconds)" : "\(Double(seconds) + Double(attoseconds) / 1e18)"
    }
}
