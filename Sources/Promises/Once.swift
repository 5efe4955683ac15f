/// Runs `worker` once on `input`, in a new task, starting at once.
///
/// ```swift
/// once(geocodingWorker, "Ourense")
///     .then(currentWeatherWorker)
///     .observe { result in presenter.present(result) }
/// ```
///
/// The promise is fulfilled with the worker's output or rejected with what it throws;
/// cancelling the promise cancels the worker's task.
public func once<W: Worker>(_ worker: W, _ input: W.Input) -> Promise<W.Output> {
    Promise { try await worker.run(input) }
}

/// Runs a worker that needs no input once, in a new task, starting at once.
///
/// ```swift
/// let places = try await once(nearbyPlacesWorker).value
/// ```
public func once<W: Worker>(_ worker: W) -> Promise<W.Output> where W.Input == Void {
    once(worker, ())
}
