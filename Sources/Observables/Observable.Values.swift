/// Observables as async sequences.
extension Observable {
    /// The current value and every later one, as an async sequence: for async code that waits
    /// for a view-model to reach a state. The binding ends when the loop ends.
    ///
    /// ```swift
    /// viewModel.load(at: location)
    /// for await state in viewModel.state.values {
    ///     render(state)
    ///     if state.isFinished { break }
    /// }
    /// ```
    ///
    /// Values are buffered, so a slow loop still sees every one, in order.
    public var values: AsyncStream<Value> {
        AsyncStream { continuation in
            let token = bind { value in continuation.yield(value) }
            continuation.onTermination = { _ in token.unbind() }
        }
    }
}
