import Observables
import Platform

extension Observable {
    /// Waits until the view state is finished (success or failure) and returns it. Binds for
    /// the wait and unbinds after, so a terminal view can wait for a view-model it started.
    ///
    /// ```swift
    /// viewModel.load(.city("Lugo"), units: .metric)
    /// let state = await viewModel.state.finished()
    /// ```
    public func finished<Content: Sendable>() async -> ViewState<Content> where Value == ViewState<Content> {
        let waiter = LockedValue<FinishedWaiter<Content>>(FinishedWaiter())
        let token = LockedValue<ObservationToken?>(nil)
        let state: ViewState<Content> = await withCheckedContinuation { continuation in
            waiter.update { $0.continuation = continuation }
            let bound = bind { state in
                guard state.isFinished else { return }
                let pending = waiter.update { waiter -> CheckedContinuation<ViewState<Content>, Never>? in
                    defer { waiter.continuation = nil }
                    return waiter.continuation
                }
                pending?.resume(returning: state)
            }
            token.update { $0 = bound }
        }
        token.value?.unbind()
        return state
    }
}

/// The one continuation a `finished()` wait resumes, at most once.
struct FinishedWaiter<Content: Sendable>: Sendable {
    var continuation: CheckedContinuation<ViewState<Content>, Never>?
}
