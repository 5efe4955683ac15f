// Type forwarding: one registration resolved under several types.

extension Container {
    /// Makes `type` resolve through `service`: same factory, scope, instances and initCompleted.
    public func forward<T, S>(_ type: T.Type, name: String? = nil, to service: ServiceEntry<S>) {
        add(ForwardingEntry(type: type, name: name, target: service, container: self), as: type, name: name, to: service)
    }

    /// Makes `type` resolve through `service`, converting each instance with `convert`, which
    /// the compiler checks, rather than casting it at run time.
    public func forward<T, S>(_ type: T.Type, name: String? = nil, to service: ServiceEntry<S>, as convert: @escaping @Sendable (S) -> T) {
        add(ForwardingEntry(type: type, name: name, target: service, container: self, convert: convert), as: type, name: name, to: service)
    }
}

extension ServiceEntry {
    /// Makes `type` (under `name`) resolve through this registration as well.
    @discardableResult
    public func implements<T>(_ type: T.Type, name: String? = nil) -> ServiceEntry<Service> {
        container.forward(type, name: name, to: self)
        return self
    }

    /// Makes `type` (under `name`) resolve through this registration as well, converting each
    /// instance with `convert`, which the compiler checks: `.implements((any Retrieving).self) { $0 }`.
    @discardableResult
    public func implements<T>(_ type: T.Type, name: String? = nil, as convert: @escaping @Sendable (Service) -> T) -> ServiceEntry<Service> {
        container.forward(type, name: name, to: self, as: convert)
        return self
    }

    /// Makes each of the types resolve through this registration as well:
    /// `.implements(UsersDownloading.self, UsersRetrieving.self)`.
    @discardableResult
    public func implements<T1, T2, each T>(_ type1: T1.Type, _ type2: T2.Type, _ types: repeat (each T).Type) -> ServiceEntry<Service> {
        implements(type1)
        implements(type2)
        for type in repeat each types { implements(type) }
        return self
    }
}
