// Async factories, resolved with `await`, with exactly-once container-scoped instances.

extension Container {
    /// Registers an async factory: resolve it with `try await resolveAsync(_:)`.
    ///
    /// A container-scoped async registration is built exactly once: the first task builds, the
    /// others wait without blocking a thread. Graph scope spans one `resolveAsync` and the async
    /// resolves its factories make; weak and custom scopes act as transient here.
    @discardableResult
    public func register<Service>(
        _ serviceType: Service.Type,
        name: String? = nil,
        asyncFactory: @escaping @Sendable (any Resolver) async throws -> Service
    ) -> ServiceEntry<Service> {
        add(ServiceEntry(name: name, container: self, origin: .asyncClosure, factory: nil, asyncFactory: asyncFactory))
    }

    /// The instance of `serviceType` registered under `name`, awaiting async factories, or the
    /// reason it cannot be resolved.
    public func resolveAsync<Service>(_ serviceType: Service.Type, name: String?) async throws(ResolutionError) -> Service {
        let key = ServiceKey(Service.self, name: name)
        guard let entry = entry(for: key) as? ServiceEntry<Service> else { return try resolving(key, .none) }
        return try await entry.resolveAsyncInstance(requester: self)
    }
}

/// The state of one `resolveAsync` and the async resolves its factories make (through the task
/// local): entries being built, for cycles and paths, and graph-scoped instances.
final class AsyncResolution: Sendable {
    @TaskLocal static var current: AsyncResolution?

    let building = Lock<[(serial: UInt64, key: RegistrationKey)]>([])
    let graph = Lock<[UInt64: Any]>([:])

    /// Pushes `serial` (if `push`) on the building stack, or throws the cycle that building it would close.
    func begin(_ serial: UInt64, _ key: RegistrationKey, push: Bool = true) throws(ResolutionError) {
        try building.withLock { building throws(ResolutionError) in
            let keys = building.map(\.key)
            if let start = building.firstIndex(where: { $0.serial == serial }) {
                throw ResolutionError(.cycle(keys[start...] + [key]), key: key, path: keys + [key])
            }
            if push { building.append((serial, key)) }
        }
    }
}

extension ServiceEntry {
    func resolveAsyncInstance(requester: Container) async throws(ResolutionError) -> Service {
        guard let asyncFactory, factory == nil else { return try requester.resolve(self, arguments: nil) }
        if let kept = singleton { return kept.value }
        let resolution = AsyncResolution.current ?? AsyncResolution()
        switch scopeKind {
        case .container:
            return try await buildAsyncSingleton(asyncFactory, resolution, requester: requester)
        case .graph:
            if let value = resolution.graph.withLock({ $0[serial] }) as? Service { return value }
            let value = try await buildAsync(asyncFactory, resolution, requester: requester)
            resolution.graph.withLock { $0[serial] = value }
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
        try resolution.begin(serial, key)
        defer { resolution.building.withLock { _ = $0.popLast() } }
        do {
            let value = try await AsyncResolution.$current.withValue(resolution) { try await asyncFactory(requester) }
            runCompletions(value, requester: requester)
            return value
        } catch let error as ResolutionError {
            throw error
        } catch {
            throw ResolutionError(.factoryFailed(error), key: key, path: resolution.building.withLock { $0.map(\.key) } + [key])
        }
    }

    /// The first task builds; the others wait (suspended, no thread blocked) and then read it.
    private func buildAsyncSingleton(
        _ asyncFactory: AsyncFactory,
        _ resolution: AsyncResolution,
        requester: Container
    ) async throws(ResolutionError) -> Service {
        try resolution.begin(serial, key, push: false)
        while true {
            if let kept = singleton { return kept.value }
            let builds = state.withLock { state in
                if state.asyncWaiters != nil { return false }
                state.asyncWaiters = []
                return true
            }
            if builds { break }
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                if !state.withLock({ $0.asyncWaiters?.append(continuation) != nil }) { continuation.resume() }
            }
        }
        defer {
            let waiters = state.withLock { state in
                let waiting = state.asyncWaiters ?? []
                state.asyncWaiters = nil
                return waiting
            }
            for waiter in waiters { waiter.resume() }
        }
        let value = try await buildAsync(asyncFactory, resolution, requester: requester)
        publish(value)
        return value
    }
}
