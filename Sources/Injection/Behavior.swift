/// Something told about every registration of a container it was added to (`addBehavior`, or
/// `Container(behaviors:)`): to log registrations, or to add registrations derived from them.
public protocol Behavior {
    /// Called after `entry` is registered under `type` and `name`; `type` differs from the entry's
    /// service type for forwarded registrations (`implements`, `forward`).
    func container<Type, Service>(
        _ container: Container,
        didRegisterType type: Type.Type,
        toService entry: ServiceEntry<Service>,
        withName name: String?
    )
}
