import Configuration
import Injection
import Platform

/// What a component assembly is made with: the loaded configuration, the platform globals,
/// and helpers that choose implementations by a setting and record each choice for `graph`.
public final class AssemblyContext: Sendable {
    /// How `choose` treats a choice setting.
    public enum Choosing: Sendable {
        /// Production: register the candidate the configuration names.
        case configured
        /// Specs: register the named candidate only when the command line (a spec's override)
        /// chose it; otherwise register a factory that throws `failure(service, key)`, so a
        /// spec that forgot to register a mock learns which one. The testing module uses it.
        case overriddenOnly(failure: @Sendable (_ service: String, _ key: String) -> any Error)
    }

    /// The configuration of this run.
    public let configuration: ResolvedConfiguration
    /// The process's globals.
    public let platform: PlatformServices
    /// How choices are made.
    public let choosing: Choosing
    /// The run's logger, at the configuration's `log.level`; `PlatformAssembly` registers it.
    public let logger: Logger
    private let recorded = LockedValue<[Binding]>([])

    /// Creates the context the components of one assembly read, from the loaded configuration and the platform;
    /// without a `logger`, one labelled `app` on standard error at the configuration's `log.level`.
    public init(configuration: ResolvedConfiguration, platform: PlatformServices, choosing: Choosing = .configured, logger: Logger? = nil) {
        self.configuration = configuration
        self.platform = platform
        self.choosing = choosing
        self.logger = logger ?? LoggingSettings.logger(label: "app", configuration: configuration, platform: platform)
    }

    /// Every binding chosen so far, in order; a service bound again keeps its place and shows
    /// the later binding, as the container resolves the later registration.
    public var bindings: [Binding] { recorded.value }

    /// Chooses the implementation of `service` named by a setting of an enumeration (declared
    /// with `Setting.oneOf`), reading the setting once: the result's `choice` is the case chosen.
    /// A case no candidate has throws `AssemblyError.unknownImplementation` with the key, the
    /// value, its source and the accepted names.
    ///
    /// ```swift
    /// enum Backend: String, CaseIterable, Sendable { case sqlite, memory }
    /// static let backend = Setting<Backend>.oneOf("storage.backend", default: .sqlite, doc: "Where people are kept.")
    ///
    /// store = try context.choose((any PeopleStoring).self, by: StorageSettings.backend, [
    ///     Candidate(.sqlite, SQLitePeopleStore.self) { _ in try SQLitePeopleStore(file: file) },
    ///     Candidate(.memory, InMemoryPeopleStore.self) { _ in InMemoryPeopleStore() },
    /// ])
    /// ```
    public func choose<Service, Choice>(
        _ service: Service.Type,
        by setting: Setting<Choice>,
        _ candidates: [Candidate<Service, Choice>]
    ) throws -> ChosenImplementation<Service, Choice> {
        let value = try configuration.value(of: setting)
        let source = configuration.source(of: setting.key) ?? .compiledDefault
        guard let candidate = candidates.first(where: { $0.choice.rawValue == value.rawValue }) else {
            throw AssemblyError.unknownImplementation(key: setting.key, value: value.rawValue, source: source, accepted: candidates.map(\.name))
        }
        if case let .overriddenOnly(failure) = choosing, !source.isCommandLine {
            let binding = Binding(service: service, implementation: nil, key: setting.key, value: value.rawValue, origin: source.origin)
            record(binding)
            let error = failure(binding.service, setting.key)
            return ChosenImplementation(binding: binding, choice: value, isSampleData: candidate.isSampleData) { container, name in
                container.register(Service.self, name: name) { _ throws -> Service in throw error }
            }
        }
        let binding = Binding(
            service: service,
            implementation: candidate.implementationType,
            key: setting.key,
            value: value.rawValue,
            origin: source.origin
        )
        record(binding)
        return ChosenImplementation(binding: binding, choice: value, isSampleData: candidate.isSampleData, registrar: candidate.registrar)
    }

    /// An implementation no setting chooses, made by its initializer, recorded for `graph` all the same:
    /// `handler = context.fixed(UsersHandling.self, UsersHandler.self, initializer: UsersHandler.init)`.
    public func fixed<Service, Concrete, each Dependency>(
        _ service: Service.Type,
        _ implementation: Concrete.Type,
        initializer: @escaping (repeat each Dependency) -> Service
    ) -> Implementation<Service> {
        fixed(service, implementation) { container, name in container.register(Service.self, name: name, initializer: initializer) }
    }

    /// An implementation no setting chooses, made by a closure, recorded for `graph` all the same.
    public func fixed<Service, Concrete>(
        _ service: Service.Type,
        _ implementation: Concrete.Type,
        factory: @escaping (any Resolver) throws -> Service
    ) -> Implementation<Service> {
        fixed(service, implementation) { container, name in container.register(Service.self, name: name, factory: factory) }
    }

    private func fixed<Service>(
        _ service: Service.Type,
        _ implementation: any Any.Type,
        registrar: @escaping (Container, String?) -> ServiceEntry<Service>
    ) -> Implementation<Service> {
        let binding = Binding(service: service, implementation: implementation)
        record(binding)
        return Implementation(binding: binding, registrar: registrar)
    }

    /// The random source an app's own seed setting chooses: `SeededRandomSource` when the
    /// setting is set (every run repeats), else the platform's. Register it after
    /// `PlatformAssembly` (any component does) to replace the platform's:
    ///
    /// ```swift
    /// random = try context.randomSource(seededBy: RouletteSettings.seed)   // roulette.seed, or --seed
    /// random.register(in: container).inObjectScope(.container)
    /// ```
    public func randomSource(seededBy setting: Setting<Int>) throws(ConfigurationError) -> Implementation<any RandomSource> {
        let source = configuration.source(of: setting.key)
        guard let seed = try configuration.valueIfSet(of: setting) else {
            let random = platform.random
            let binding = Binding(
                service: (any RandomSource).self,
                implementation: type(of: random),
                key: setting.key,
                value: nil,
                origin: "unset"
            )
            record(binding)
            return Implementation(binding: binding) { container, name in container.register((any RandomSource).self, name: name) { _ in random } }
        }
        let seeded = SeededRandomSource(seed: UInt64(truncatingIfNeeded: seed))
        let binding = Binding(
            service: (any RandomSource).self,
            implementation: SeededRandomSource.self,
            key: setting.key,
            value: String(seed),
            origin: source?.origin
        )
        record(binding)
        return Implementation(binding: binding) { container, name in container.register((any RandomSource).self, name: name) { _ in seeded } }
    }

    /// Records a binding made some other way. A binding for a service already bound replaces it
    /// in place.
    public func record(_ binding: Binding) {
        recorded.update { bindings in
            if let index = bindings.firstIndex(where: { $0.serviceType == binding.serviceType }) {
                bindings[index] = binding
            } else {
                bindings.append(binding)
            }
        }
    }
}

extension SettingSource {
    /// Whether the value was given on the command line (`--set`, or a shorthand such as `--seed`).
    var isCommandLine: Bool {
        if case .commandLine = self { return true }
        return false
    }
}
