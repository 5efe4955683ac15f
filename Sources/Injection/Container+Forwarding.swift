// Type forwarding: one registration resolved under several types.

extension Container {
    /// Makes `type` resolve through `service`: same factory, scope, instances and initCompleted.
    ///
    /// ```swift
    /// let dog = container.register(Dog.self) { _ in Dog() }
    /// container.forward(Animal.self, to: dog)
    /// container.resolve(Animal.self)   // the Dog
    /// ```
    public func forward<T, S>(_ type: T.Type, name: String? = nil, to service: ServiceEntry<S>) {
        let entry = service.makeForward(as: type, name: name, in: self)
        publish(entry, serviceID: ObjectIdentifier(T.self))
        let behaviors = writer.withLock { self.behaviorsSnapshot }
        for behavior in behaviors {
            behavior.container(self, didRegisterType: type, toService: service, withName: name)
        }
    }
}

extension ServiceEntry {
    /// Makes `type` (under `name`) resolve through this registration as well.
    @discardableResult
    public func implements<T>(_ type: T.Type, name: String? = nil) -> ServiceEntry<Service> {
        container.forward(type, name: name, to: self)
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
