import Foundation

/// A one-shot signal for ordering concurrent work in specs without sleeping: one side opens it,
/// the other awaits it.
final class AsyncSignal: @unchecked Sendable {
    private struct State {
        var isOpen = false
        var nextID: UInt64 = 0
        var waiters: [UInt64: CheckedContinuation<Void, Never>] = [:]
    }

    private let lock = NSLock()
    private var unguardedState = State()

    private func withState<Result>(_ body: (inout State) -> Result) -> Result {
        lock.withLock { body(&unguardedState) }
    }

    var isOpen: Bool { withState { $0.isOpen } }

    /// Opens the signal and wakes every waiter; later waits return at once.
    func open() {
        let waiters = withState { state -> [CheckedContinuation<Void, Never>] in
            state.isOpen = true
            defer { state.waiters = [:] }
            return Array(state.waiters.values)
        }
        for waiter in waiters {
            waiter.resume()
        }
    }

    /// Waits until the signal opens, or until the waiting task is cancelled.
    func wait() async {
        let id = withState { state -> UInt64 in
            defer { state.nextID += 1 }
            return state.nextID
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let openAlready = withState { state -> Bool in
                    if state.isOpen { return true }
                    state.waiters[id] = continuation
                    return false
                }
                if openAlready {
                    continuation.resume()
                } else if Task.isCancelled {
                    stopWaiting(id)
                }
            }
        } onCancel: {
            stopWaiting(id)
        }
    }

    /// Waits until the signal opens, giving up after `limit` so a broken promise fails the spec
    /// instead of hanging it. Returns whether the signal opened. The limit is a safety net, never
    /// the thing being asserted.
    func wait(upTo limit: Duration) async -> Bool {
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await self.wait() }
            group.addTask { try? await Task.sleep(for: limit) }
            await group.next()
            group.cancelAll()
        }
        return isOpen
    }

    private func stopWaiting(_ id: UInt64) {
        let waiter = withState { $0.waiters.removeValue(forKey: id) }
        waiter?.resume()
    }
}
