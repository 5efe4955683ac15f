import Configuration
import Injection
import Platform

/// Builds an app's container: the configuration schema from its components' settings, the
/// configuration itself, then every component assembly (Platform first) into one container,
/// validated as a whole before any command runs, or, in a run, when a resolution fails
/// (`GraphValidation`).
///
/// ```swift
/// let assembler = AppAssembler(components: [NetworkingAssembly.self, PeopleRouletteAssembly.self])
/// let configuration = try assembler.loadConfiguration(request, search: .app("people-roulette", locations: platform.locations), platform: platform)
/// let app = try assembler.assemble(configuration: configuration, platform: platform)
/// let viewModel = try app.resolver.resolving(RouletteViewModel.self)
/// ```
public struct AppAssembler: Sendable {
    /// The app's component assemblies, without `PlatformAssembly`, which is always first.
    public let components: [any ComponentAssembly.Type]
    /// The app's own defaults for keys its components declare (`http.max-redirects`), in place
    /// of the declarations' defaults.
    public let defaults: [SettingDefault]

    /// Creates an assembler for the app's component assemblies, in the order they register,
    /// with the app's own defaults for any of their keys.
    public init(components: [any ComponentAssembly.Type], defaults: [SettingDefault] = []) {
        self.components = components
        self.defaults = defaults
    }

    /// `PlatformAssembly` and the app's components, in assembly order.
    public var allComponents: [any ComponentAssembly.Type] { [PlatformAssembly.self] + components }

    /// Exactly the keys the app's components declare, with the framework's one, `log.level`
    /// (`PlatformAssembly`'s), each with the app's own default when it gives one (a default for
    /// a key no component declares is an error). Two components
    /// may declare one key alike (both read `http.timeout`); declaring it differently is an
    /// error naming both components. Every declaration is checked (see `ConfigurationSchema.init(_:)`):
    /// this is the schema specs check, through `haveConsistentSettings()`; a run loads its
    /// configuration on `runtimeSchema()`, which skips those checks.
    public func schema() throws(ConfigurationError) -> ConfigurationSchema {
        var owners: [String: (declaration: SettingDeclaration, component: any ComponentAssembly.Type)] = [:]
        var settings: [any SettingDeclaring] = []
        for component in allComponents {
            for setting in component.settings {
                let declaration = setting.declaration
                if let owner = owners[declaration.key] {
                    guard owner.declaration == declaration else {
                        let problem = "\(typeName(owner.component)) and \(typeName(component)) declare it differently"
                        throw .invalidDeclaration(key: declaration.key, problem: problem)
                    }
                    continue
                }
                owners[declaration.key] = (declaration, component)
                settings.append(setting)
            }
        }
        for appDefault in defaults where !settings.contains(where: { $0.declaration.key == appDefault.key }) {
            throw .invalidDeclaration(key: appDefault.key, problem: "the app gives it a default, but none of its components declares it")
        }
        return try ConfigurationSchema(applyingDefaults(to: settings))
    }

    /// The settings with the app's defaults in place of their declared ones.
    private func applyingDefaults(to settings: [any SettingDeclaring]) -> [any SettingDeclaring] {
        guard !defaults.isEmpty else { return settings }
        return settings.map { setting in
            guard let appDefault = defaults.last(where: { $0.key == setting.declaration.key }) else { return setting }
            return setting.declaration.withAppDefault(appDefault.value)
        }
    }

    /// The same keys as `schema()`, indexed without checking the declarations: what every run
    /// loads its configuration on. The checks cost more than the rest of loading, gave the same
    /// answer at every start, and the app's specs make them once (`haveConsistentSettings()`).
    /// Of a key declared twice, the first component's declaration is kept.
    public func runtimeSchema() -> ConfigurationSchema {
        var settings: [any SettingDeclaring] = []
        for component in allComponents { settings += component.settings }
        return ConfigurationSchema(unchecked: applyingDefaults(to: settings))
    }

    /// Loads the layered configuration for a command line's request, finding the files by `search`,
    /// on `runtimeSchema()`: the values are checked, the declarations are not.
    public func loadConfiguration(
        _ request: ConfigurationRequest,
        search: ConfigurationSearch,
        platform: PlatformServices,
        fileSystem: any ConfigurationFileSystem = LocalConfigurationFileSystem()
    ) throws(ConfigurationError) -> ResolvedConfiguration {
        try ConfigurationLoader(
            schema: runtimeSchema(),
            environment: platform.environment,
            locations: platform.locations,
            search: search,
            fileSystem: fileSystem
        )
        .load(request)
    }

    /// Makes every assembly for the configuration (which chooses implementations), applies them
    /// to a new container, and, with `.beforeUse` validation, validates the graph. Throws the
    /// first configuration or choice problem, or every graph problem at once. `choosing` is
    /// `.configured` in production; the testing module passes its own. A run passes
    /// `.onFailure` (see `GraphValidation`). Components resolve `logger` (by default one on
    /// standard error at the configuration's `log.level`, see `AssemblyContext`).
    public func assemble(
        configuration: ResolvedConfiguration,
        platform: PlatformServices,
        container: Container = Container(),
        choosing: AssemblyContext.Choosing = .configured,
        validation: GraphValidation = .beforeUse,
        logger: Logger? = nil
    ) throws -> AssembledApp {
        let context = AssemblyContext(configuration: configuration, platform: platform, choosing: choosing, logger: logger)
        var assemblies: [any Assembly] = []
        for component in allComponents {
            assemblies.append(try component.init(context: context))
        }
        _ = Assembler(assemblies, container: container)
        if case .beforeUse = validation {
            let report = container.validate()
            guard report.isValid else { throw AssemblyError.invalidGraph(report) }
        }
        return AssembledApp(container: container, configuration: configuration, bindings: context.bindings, validation: validation)
    }
}
