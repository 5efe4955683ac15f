/// The rejection of a promise that did not settle within the time given to `timeout(_:)`.
///
/// ```swift
/// do {
///     let weather = try await once(weatherWorker, location).timeout(.seconds(5)).value
/// } catch let error as TimeoutError {
///     print(error.limit)   // 5.0 seconds
/// }
/// ```
public struct TimeoutError: Error, Equatable, CustomStringConvertible {
    /// How long the promise was allowed to take.
    public let limit: Duration

    /// Makes the error for a promise that ran out of `limit`.
    public init(limit: Duration) {
        self.limit = limit
    }

    /// Says what happened and what to do about it.
    public var description: String {
        "the operation did not finish within \(limit) and was cancelled; try again, or allow it more time"
    }
}
