import Foundation

/// Runs a synchronous `aroundEach` body (`aroundEach { runExample in ...; runExample(); ... }`,
/// Quick's form) around the async chain of hooks and example.
///
/// The body runs on a thread of its own; when it calls `runExample`, that thread waits while the
/// example runs in the example's task, then the body goes on. No thread of Swift's cooperative pool
/// is ever blocked, so spec classes running side by side cannot starve each other. Expectations in
/// the body reach the example through `RunningExamples` (the body's thread has no task-local values).
enum SyncAround {
    /// What the body's thread tells the example's task.
    enum Event: Sendable {
        case runExample
        case finished((any Error)?)
    }

    /// The hand-over between the body's thread and the example's task.
    final class Bridge: Sendable {
        private struct State {
            var pending: [Event] = []
            var waiter: CheckedContinuation<Event, Never>?
        }

        private let state = Lock(State())
        private let exampleDone = DispatchSemaphore(value: 0)

        /// Body side: hands `event` to the task.
        func post(_ event: Event) {
            let waiter = state.withLock { state -> CheckedContinuation<Event, Never>? in
                if let waiter = state.waiter {
                    state.waiter = nil
                    return waiter
                }
                state.pending.append(event)
                return nil
            }
            waiter?.resume(returning: event)
        }

        /// Body side: asks for the example, and waits until it ran.
        func runExample() {
            post(.runExample)
            exampleDone.wait()
        }

        /// Task side: the next event of the body.
        func next() async -> Event {
            await withCheckedContinuation { continuation in
                let event = state.withLock { state -> Event? in
                    if !state.pending.isEmpty { return state.pending.removeFirst() }
                    state.waiter = continuation
                    return nil
                }
                if let event { continuation.resume(returning: event) }
            }
        }

        /// Task side: the example ran; the body goes on.
        func exampleRan() {
            exampleDone.signal()
        }
    }

    /// The body, handed to its thread (it is called exactly once, there).
    struct Body: @unchecked Sendable {
        let run: (@escaping () -> Void) throws -> Void
    }

    static func run(_ body: @escaping (_ runExample: @escaping () -> Void) throws -> Void, around runExample: () async throws -> Void) async throws {
        let bridge = Bridge()
        let boxed = Body(run: body)
        let thread = Thread {
            do {
                try boxed.run { bridge.runExample() }
                bridge.post(.finished(nil))
            } catch {
                bridge.post(.finished(error))
            }
        }
        thread.start()
        var thrown: (any Error)?
        var ran = false
        while true {
            switch await bridge.next() {
            case .runExample:
                if !ran {
                    ran = true
                    do { try await runExample() } catch { thrown = error }
                }
                bridge.exampleRan()
            case let .finished(error):
                if let error { throw error }
                if let thrown { throw thrown }
                return
            }
        }
    }
}
