/// A type the container resolves without a registration of its own: an `Optional`, `Lazy` or
/// `Provider` of a registered service.
protocol ResolutionWrapper {
    static var wrappedType: Any.Type { get }
    /// What a parameter of this type means for an initializer registration.
    static var dependencyKind: DeclaredDependency.Kind { get }
    /// The wrapper of the service registered under `name` for `arguments`, or nil.
    static func make(in container: Container, name: String?, arguments: CapturedArguments, resolution: Resolution?) throws(ResolutionError) -> Self?
}

/// The arguments of a resolve: what the factory gets, and what identifies them in its key.
struct CapturedArguments: @unchecked Sendable {
    /// The identity of the arguments' tuple type (`Void` for none).
    let id: ObjectIdentifier
    /// Nil for none.
    let values: ArgumentValues?

    static let none = CapturedArguments(id: ServiceKey.noArguments, values: nil)

    var types: [Any.Type] { values.map { [$0.first] + $0.others } ?? [] }
}

extension CapturedArguments {
    init<Arg1, each Arg>(_ arg1: Arg1, _ args: repeat each Arg) {
        var others: [Any.Type] = []
        for type in repeat (each Arg).self { others.append(type) }
        self.init(id: ObjectIdentifier((Arg1, repeat each Arg).self), values: ArgumentValues((arg1, (repeat each args)), Arg1.self, others))
    }
}

/// The values of a resolve's arguments, boxed: a resolve without arguments, the usual kind, passes
/// a nil reference down to the factory. Their types are kept for errors, the first apart, so that
/// a resolve with one argument allocates no array.
@usableFromInline
final class ArgumentValues: @unchecked Sendable {
    /// The first and a tuple of the others: `(arg1, (arg2, ...))`.
    let values: Any
    let first: Any.Type
    let others: [Any.Type]

    init(_ values: Any, _ first: Any.Type, _ others: [Any.Type] = []) {
        self.values = values
        self.first = first
        self.others = others
    }
}

extension Optional: ResolutionWrapper {
    static var wrappedType: Any.Type { Wrapped.self }
    static var dependencyKind: DeclaredDependency.Kind { .optional }

    /// `.some(instance)`, or `.some(nil)` when the wrapped service is not registered.
    static func make(in container: Container, name: String?, arguments: CapturedArguments, resolution: Resolution?) throws(ResolutionError) -> Self? {
        try .some(container.resolveOrMissing(ServiceKey(Wrapped.self, arguments: arguments.id, name: name), arguments))
    }
}

/// What a registration by initializer declares it needs: one per parameter.
struct DeclaredDependency: Sendable {
    enum Kind: Sendable {
        /// Resolved when the service is built; missing is an error.
        case required
        /// An `Optional` parameter: resolved if registered.
        case optional
        /// A `Lazy` or `Provider` parameter: resolved later, so it closes no cycle.
        case deferred

        /// How diagnostics mark a dependency of this kind.
        var label: String? {
            switch self {
            case .required: nil
            case .optional: "optional"
            case .deferred: "lazy"
            }
        }
    }

    let serviceType: Any.Type
    let kind: Kind

    var key: RegistrationKey { RegistrationKey(serviceType) }

    /// What an initializer parameter of `type` depends on.
    init(parameter type: Any.Type) {
        let wrapper = type as? any ResolutionWrapper.Type
        serviceType = wrapper?.wrappedType ?? type
        kind = wrapper?.dependencyKind ?? .required
    }
}
