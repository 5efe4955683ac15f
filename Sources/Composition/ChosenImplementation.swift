import CLI
import Injection

/// The implementation a setting chose for a service, ready to register, with the case that
/// chose it. Made by `AssemblyContext.choose` in an assembly's `init`, registered in its
/// `assemble`; an assembly that also needs the choice (to name the provider, or to mark sample
/// data) reads it here, so the setting is read once.
///
/// ```swift
/// source = try context.choose((any PeopleSource).self, by: PeopleSettings.source, candidates)
/// origin = source.origin(note: "sample people; set people.source")   // sample when the candidate said so
/// ```
public struct ChosenImplementation<Service, Choice: CaseIterable & RawRepresentable & Sendable> where Choice.RawValue == String {
    /// How the binding shows in `graph`.
    public let binding: Binding
    /// The case the setting chose: `.bundled`.
    public let choice: Choice
    /// Whether the chosen candidate gives sample data (`Candidate(_:_:sampleData:factory:)`).
    public let isSampleData: Bool
    let registrar: (Container, String?) -> ServiceEntry<Service>

    /// Registers the implementation for the service; set the entry's scope on the result.
    @discardableResult
    public func register(in container: Container, name: String? = nil) -> ServiceEntry<Service> {
        registrar(container, name)
    }

    /// Where a command's data comes from when this implementation gives it: the choice's name
    /// as the provider, sample data as the candidate declared, and the note a view prints then.
    public func origin(note: String) -> DataOrigin {
        DataOrigin(provider: choice.rawValue, sample: isSampleData, note: note)
    }
}
