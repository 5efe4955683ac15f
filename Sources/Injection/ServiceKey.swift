/// What the container finds a registration by: `RegistrationKey` with the argument types as the
/// one type of their tuple.
@usableFromInline
struct ServiceKey: Hashable, Sendable {
    let service: ObjectIdentifier
    let arguments: ObjectIdentifier
    let name: String?

    /// The arguments of a factory that takes only the resolver.
    @usableFromInline static var noArguments: ObjectIdentifier { ObjectIdentifier(Void.self) }
}

extension ServiceKey {
    @usableFromInline
    init<Service>(_: Service.Type, arguments: ObjectIdentifier = ServiceKey.noArguments, name: String?) {
        self.init(service: ObjectIdentifier(Service.self), arguments: arguments, name: name)
    }
}
