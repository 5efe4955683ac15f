// Types the container resolves without their own registration: Optional, Lazy and Provider of a
// registered service.

/// A type that wraps a registered service.
protocol ResolutionWrapper {
    /// The wrapped service type.
    static var wrappedType: Any.Type { get }
    /// What a parameter of this type means for an initializer registration.
    static var dependencyKind: DeclaredDependency.Kind { get }
    /// The wrapper for the wrapped service registered under `name` with `arguments`, or nil when
    /// the wrapper cannot be made. `resolution` is the one this thread has in progress, if any.
    static func make(in container: Container, name: String?, arguments: CapturedArguments, resolution: Resolution?) throws(ResolutionError) -> Self?
}

/// The arguments of a resolve: what the registration's factory gets, and what identifies them in
/// its key. `Lazy` and `Provider` keep them for a later resolution.
struct CapturedArguments: @unchecked Sendable {
    /// The identity of the arguments' tuple type (`Void` for none): part of the registration key.
    let id: ObjectIdentifier
    let types: [Any.Type]
    /// The arguments as the first and a tuple of the others, `(arg1, (arg2, ...))`; nil for none.
    let values: Any?

    static let none = CapturedArguments(id: ServiceKey.noArguments, types: [], values: nil)

    private init(id: ObjectIdentifier, types: [Any.Type], values: Any?) {
        self.id = id
        self.types = types
        self.values = values
    }

    init<Arg1, each Arg>(_ arg1: Arg1, _ args: repeat each Arg) {
        var types: [Any.Type] = [Arg1.self]
        for type in repeat (each Arg).self { types.append(type) }
        self.init(id: ObjectIdentifier((Arg1, repeat each Arg).self), types: types, values: (arg1, (repeat each args)))
    }
}

extension Optional: ResolutionWrapper {
    static var wrappedType: Any.Type { Wrapped.self }
    static var dependencyKind: DeclaredDependency.Kind { .optional }

    /// `.some(instance)`, or `.some(nil)` when the wrapped service is not registered.
    static func make(in container: Container, name: String?, arguments: CapturedArguments, resolution: Resolution?) throws(ResolutionError) -> Self? {
        let key = ServiceKey(Wrapped.self, arguments: arguments.id, name: name)
        let value: Wrapped? = try container.resolveOrMissing(key, arguments: arguments.values, missing: arguments)
        return .some(value)
    }
}

extension DeclaredDependency {
    /// What an initializer parameter of `type` depends on.
    init(parameter type: Any.Type) {
        if let wrapper = type as? any ResolutionWrapper.Type {
            self.init(serviceType: wrapper.wrappedType, kind: wrapper.dependencyKind)
        } else {
            self.init(serviceType: type, kind: .required)
        }
    }
}
