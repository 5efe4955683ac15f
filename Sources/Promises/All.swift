/// Runs every worker on the same `input` at the same time.
///
/// The promise is fulfilled with the outputs in the order of `workers` (not the order they
/// finish in), or rejected with the first error any worker throws: that rejection wins, and the
/// other workers are cancelled. Cancelling the promise cancels every worker.
///
/// ```swift
/// let workers: [any Worker<Location, Measurement>] = [pm25Worker, pm10Worker, no2Worker, o3Worker]
/// let levels = try await all(workers, location).value   // [pm25, pm10, no2, o3], in that order
/// ```
public func all<Input: Sendable, Output: Sendable>(_ workers: [any Worker<Input, Output>], _ input: Input) -> Promise<[Output]> {
    all(workers.map { worker in Promise { try await worker.run(input) } })
}

/// Waits for every promise: fulfilled with their values in the order given, or rejected with the
/// first rejection, which also cancels the promises still pending. Cancelling the returned
/// promise cancels them all.
///
/// ```swift
/// let weathers = try await all(cities.map { once(cityWeatherWorker, $0) }).value
/// ```
public func all<Value: Sendable>(_ promises: [Promise<Value>]) -> Promise<[Value]> {
    let combined = Promise<[Value]>()
    guard !promises.isEmpty else {
        combined.fulfill([])
        return combined
    }
    let collected = OrderedResults<Value>(count: promises.count)
    let cancelAll: @Sendable () -> Void = {
        for promise in promises {
            promise.cancel()
        }
    }
    combined.whenCancelled(cancelAll)
    for (index, promise) in promises.enumerated() {
        promise.observe { result in
            switch result {
            case .success(let value):
                if let values = collected.store(value, at: index) {
                    combined.fulfill(values)
                }
            case .failure(let error):
                if combined.reject(error) {
                    cancelAll()
                }
            }
        }
    }
    return combined
}

/// Waits for every promise to settle, however it settles: fulfilled with each outcome in the
/// order given. Never rejected, except by cancelling it, which cancels every promise.
///
/// For lists where one failure must not hide the others:
///
/// ```swift
/// let rows = try await allSettled(cities.map { once(cityWeatherWorker, $0) }).value
/// for (city, row) in zip(cities, rows) {
///     switch row {
///     case .success(let weather): table.add(city, weather)
///     case .failure(let error): table.addFailed(city, error)
///     }
/// }
/// ```
public func allSettled<Value: Sendable>(_ promises: [Promise<Value>]) -> Promise<[Result<Value, any Error>]> {
    all(
        promises.map { promise in
            promise
                .then { value in Result<Value, any Error>.success(value) }
                .catch { error in .failure(error) }
        }
    )
}
