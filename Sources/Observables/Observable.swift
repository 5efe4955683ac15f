import Platform

/// A value that tells its observers every time it changes: what a view-model publishes and a
/// view binds to.
///
/// `bind(_:)` calls the observer at once with the current value, then with every new value, until
/// the returned token is unbound or released:
///
/// ```swift
/// final class UVIndexViewModel: Sendable {
///     let state = Observable<ViewState<UVIndex>>(.idle)
///     private let worker: any Worker<Location, UVIndex>
///
///     init(worker: any Worker<Location, UVIndex>) { self.worker = worker }
///
///     func load(at location: Location) {
///         state.value = .loading
///         once(worker, location).observe { result in self.state.value = ViewState(result) }
///     }
/// }
///
/// // The view:
/// let token = viewModel.state.bind { state in render(state) }   // renders .idle at once
/// viewModel.load(at: location)                                   // renders .loading, then the outcome
/// ```
///
/// Every observer sees the values in the order they were set, each once, even when several
/// threads set the value at the same time. Observers run outside the lock, so they may read or
/// set the value themselves; a value set from inside an observer reaches that observer after its
/// current call returns. While one thread is calling an observer, values set on other threads for
/// that observer are handed to it and delivered in turn, so `value = x` may return before every
/// observer has seen `x`.
///
/// Observers are kept strongly until unbound: capture the view weakly (`[weak self]`) when the
/// view also holds the view-model.
public final class Observable<Value: Sendable>: Sendable {
    /// One bound observer, with the values waiting for it. At most one thread delivers to a
    /// binding at a time (`isDelivering`), which keeps each observer's values in order.
    private struct Binding: Sendable {
        let id: UInt64
        let observer: @Sendable (Value) -> Void
        var waiting: [Value]
        var isDelivering: Bool
    }

    private struct State: Sendable {
        var value: Value
        var bindings: [Binding] = []
        var nextID: UInt64 = 0
    }

    private let state: Lock<State>

    /// Makes an observable holding `value`.
    public init(_ value: Value) {
        state = Lock(State(value: value))
    }

    /// The current value. Setting it tells every observer, even when the new value equals the
    /// old one.
    public var value: Value {
        get { state.withLock { $0.value } }
        set { update { $0 = newValue } }
    }

    /// Changes the value in place, atomically, and tells every observer: for read-modify-write
    /// changes that must not lose updates made at the same time by other threads.
    ///
    /// ```swift
    /// let finished = Observable(0)
    /// finished.update { $0 += 1 }
    /// ```
    ///
    /// `change` runs under the observable's lock: it must not use the observable itself.
    public func update(_ change: (inout Value) -> Void) {
        let claimed = state.withLock { state -> [UInt64] in
            change(&state.value)
            var claimed: [UInt64] = []
            for index in state.bindings.indices {
                state.bindings[index].waiting.append(state.value)
                if !state.bindings[index].isDelivering {
                    state.bindings[index].isDelivering = true
                    claimed.append(state.bindings[index].id)
                }
            }
            return claimed
        }
        deliverWaitingValues(to: claimed)
    }

    /// Calls `observer` with the current value at once, before returning, then with every new
    /// value until the token is unbound or released.
    ///
    /// Keep the token as long as you want the updates: when the last reference to it goes away,
    /// the observer is unbound.
    ///
    /// ```swift
    /// let token = viewModel.temperature.bind { label.text = $0 }
    /// // ...
    /// token.unbind()
    /// ```
    public func bind(_ observer: @escaping @Sendable (Value) -> Void) -> ObservationToken {
        let id = state.withLock { state -> UInt64 in
            let id = state.nextID
            state.nextID += 1
            state.bindings.append(Binding(id: id, observer: observer, waiting: [state.value], isDelivering: true))
            return id
        }
        deliverWaitingValues(to: [id])
        return ObservationToken { [weak self] in
            self?.unbind(id: id)
        }
    }

    /// How many observers are bound.
    public var observerCount: Int {
        state.withLock { $0.bindings.count }
    }

    private func unbind(id: UInt64) {
        state.withLock { state in
            state.bindings.removeAll { $0.id == id }
        }
    }

    /// Delivers, outside the lock, the values waiting for bindings this thread has claimed,
    /// including any that arrive meanwhile; then gives each claim up.
    private func deliverWaitingValues(to claimed: [UInt64]) {
        for id in claimed {
            while let (observer, value) = nextWaitingValue(for: id) {
                observer(value)
            }
        }
    }

    private func nextWaitingValue(for id: UInt64) -> (@Sendable (Value) -> Void, Value)? {
        state.withLock { state -> (@Sendable (Value) -> Void, Value)? in
            guard let index = state.bindings.firstIndex(where: { $0.id == id }) else { return nil }
            guard !state.bindings[index].waiting.isEmpty else {
                state.bindings[index].isDelivering = false
                return nil
            }
            let value = state.bindings[index].waiting.removeFirst()
            return (state.bindings[index].observer, value)
        }
    }
}
