import Configuration
import Injection

/// The assembly of one component (networking, storage, people roulette, weather): it declares
/// the settings it reads, chooses its implementations from the configuration when it is made,
/// and registers them when assembled.
///
/// ```swift
/// struct StorageAssembly: ComponentAssembly {
///     static let settings: [any SettingDeclaring] = StorageSettings.all
///     let store: ChosenImplementation<any PeopleStoring, StorageSettings.Backend>
///
///     init(context: AssemblyContext) throws {
///         let file = try StorageSettings.databaseFile(context.configuration, locations: context.platform.locations)
///         store = try context.choose((any PeopleStoring).self, by: StorageSettings.backend, [
///             Candidate(.sqlite, SQLitePeopleStore.self) { _ in try SQLitePeopleStore(file: file) },
///             Candidate(.memory, InMemoryPeopleStore.self) { _ in InMemoryPeopleStore() },
///         ])
///     }
///
///     func assemble(container: Container) {
///         store.register(in: container).inObjectScope(.container)
///     }
/// }
/// ```
///
/// Reading the configuration and choosing happen in `init`, so a bad or unknown value fails at
/// start-up, before any command runs; `assemble` only registers.
public protocol ComponentAssembly: Assembly, SendableMetatype {
    /// The keys this component reads; they join the app's configuration schema.
    static var settings: [any SettingDeclaring] { get }

    /// Reads the configuration and chooses implementations.
    init(context: AssemblyContext) throws
}
