import Injection

/// The implementation chosen for a service, ready to register. Made by `AssemblyContext.choose`
/// or `AssemblyContext.fixed` in an assembly's `init`, registered in its `assemble`.
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
