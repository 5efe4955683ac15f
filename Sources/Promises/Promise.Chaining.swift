/// Serial composition: each step starts when the one before it is fulfilled.
extension Promise {
    /// Passes the fulfilled value to `transform` and settles with what it returns or throws.
    /// A rejection skips `transform` and passes on to the next `catch`.
    ///
    /// ```swift
    /// let label = once(uvWorker, location)
    ///     .then { uv in UVIndexViewModel(uv) }
    ///     .then { model in model.shortLine }
    /// ```
    ///
    /// Cancelling the returned promise also cancels this one.
    @discardableResult
    public func then<Next: Sendable>(_ transform: @escaping @Sendable (Value) async throws -> Next) -> Promise<Next> {
        let next = Promise<Next> { try await transform(self.value) }
        next.whenCancelled { self.cancel() }
        return next
    }

    /// Runs `worker` on the fulfilled value: the output of one worker becomes the input of the
    /// next. A rejection skips `worker` and passes on.
    ///
    /// ```swift
    /// let weather = once(geocodingWorker, "Lugo").then(currentWeatherWorker)
    /// ```
    ///
    /// Cancelling the returned promise also cancels this one.
    @discardableResult
    public func then<Next: Worker>(_ worker: Next) -> Promise<Next.Output> where Next.Input == Value {
        then { value in try await worker.run(value) }
    }

    /// Handles a rejection: `recover` gets the error and either returns a value to fulfil with
    /// instead, or throws to reject with its own error. A fulfilled value passes through untouched.
    ///
    /// ```swift
    /// let rows = once(cityWorker, "Lugo")
    ///     .then { weather in Row.shown(weather) }
    ///     .catch { error in Row.failed("Lugo", error) }
    /// ```
    ///
    /// Cancelling the returned promise also cancels this one (and `recover` is not called for it).
    @discardableResult
    public func `catch`(_ recover: @escaping @Sendable (any Error) async throws -> Value) -> Promise<Value> {
        let next = Promise<Value> {
            do {
                return try await self.value
            } catch {
                try Task.checkCancellation()
                return try await recover(error)
            }
        }
        next.whenCancelled { self.cancel() }
        return next
    }
}
