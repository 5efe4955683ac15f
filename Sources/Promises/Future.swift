/// The read-only side of a promise, in the style of callback futures: observe it, transform its
/// value, or chain the next future from it. Whoever holds a future can wait for its value but
/// cannot settle it.
///
/// ```swift
/// func location(of city: String) -> Future<Location> {
///     Future { try await geocoder.location(of: city) }
/// }
/// func weather(at location: Location) -> Future<Weather> {
///     Future { try await forecaster.weather(at: location) }
/// }
///
/// location(of: "Pontevedra")
///     .chained(with: weather(at:))                    // location into weather
///     .transformed { weather in weather.temperature }  // weather into a number
///     .observe { result in print(result) }
/// ```
///
/// A future made from a `Promise` (`promise.future`) settles when the promise does. Like a
/// promise, it settles exactly once, and observers added before or after that are all called.
public struct Future<Value: Sendable>: Sendable {
    let promise: Promise<Value>

    init(promise: Promise<Value>) {
        self.promise = promise
    }

    /// Starts `operation` in a new task at once; the future settles with what it returns or throws.
    public init(_ operation: @escaping @Sendable () async throws -> Value) {
        promise = Promise(operation)
    }

    /// A future that already has `value`.
    public static func fulfilled(_ value: Value) -> Future<Value> {
        Future(promise: .fulfilled(value))
    }

    /// A future that already failed with `error`.
    public static func rejected(_ error: any Error) -> Future<Value> {
        Future(promise: .rejected(error))
    }

    /// Calls `observer` once with the outcome: when the future settles, or at once if it already
    /// has.
    public func observe(_ observer: @escaping @Sendable (Result<Value, any Error>) -> Void) {
        promise.observe(observer)
    }

    /// A future of `transform` applied to this future's value (a map). An error passes through,
    /// and so does an error `transform` throws.
    ///
    /// ```swift
    /// let celsius: Future<Double> = weather.transformed { $0.temperature.celsius }
    /// ```
    public func transformed<Next: Sendable>(with transform: @escaping @Sendable (Value) throws -> Next) -> Future<Next> {
        Future<Next>(promise: promise.then { value in try transform(value) })
    }

    /// A future of the future that `next` makes from this future's value (a flat map): for one
    /// asynchronous step after another. An error passes through, and so does an error `next`
    /// throws or its future fails with.
    ///
    /// ```swift
    /// let weather: Future<Weather> = location(of: "Lugo").chained { weather(at: $0) }
    /// ```
    ///
    /// Cancelling the chained future cancels this one and the one `next` made.
    public func chained<Next: Sendable>(with next: @escaping @Sendable (Value) async throws -> Future<Next>) -> Future<Next> {
        Future<Next>(
            promise: promise.then { value in
                let following = try await next(value)
                return try await withTaskCancellationHandler {
                    try await following.value
                } onCancel: {
                    following.cancel()
                }
            }
        )
    }

    /// A future that settles like this one, unless `limit` passes first: then it fails with
    /// `TimeoutError` and this future's work is cancelled. See `Promise.timeout(_:clock:)`.
    public func timeout<C: Clock>(_ limit: Duration, clock: C = ContinuousClock()) -> Future<Value> where C.Duration == Duration {
        Future(promise: promise.timeout(limit, clock: clock))
    }

    /// Cancels the work behind the future; if it had not settled yet, it fails with
    /// `CancellationError`.
    public func cancel() {
        promise.cancel()
    }

    /// The value, awaited: the bridge from futures to async/await. Throws the error the future
    /// failed with. Cancelling the awaiting task stops the wait, not the future.
    ///
    /// ```swift
    /// let weather = try await location(of: "Lugo").chained { weather(at: $0) }.value
    /// ```
    public var value: Value {
        get async throws {
            try await promise.value
        }
    }
}

extension Promise {
    /// The read-only side of this promise, for code that may wait on it but must not settle it.
    ///
    /// ```swift
    /// func download() -> Future<Data> {
    ///     let promise = Promise<Data>()
    ///     legacyDownload { data in promise.fulfill(data) }
    ///     return promise.future
    /// }
    /// ```
    public var future: Future<Value> {
        Future(promise: self)
    }
}
