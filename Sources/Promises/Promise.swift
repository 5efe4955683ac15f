import Platform

/// A value that will be there later, or an error: settles exactly once, either fulfilled with a
/// `Value` or rejected with an error, and tells every observer, whether it was added before or
/// after the promise settled.
///
/// Make one from async work, from workers (`once`, `all`), or pending, to settle by hand:
///
/// ```swift
/// let weather = Promise { try await client.currentWeather(at: location) }   // runs at once
/// let lugo = once(geocodingWorker, "Lugo")                                   // runs a worker
///
/// let pending = Promise<Int>()                                               // settled by hand
/// pending.fulfill(42)      // true: this call settled it
/// pending.fulfill(7)       // false: already settled, nothing changes
/// ```
///
/// Read the outcome with `observe(_:)`, or from async code with `try await promise.value`.
/// Compose with `then`, `catch`, `timeout(_:)` and `all`; stop the work with `cancel()`.
///
/// A promise is safe to use from any thread. Observers run outside the promise's lock, on the
/// thread that settles it (or, when added after it settled, on the thread that adds them).
public final class Promise<Value: Sendable>: Sendable {
    /// Called once with the outcome of the promise.
    public typealias Observer = @Sendable (Result<Value, any Error>) -> Void

    private struct Waiting {
        let id: UInt64
        let observer: Observer
    }

    private struct State {
        var result: Result<Value, any Error>?
        var wasCancelled = false
        var waiting: [Waiting] = []
        var nextID: UInt64 = 0
        var cancellationHandlers: [@Sendable () -> Void] = []
    }

    private let state = Lock(State())

    /// Makes a pending promise, to settle later with `fulfill(_:)` or `reject(_:)`: the bridge
    /// from callback-based code.
    ///
    /// ```swift
    /// let promise = Promise<Data>()
    /// legacyDownload(url) { data, error in
    ///     if let data { promise.fulfill(data) } else { promise.reject(error ?? DownloadError.empty) }
    /// }
    /// ```
    public init() {}

    /// A promise already fulfilled with `value`.
    ///
    /// ```swift
    /// let cached = Promise.fulfilled(lastKnownWeather)
    /// ```
    public static func fulfilled(_ value: Value) -> Promise<Value> {
        let promise = Promise()
        promise.fulfill(value)
        return promise
    }

    /// A promise already rejected with `error`.
    ///
    /// ```swift
    /// guard let key else { return Promise<Weather>.rejected(KeyError.missing("OPENWEATHER_API_KEY")) }
    /// ```
    public static func rejected(_ error: any Error) -> Promise<Value> {
        let promise = Promise()
        promise.reject(error)
        return promise
    }

    /// Starts `operation` in a new task at once and settles with what it returns or throws: the
    /// bridge from async/await to promises. `cancel()` cancels that task.
    ///
    /// ```swift
    /// let data = Promise { try await session.data(from: url).0 }
    /// ```
    ///
    /// The task starts immediately (`Task.immediate`): the operation runs on the calling thread
    /// until it first waits, then goes on as any task does. Work that never waits (bundled
    /// data, a cache hit) has settled the promise when `init` returns, so no thread is woken
    /// for it, and `timeout` starts no timer for it. Do not call this while holding a lock the
    /// operation takes.
    public convenience init(_ operation: @escaping @Sendable () async throws -> Value) {
        self.init()
        let task = Task.immediate {
            guard !Task.isCancelled else { return }
            do {
                fulfill(try await operation())
            } catch {
                reject(error)
            }
        }
        whenCancelled { task.cancel() }
    }

    /// Fulfils the promise with `value` if it is still pending.
    ///
    /// - Returns: `true` if this call settled the promise, `false` if it had already settled
    ///   (the promise keeps its first outcome).
    @discardableResult
    public func fulfill(_ value: Value) -> Bool {
        settle(with: .success(value))
    }

    /// Rejects the promise with `error` if it is still pending.
    ///
    /// - Returns: `true` if this call settled the promise, `false` if it had already settled
    ///   (the promise keeps its first outcome).
    @discardableResult
    public func reject(_ error: any Error) -> Bool {
        settle(with: .failure(error))
    }

