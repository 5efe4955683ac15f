/// A time limit on a promise.
extension Promise {
    /// A promise that settles like this one, unless `limit` passes first: then it is rejected with
    /// `TimeoutError` and this promise is cancelled, which cancels its work.
    ///
    /// ```swift
    /// let weather = try await once(weatherWorker, location).timeout(.seconds(5)).value
    /// ```
    ///
    /// - Parameters:
    ///   - limit: how long to wait for this promise to settle.
    ///   - clock: the clock that measures `limit`; a spec can pass one it controls.
    ///
    /// Cancelling the returned promise also cancels this one.
    public func timeout<C: Clock>(_ limit: Duration, clock: C = ContinuousClock()) -> Promise<Value> where C.Duration == Duration {
        let limited = Promise<Value>()
        // A promise that has already settled needs no timer (and no thread for one).
        observe { result in limited.settle(with: result) }
        if limited.isSettled { return limited }
        let timer = Task {
            do {
                try await clock.sleep(for: limit)
            } catch {
                return
            }
            if limited.reject(TimeoutError(limit: limit)) {
                self.cancel()
            }
        }
        limited.whenCancelled {
            timer.cancel()
            self.cancel()
        }
        limited.observe { _ in timer.cancel() }
        return limited
    }
}
