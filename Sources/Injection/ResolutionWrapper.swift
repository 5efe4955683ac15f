// Types the container resolves without their own registration: Optional, Lazy and Provider of a
// registered service.

/// A type that wraps a registered service.
protocol ResolutionWrapper {
    /// The wrapped service type.
    static var wrappedType: Any.Type { get }
    /// What a parameter of this type means for an initializer registration.
    static var dependencyKind: DeclaredDependency.Kind { get }
    /// The wrapper for the wrapped service registered under `name` with `arguments`, or nil when
    /// the wrapper cannot be made.
    static func make(in container: Container, name: String?, arguments: CapturedArguments) throws(ResolutionError) -> Self?
}

/// Arguments of a resolve, kept for a later resolution (by `Lazy` and `Provider`).
struct CapturedArguments: @unchecked Sendable {
    let id: ObjectIdentifier
    let types: [Any.Type]
    private let provide: ((UnsafeRawPointer?) -> Void) -> Void

    static let none = CapturedArguments(id: ObjectIdentifier(Void.self), types: []) { body in body(nil) }

    private init(id: ObjectIdentifier, types: [Any.Type], provide: @escaping ((UnsafeRawPointer?) -> Void) -> Void) {
        self.id = id
        self.types = types
        self.provide = provide
    }

    init<Arg1, each Arg>(_ arg1: Arg1, _ args: repeat each Arg) {
        let values = (arg1, (repeat each args))
        var types: [Any.Type] = [Arg1.self]
        for type in repeat (each Arg).self { types.append(type) }
        self.init(id: ObjectIdentifier((Arg1, repeat each Arg).self), types: types) { body in
            withUnsafePointer(to: values) { body(UnsafeRawPointer($0)) }
        }
    }

    /// Runs `body` with a pointer to the arguments, laid out as the registration's factory reads them.
    func with<R>(_ body: (UnsafeRawPointer?) throws(ResolutionError) -> R) throws(ResolutionError) -> R {
        var result: Result<R, ResolutionError>?
        provide { pointer in result = Result { () throws(ResolutionError) -> R in try body(pointer) } }
        guard let result else {
            throw ResolutionError(.notRegistered, key: RegistrationKey(Void.self), path: [])
        }
        return try result.get()
    }
}

extension Optional: ResolutionWrapper {
    static var wrappedType: Any.Type { Wrapped.self }
    static var dependencyKind: DeclaredDependency.Kind { .optional }

    /// `.some(instance)`, or `.some(nil)` when the wrapped service is not registered.
    static func make(in container: Container, name: String?, arguments: CapturedArguments) throws(ResolutionError) -> Self? {
        let value: Wrapped? = try arguments.with { pointer throws(ResolutionError) in
            if let value: Wrapped = try container.resolveEntry(name, arguments.id, pointer) { return value }
            return try container.resolveMissing(name, arguments)
        }
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
