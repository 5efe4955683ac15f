import Platform

/// Holds every arriving task until `count` tasks have arrived, then lets them all go: a spec
/// proves work runs in parallel when `count` calls can all be inside at once (serial work
/// would wait for ever on the first). The wait gives up after a safety limit, reporting it,
/// so a serial implementation fails the spec instead of hanging it.
final class StartBarrier: Sendable {
    private struct State {
        var arrived = 0
        var waiting: [CheckedContinuation<Void, Never>] = []
        var isOpen = false
    }

    let count: Int
    private let state = Lock(State())
    private let gaveUp = LockedValue(false)

    init(count: Int) {
        self.count = count
    }

    /// Whether some task waited past the safety limit (so the work was not parallel).
    var timedOut: Bool { gaveUp.value }

    /// Arrives and waits for the others.
    func arrive(limit: Duration = .seconds(20)) async {
        let ready: [CheckedContinuation<Void, Never>] = state.withLock { state in
            state.arrived += 1
            if state.arrived >= count { state.isOpen = true }
            guard state.isOpen else { return [] }
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in ready { continuation.resume() }
        if state.withLock({ $0.isOpen }) { return }
        let timer = Task { [weak self] in
            try await Task.sleep(for: limit)
            self?.open(gaveUp: true)
        }
        await withCheckedContinuation { continuation in
            let open = state.withLock { state -> Bool in
                if state.isOpen { return true }
                state.waiting.append(continuation)
                return false
            }
            if open { continuation.resume() }
        }
        timer.cancel()
    }

    private func open(gaveUp: Bool) {
        let waiting = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.isOpen = true
            defer { state.waiting = [] }
            return state.waiting
        }
        if gaveUp, !waiting.isEmpty { self.gaveUp.update { $0 = true } }
        for continuation in waiting { continuation.resume() }
    }
}
