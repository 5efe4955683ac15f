/// What the container finds a registration by: the service type, the argument types (as the one
/// type of their tuple) and the name. `RegistrationKey` is the same key for people: it keeps the
/// argument types one by one, to print them.
@usableFromInline
struct ServiceKey: Hashable, Sendable {
    let service: ObjectIdentifier
    let arguments: ObjectIdentifier
    let name: String?

    init(service: ObjectIdentifier, arguments: ObjectIdentifier = ServiceKey.noArguments, name: String?) {
        self.service = service
        self.arguments = arguments
        self.name = name
    }

    @usableFromInline
    init<Service>(_: Service.Type, arguments: ObjectIdentifier = ServiceKey.noArguments, name: String?) {
        self.init(service: ObjectIdentifier(Service.self), arguments: arguments, name: name)
    }

    /// The arguments of a factory that takes only the resolver.
    @usableFromInline static var noArguments: ObjectIdentifier { ObjectIdentifier(Void.self) }
}
