import Observables
import Platform

extension ViewFailure {
    /// The failure a weather view shows for `error`: a user-facing error's own message (a
    /// missing API key, an unmocked dependency in a spec), otherwise the message of the
    /// `WeatherError` it classifies as, which is also kept as the error behind the failure (for
    /// the exit status).
    static func weather(_ error: any Error, provider: String) -> ViewFailure {
        if let known = error as? any UserFacingError, !(known is WeatherError) {
            return ViewFailure(message: known.message, error: known)
        }
        let classified = WeatherError(classifying: error, provider: provider)
        return ViewFailure(message: classified.message, error: classified)
    }
}
