import Injection

/// The implementation chosen for a service, ready to register. Made by `AssemblyContext.choose`
/// or `AssemblyContext.fixed` in an assembly's `init`, registered in its `assemble`.
public struct Implementation<Service> {
    /// How the binding shows in `graph`.
    public let binding: Binding
    /// The name of the candidate a setting chose (`bundled`), so that an assembly that also
    /// needs the name reads the setting once, through `choose`; empty for an implementation no
    /// setting chooses.
    ///
    /// ```swift
    /// source = try context.choose((any PeopleSource).self, by: PeopleSettings.source, candidates)
    /// let sample = source.choice == "bundled"
    /// ```
    public let choice: String
    let registrar: (Container, String?) -> ServiceEntry<Service>

    init(binding: Binding, choice: String = "", registrar: @escaping (Container, String?) -> ServiceEntry<Service>) {
        self.binding = binding
        self.choice = choice
        self.registrar = registrar
    }

    /// Registers the implementation for the service; set the entry's scope on the result.
    @discardableResult
    public func register(in container: Container, name: String? = nil) -> ServiceEntry<Service> {
        registrar(container, name)
    }
}
