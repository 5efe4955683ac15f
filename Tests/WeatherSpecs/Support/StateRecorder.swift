import Observables
import Platform

/// Binds to a view-model's state and keeps every state it publishes, in order.
final class StateRecorder<Content: Sendable>: Sendable {
    private let recorded = LockedValue<[ViewState<Content>]>([])
    private let token: LockedValue<ObservationToken?> = LockedValue(nil)

    init(_ state: Observable<ViewState<Content>>) {
        let recorded = recorded
        let bound = state.bind { value in recorded.update { $0.append(value) } }
        token.update { $0 = bound }
    }

    /// Every state seen, the current one at binding first.
    var states: [ViewState<Content>] { recorded.value }

    /// The last state seen.
    var last: ViewState<Content>? { recorded.value.last }
}
