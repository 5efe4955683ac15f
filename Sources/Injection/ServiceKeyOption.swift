// Swinject's hooks for extensions (SwinjectStoryboard and the like): keys with an extra option.

/// An extra part of a registration key, for extensions: `_register(_:factory:name:option:)` and
/// `_resolve(name:option:invoker:)` match it with `isEqualTo`.
public protocol ServiceKeyOption: CustomStringConvertible, Sendable {
    /// Whether `another` is the same option.
    func isEqualTo(_ another: any ServiceKeyOption) -> Bool
    /// Hashes the option.
    func hash(into: inout Hasher)
}

/// For extensions: resolution through a factory invoker. `Container` conforms.
public protocol _Resolver {
    /// Resolves the registration of `Service` made with `_register` for these `Arguments`, `name`
    /// and `option`: `invoker` is given the registered factory and calls it with the arguments.
    func _resolve<Service, Arguments>(name: String?, option: (any ServiceKeyOption)?, invoker: @escaping ((Arguments) -> Any) -> Any) -> Service?
}

extension Container: _Resolver {
    /// For extensions: registers `factory`, which takes Swinject's argument tuple, under `name`
    /// and `option`, for `_resolve(name:option:invoker:)`.
    @discardableResult
    public func _register<Service, Arguments>(
        _ serviceType: Service.Type,
        factory: @escaping (Arguments) -> Any,
        name: String? = nil,
        option: (any ServiceKeyOption)? = nil
    ) -> ServiceEntry<Service> {
        typealias Invoker = ((Arguments) -> Any) -> Any
        let key = RegistrationKey(Service.self, name: name, arguments: [Arguments.self])
        return add(
            ServiceEntry(
                name: Container.optionName(name, option),
                signature: .init(types: [Arguments.self], id: ObjectIdentifier(Arguments.self), type: Arguments.self),
                container: self
            ) { _, values in
                guard let invoker = values?.values as? Invoker else { throw ResolutionError(.notRegistered, key: key, path: [key]) }
                let made = invoker(factory)
                guard let value = made as? Service else {
                    throw ResolutionError(.typeMismatch(produced: typeName(type(of: made))), key: key, path: [key])
                }
                return value
            }
        )
    }

    /// For extensions: resolves a registration made with `_register`.
    public func _resolve<Service, Arguments>(
        name: String?,
        option: (any ServiceKeyOption)? = nil,
        invoker: @escaping ((Arguments) -> Any) -> Any
    ) -> Service? {
        let key = ServiceKey(Service.self, arguments: ObjectIdentifier(Arguments.self), name: Container.optionName(name, option))
        guard let found = entry(for: key) else { return nil }
        return try? found.resolveValue(as: Service.self, requester: self, arguments: ArgumentValues(invoker, Arguments.self), in: nil)
    }

    static func optionName(_ name: String?, _ option: (any ServiceKeyOption)?) -> String? {
        guard let option else { return name }
        var hasher = Hasher()
        option.hash(into: &hasher)
        return "\(name ?? "")\u{1F}\(typeName(type(of: option)))\u{1F}\(option)\u{1F}\(hasher.finalize())"
    }
}

@available(*, unavailable, renamed: "Resolver")
/// Swinject 1 name of `Resolver`.
public protocol ResolverType {}

@available(*, unavailable, renamed: "Assembly")
/// Swinject 1 name of `Assembly`.
public protocol AssemblyType {}

@available(*, unavailable, renamed: "ServiceKeyOption")
/// Swinject 1 name of `ServiceKeyOption`.
public protocol ServiceKeyOptionType {}
