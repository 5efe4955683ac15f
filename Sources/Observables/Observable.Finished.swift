/// Waiting for a view state to finish.
extension Observable {
    /// The state once loading has finished: the current state if it is `.success` or
    /// `.failure`, else the first later one that is, awaited. For a view, or a spec, that waits
    /// for a view-model it started.
    ///
    /// ```swift
    /// viewModel.load(.city("Lugo"))
    /// switch await viewModel.state.finished() {
    /// case .success(let report): render(report)
    /// case .failure(let error): throw error
    /// case .idle, .loading: throw CancellationError()   // the waiting task was cancelled
    /// }
    /// ```
    ///
    /// A finished state is returned at once, without binding. Otherwise the wait binds to the
    /// observable through ``values`` and unbinds when it ends. If the awaiting task is cancelled
    /// first, the wait ends with the state at that moment, which may not be finished.
    public func finished<Content: Sendable>() async -> ViewState<Content> where Value == ViewState<Content> {
        let current = value
        if current.isFinished { return current }
        for await state in values where state.isFinished {
            return state
        }
        return value
    }
}
