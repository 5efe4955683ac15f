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
        add(
            ServiceEntry(
                serviceType: Service.self,
                name: name,
                argumentTypes: [],
                argumentsID: Container.noArguments,
                argumentsType: (any Resolver).self,
                container: self,
                scope: defaultObjectScope,
                origin: .asyncClosure,
                dependencies: [],
                factory: nil,
                asyncFactory: asyncFactory
            )
        )
    }

    /// The instance of `serviceType` registered under `name`, awaiting async factories
    /// (synchronous ones are resolved as usual), or the reason it cannot be resolved.
    public func resolveAsync<Service>(_ serviceType: Service.Type, name: String?) async throws(ResolutionError) -> Service {
        guard let unmanaged = findEntry(ObjectIdentifier(Service.self), Container.noArguments, name) else {
            if let value: Service = try resolveMissing(name, CapturedArguments.none) { return value }
            throw notRegistered(RegistrationKey(Service.self, name: name))
        }
        let entry = unmanaged.takeUnretainedValue()
        if entry.isForward {
            return try unsafeDowncast(entry, to: ForwardingEntry<Service>.self).resolveForwardedAsync(requester: self)
        }
        return try await unsafeDowncast(entry, to: ServiceEntry<Service>.self).resolveAsyncInstance(requester: self)
    }
}

/// The state of one `resolveAsync` and the async resolves its factories make (through the task
/// local): entries being built, for cycles and paths, and graph-scoped instances.
final class AsyncResolution: @unchecked Sendable {
    @TaskLocal static var current: AsyncResolution?

    private let lock = Lock()
    private var building: [(UInt64, RegistrationKey)] = []
    private var graph: [UInt64: Any] = [:]

    func isBuilding(_ serial: UInt64) -> Bool { lock.withLock { building.contains { $0.0 == serial } } }
    func push(_ serial: UInt64, _ key: RegistrationKey) { lock.withLock { building.append((serial, key)) } }
    func pop() { lock.withLock { _ = building.popLast() } }
    func value(_ serial: UInt64) -> Any? { lock.withLock { graph[serial] } }
    func keep(_ serial: UInt64, _ value: Any) { lock.withLock { graph[serial] = value } }

    func path(ending key: RegistrationKey) -> [RegistrationKey] {
        lock.withLock { building.map(\.1) } + [key]
    }

    func cycle(at serial: UInt64, key: RegistrationKey) -> ResolutionError {
        let keys = lock.withLock { building }
        let start = keys.firstIndex { $0.0 == serial } ?? 0
        return ResolutionError(.cycle(keys[start...].map(\.1) + [key]), key: key, path: keys.map(\.1) + [key])
    }
}

extension ForwardingEntry {
    /// Forwarded registrations resolve synchronously (their target is checked by `resolveInstance`).
    func resolveForwardedAsync(requester: Container) throws(ResolutionError) -> T {
        try resolveForwarded(requester: requester, arguments: nil)
    }
}

extension ServiceEntry {
    func resolveAsyncInstance(requester: Container) async throws(ResolutionError) -> Service {
        guard asyncFactory != nil, !isSynchronous else {
            return try resolveInstance(requester: requester, arguments: nil)
        }
        if let pointer = singletonPointer { return pointer.pointee }
        let resolution = AsyncResolution.current ?? AsyncResolution()
        switch scopeKind {
        case .container:
            return try await buildAsyncSingleton(resolution, requester: requester)
        case .graph:
            if let value = resolution.value(serial) as? Service { return value }
            let value = try await buildAsync(resolution, requester: requester)
            resolution.keep(serial, value)
            return value
        case .transient, .weak, .custom:
            return try await buildAsync(resolution, requester: requester)
        }
    }

    private func buildAsync(_ resolution: AsyncResolution, requester: Container) async throws(ResolutionError) -> Service {
        if resolution.isBuilding(serial) { throw resolution.cycle(at: serial, key: key) }
        guard let asyncFactory else { throw ResolutionError(.requiresAwait, key: key, path: [key]) }
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
        if hasCompletions.load(ordering: .acquiring) {
            for action in lock.withLock({ completionsSnapshot }) { action(requester, value) }
        }
        return value
    }

    /// The first task builds; the others wait (suspended, no thread blocked) and then read it.
    private func buildAsyncSingleton(_ resolution: AsyncResolution, requester: Container) async throws(ResolutionError) -> Service {
        if resolution.isBuilding(serial) { throw resolution.cycle(at: serial, key: key) }
        while true {
            if let pointer = singletonPointer { return pointer.pointee }
            let builds = lock.withLock { () -> Bool in
                if asyncWaiters == nil {
                    asyncWaiters = []
                    return true
                }
                return false
            }
            if !builds {
                await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                    let queued = lock.withLock { () -> Bool in
                        guard asyncWaiters != nil else { return false }
                        asyncWaiters?.append(continuation)
                        return true
                    }
                    if !queued { continuation.resume() }
                }
                continue
            }
            let outcome: Result<Service, ResolutionError>
            do {
                outcome = .success(try await buildAsync(resolution, requester: requester))
            } catch {
                outcome = .failure(error)
            }
            if case let .success(value) = outcome {
                creation.lock.withLock { publishSingleton(value) }
            }
            let waiters = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
                let waiting = asyncWaiters ?? []
                asyncWaiters = nil
                return waiting
            }
            for waiter in waiters { waiter.resume() }
            return try outcome.get()
        }
    }
}
