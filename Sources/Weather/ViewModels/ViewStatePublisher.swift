import Observables
import Platform
import Promises

/// Publishes the progress of a promise into a view state: `.loading` at once, then `.success`
/// with its value or `.failure` with the error a view reports, when it settles or its time
/// limit passes. Shared by the weather view-models.
struct ViewStatePublisher<Value: Sendable>: Sendable {
    let state: Observable<ViewState<Value>>
    let provider: String
    let timeLimit: Duration

    /// Starts publishing `work`: the state is final once `work` has settled.
    func publish(_ work: Promise<Value>) {
        state.value = .loading
        let state = state
        let provider = provider
        work.timeout(timeLimit).observe { result in
            switch result {
            case let .success(value): state.value = .success(value)
            case let .failure(error): state.value = .failure(Self.reported(error, provider: provider))
            }
        }
    }

    /// The error a weather view reports for `error`: another user-facing error as it is (an
    /// unmocked dependency in a spec), anything else as the `WeatherError` it classifies as,
    /// which names `provider` where the error does not (a time limit).
    static func reported(_ error: any Error, provider: String) -> any Error {
        if let known = error as? any UserFacingError, !(known is WeatherError) {
            return known
        }
        return WeatherError(classifying: error, provider: provider)
    }
}
