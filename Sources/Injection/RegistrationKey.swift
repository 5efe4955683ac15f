/// What a registration is known by: its service type, its name and the types of the arguments its
/// factory takes. Errors, validation reports and diagnostics name registrations with it.
public struct RegistrationKey: Hashable, Sendable, CustomStringConvertible {
    /// The service type, as registered (`UsersHandling.self`).
    public let serviceType: Any.Type
    /// The registration name, or nil for the unnamed registration.
    public let name: String?
    /// The types of the factory's arguments, in order; empty for a factory that takes only the resolver.
    public let argumentTypes: [Any.Type]

    /// A key for a service type, name and argument types.
    public init(_ serviceType: Any.Type, name: String? = nil, arguments: [Any.Type] = []) {
        self.serviceType = serviceType
        self.name = name
        self.argumentTypes = arguments
    }

    /// `UsersHandling`, `UsersHandling (name: "live")`, `UsersHandling (arguments: String, Int)`.
    public var description: String {
        var details: [String] = []
        if let name { details.append("name: \"\(name)\"") }
        if !argumentTypes.isEmpty { details.append("arguments: " + argumentTypes.map { typeName($0) }.joined(separator: ", ")) }
        let base = typeName(serviceType)
        return details.isEmpty ? base : "\(base) (\(details.joined(separator: ", ")))"
    }

    /// The service type's name, without module prefix: `UsersHandling`.
    public var typeDescription: String { typeName(serviceType) }

    /// Whether two keys name the same registration: the same service type, name and argument types.
    public static func == (lhs: RegistrationKey, rhs: RegistrationKey) -> Bool {
        ObjectIdentifier(lhs.serviceType) == ObjectIdentifier(rhs.serviceType)
            && lhs.name == rhs.name
            && lhs.argumentTypes.count == rhs.argumentTypes.count
            && zip(lhs.argumentTypes, rhs.argumentTypes).allSatisfy { ObjectIdentifier($0) == ObjectIdentifier($1) }
    }

    /// Hashes the type, name and argument types.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(serviceType))
        hasher.combine(name)
        for type in argumentTypes { hasher.combine(ObjectIdentifier(type)) }
    }
}
