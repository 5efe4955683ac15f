import Observables
import Promises

/// Publishes the progress of a future into a view state: `.loading` at once, then
/// `.success` or `.failure` when it settles. Shared by the weather view-models.
struct ViewStatePublisher<Value: Sendable>: Sendable {
    let state: Observable<ViewState<Value>>
    let provider: String
    let timeLimit: Duration

    /// Starts publishing `work`; the returned future settles once the final state is set.
    func publish(_ work: Future<Value>) -> Future<Void> {
        let done = Promise<Void>()
        state.value = .loading
        let state = state
        let provider = provider
        work.timeout(timeLimit).observe { result in
            switch result {
            case let .success(value): state.value = .success(value)
            case let .failure(error): state.value = .failure(.weather(error, provider: provider))
            }
            done.fulfill(())
        }
        return done.future
    }
}