    /// Settles the promise with `result` if it is still pending: fulfils on success, rejects on
    /// failure.
    ///
    /// - Returns: `true` if this call settled the promise, `false` if it had already settled.
    @discardableResult
    public func settle(with result: Result<Value, any Error>) -> Bool {
        let observers = state.withLock { state -> [Observer]? in
            guard state.result == nil else { return nil }
            state.result = result
            let observers = state.waiting.map(\.observer)
            state.waiting = []
            state.cancellationHandlers = []
            return observers
        }
        guard let observers else { return false }
        for observer in observers {
            observer(result)
        }
        return true
    }

    /// Calls `observer` once with the outcome: when the promise settles, or at once if it already
    /// has.
    ///
    /// ```swift
    /// once(uvWorker, location).observe { result in
    ///     switch result {
    ///     case .success(let uv): presenter.show(uv)
    ///     case .failure(let error): presenter.show(error)
    ///     }
    /// }
    /// ```
    public func observe(_ observer: @escaping Observer) {
        let settled = state.withLock { state -> Result<Value, any Error>? in
            if let result = state.result { return result }
            state.waiting.append(Waiting(id: state.nextID, observer: observer))
            state.nextID += 1
            return nil
        }
        if let settled {
            observer(settled)
        }
    }

    /// Cancels the promise: if it is still pending, it is rejected with `CancellationError` and
    /// the work behind it is cancelled (the task of `init(_:)`, the workers of `all`, and the
    /// promise that `then`, `catch` or `timeout(_:)` was called on). A settled promise is left as
    /// it is.
    ///
    /// Workers see the cancellation as task cancellation, so they should check for it
    /// (`try Task.checkCancellation()`) or await something that does.
    public func cancel() {
        let cancellation: Result<Value, any Error> = .failure(CancellationError())
        let taken = state.withLock { state -> (observers: [Observer], handlers: [@Sendable () -> Void])? in
            guard state.result == nil else { return nil }
            state.result = cancellation
            state.wasCancelled = true
            let taken = (state.waiting.map(\.observer), state.cancellationHandlers)
            state.waiting = []
            state.cancellationHandlers = []
            return taken
        }
        guard let taken else { return }
        for handler in taken.handlers {
            handler()
        }
        for observer in taken.observers {
            observer(cancellation)
        }
    }

    /// Runs `handler` when the promise is cancelled (at once if it already was); forgets it when
    /// the promise settles any other way.
    func whenCancelled(_ handler: @escaping @Sendable () -> Void) {
        let runNow = state.withLock { state -> Bool in
            guard state.result == nil else { return state.wasCancelled }
            state.cancellationHandlers.append(handler)
            return false
        }
        if runNow {
            handler()
        }
    }

    /// Whether the promise has settled (fulfilled or rejected).
    public var isSettled: Bool {
        state.withLock { $0.result != nil }
    }

    // MARK: Bridge to async/await

    /// The outcome of the promise, awaited: the bridge from promises to async/await.
    ///
    /// If the awaiting task is cancelled, this stops waiting and gives `CancellationError`; the
    /// promise itself goes on (call `cancel()` to stop it).
    public var result: Result<Value, any Error> {
        get async {
            let id = state.withLock { state -> UInt64 in
                defer { state.nextID += 1 }
                return state.nextID
            }
            return await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    addWaiting(id: id) { continuation.resume(returning: $0) }
                    if Task.isCancelled {
                        stopWaiting(id: id)
                    }
                }
            } onCancel: {
                stopWaiting(id: id)
            }
        }
    }

    /// The value the promise is fulfilled with, awaited; throws the error it is rejected with.
    ///
    /// ```swift
    /// let uv = try await once(uvWorker, location).timeout(.seconds(5)).value
    /// ```
    ///
    /// If the awaiting task is cancelled, this stops waiting and throws `CancellationError`; the
    /// promise itself goes on (call `cancel()` to stop it).
    public var value: Value {
        get async throws {
            try await result.get()
        }
    }

    private func addWaiting(id: UInt64, _ observer: @escaping Observer) {
        let settled = state.withLock { state -> Result<Value, any Error>? in
            if let result = state.result { return result }
            state.waiting.append(Waiting(id: id, observer: observer))
            return nil
        }
        if let settled {
            observer(settled)
        }
    }

    /// Takes a waiting observer out, if it is still there, and tells it the wait was cancelled.
    private func stopWaiting(id: UInt64) {
        let observer = state.withLock { state -> Observer? in
            guard let index = state.waiting.firstIndex(where: { $0.id == id }) else { return nil }
            return state.waiting.remove(at: index).observer
        }
        observer?(.failure(CancellationError()))
    }
}
