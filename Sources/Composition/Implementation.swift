import Injection

/// The implementation of a service no setting chooses, ready to register. Made by
/// `AssemblyContext.fixed` in an assembly's `init`, registered in its `assemble`; a choice
/// made by a setting is a `ChosenImplementation`.
public struct Implementation<Service> {
    /// How the binding shows in `graph`.
    public let binding: Binding
    let registrar: (Container, String?) -> ServiceEntry<Service>

    init(binding: Binding, registrar: @escaping (Container, String?) -> ServiceEntry<Service>) {
        self.binding = binding
        self.registrar = registrar
    }

    /// Registers the implementation for the service; set the entry's scope on the result.
    @discardableResult
    public func register(in container: Container, name: String? = nil) -> ServiceEntry<Service> {
        registrar(container, name)
    }
}
