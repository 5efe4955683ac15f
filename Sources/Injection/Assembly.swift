/// A group of registrations that belong together (one per component), applied by an `Assembler`.
public protocol Assembly {
    /// Registers the assembly's services.
    func assemble(container: Container)

    /// Called once every assembly applied together has registered its services.
    func loaded(resolver: any Resolver)
}

extension Assembly {
    /// Does nothing.
    public func loaded(resolver _: any Resolver) {}
}
