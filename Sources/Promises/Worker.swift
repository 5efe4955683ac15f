/// One unit of asynchronous work: turns an `Input` into an `Output`, or throws.
///
/// Workers are the building blocks that `once`, `all` and `Promise.then` compose. A worker is
/// `Sendable` and should honour task cancellation (`try Task.checkCancellation()`, or any
/// cancellable `await` such as `Task.sleep` or `URLSession.data`), so that a cancelled or timed-out
/// promise stops its work early.
///
/// ```swift
/// struct GeocodingWorker: Worker {
///     let geocoder: CityGeocoding
///     func run(_ city: String) async throws -> Coordinates {
///         try await geocoder.coordinates(of: city)
///     }
/// }
///
/// let coordinates = try await once(GeocodingWorker(geocoder: geocoder), "Lugo").value
/// ```
public protocol Worker<Input, Output>: Sendable {
    /// What the worker needs to start.
    associatedtype Input: Sendable
    /// What the worker produces when it succeeds.
    associatedtype Output: Sendable

    /// Does the work. Throwing rejects the promise that runs the worker.
    func run(_ input: Input) async throws -> Output
}
