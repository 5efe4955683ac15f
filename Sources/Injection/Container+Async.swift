// Async factories, resolved with `await`, with exactly-once container-scoped instances.

extension Container {
    /// Registers an async factory: resolve it with `try await resolveAsync(_:)`.
    ///
    /// ```swift
    /// container.register(Database.self, asyncFactory: { _ in try await Database.open(path) })
    ///     .inObjectScope(.container)
    /// let database = try await container.resolveAsync(Database.self)
    /// ```
    ///
    /// A container-scoped async registration is built exactly once, even when many tasks ask for it
    /// at once: the first builds, the others wait without blocking a thread. Graph scope spans
    /// one `resolveAsync` and the async resolves its factories make; weak and custom scopes act
    /// as transient here. A synchronous resolve of an async registration fails with
    /// `ResolutionError.Reason.requiresAwait` (unless its container-scoped instance exists).
    @discardableResult
    public func register<Service>(
        _ serviceType: Service.Type,
        name: String? = nil,
        asyncFactory: @escaping @Sendable (any Resolver) async throws -> Service
    ) -> ServiceEntry<Service> {
        add(ServiceEntry(name: name, container: self, origin: .asyncClosure, factory: nil, asyncFactory: asyncFactory))
    }

    /// The instance of `serviceType` registered under `name`, awaiting async factories
    /// (synchronous ones are resolved as usual), or the reason it cannot be resolved.
    public func resolveAsync<Service>(_ serviceType: Service.Type, name: String?) async throws(ResolutionError) -> Service {
        let key = ServiceKey(Service.self, name: name)
        guard let entry = lookUp(key).entry as? ServiceEntry<Service> else { return try resolving(key, .none) }
        return try await entry.resolveAsyncInstance(requester: self)
    }
}

/// The state of one `resolveAsync` and the async resolves its factories make (through the task
/// local): entries being built, for cycles and paths, and graph-scoped instances.
final class AsyncResolution: Sendable {
    @TaskLocal static var current: AsyncResolution?

    private struct State {
        var building: [(UInt64, RegistrationKey)] = []
        var graph: [UInt64: Any] = [:]
    }

    private let state = Lock(State())

    func isBuilding(_ serial: UInt64) -> Bool { state.withLock { $0.building.contains { $0.0 == serial } } }
    func push(_ serial: UInt64, _ key: RegistrationKey) { state.withLock { $0.building.append((serial, key)) } }
    func pop() { state.withLock { _ = $0.building.popLast() } }
    func value(_ serial: UInt64) -> Any? { state.withLock { $0.graph[serial] } }
    func keep(_ serial: UInt64, _ value: Any) { state.withLock { $0.graph[serial] = value } }

    func path(ending key: RegistrationKey) -> [RegistrationKey] {
        state.withLock { $0.building.map(\.1) } + [key]
    }

    func cycle(at serial: UInt64, key: RegistrationKey) -> ResolutionError {
        let keys = state.withLock { $0.building }
        let start = keys.firstIndex { $0.0 == serial } ?? 0
        return ResolutionError(.cycle(keys[start...].map(\.1) + [key]), key: key, path: keys.map(\.1) + [key])
    }
}

extension ServiceEntry {
    func resolveAsyncInstance(requester: Container) async throws(ResolutionError) -> Service {
        guard let asyncFactory, factory == nil else {
            return try requester.resolve(self, arguments: nil)
        }
        if let kept = singleton { return kept.value }
        let resolution = AsyncResolution.current ?? AsyncResolution()
        switch scopeKind {
        case .container:
            return try await buildAsyncSingleton(asyncFactory, resolution, requester: requester)
        case .graph:
            if let value = resolution.value(serial) as? Service { return value }
            let value = try await buildAsync(asyncFactory, resolution, requester: requester)
            resolution.keep(serial, value)
            return value
        case .transient, .weak, .custom:
            return try await buildAsync(asyncFactory, resolution, requester: requester)
        }
    }

    private func buildAsync(
        _ asyncFactory: AsyncFactory,
        _ resolution: AsyncResolution,
        requester: Container
    ) async throws(ResolutionError) -> Service {
        if resolution.isBuilding(serial) { throw resolution.cycle(at: serial, key: key) }
        resolution.push(serial, key)
        defer { resolution.pop() }
        let key = self.key
        let outcome: Result<Service, ResolutionError> = await AsyncResolution.$current.withValue(resolution) {
            do {
                return .success(try await asyncFactory(requester))
            } catch let error as ResolutionError {
                return .failure(error)
            } catch {
                return .failure(ResolutionError(.factoryFailed(error), key: key, path: resolution.path(ending: key)))
            }
        }
        let value = try outcome.get()
        for completion in completionClosures { completion(requester, value) }
        return value
    }

    /// The first task builds; the others wait (suspended, no thread blocked) and then read it.
    private func buildAsyncSingleton(
        _ asyncFactory: AsyncFactory,
        _ resolution: AsyncResolution,
        requester: Container
    ) async throws(ResolutionError) -> Service {
        if resolution.isBuilding(serial) { throw resolution.cycle(at: serial, key: key) }
        while true {
            if let kept = singleton { return kept.value }
            let builds = state.withLock { state in
                if state.asyncWaiters != nil { return false }
                state.asyncWaiters = []
                return true
            }
            if !builds {
                await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                    let queued = state.withLock { state in
                        guard state.asyncWaiters != nil else { return false }
                        state.asyncWaiters?.append(continuation)
                        return true
                    }
                    if !queued { continuation.resume() }
                }
                continue
            }
            let outcome: Result<Service, ResolutionError>
            do {
                outcome = .success(try await buildAsync(asyncFactory, resolution, requester: requester))
            } catch {
                outcome = .failure(error)
            }
            if case let .success(value) = outcome { publish(value) }
            let waiters = state.withLock { state in
                let waiting = state.asyncWaiters ?? []
                state.asyncWaiters = nil
                return waiting
            }
            for waiter in waiters { waiter.resume() }
            return try outcome.get()
        }
    }
}
