import Configuration
import Injection
import Platform

/// Builds an app's container: the configuration schema from its components' settings, the
/// configuration itself, then every component assembly (Platform first) into one container,
/// validated as a whole before any command runs.
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

    public init(components: [any ComponentAssembly.Type]) {
        self.components = components
    }

    /// `PlatformAssembly` and the app's components, in assembly order.
    public var allComponents: [any ComponentAssembly.Type] { [PlatformAssembly.self] + components }

    /// Exactly the keys the app's components declare: the framework adds none. Two components
    /// may declare one key alike (both read `http.timeout`); declaring it differently is an
    /// error naming both components.
    public func schema() throws(ConfigurationError) -> ConfigurationSchema {
        var owners: [String: (declaration: SettingDeclaration, component: String)] = [:]
        var settings: [any SettingDeclaring] = []
        for component in allComponents {
            let name = _typeName(component, qualified: false)
            for setting in component.settings {
                let declaration = setting.declaration
                if let owner = owners[declaration.key] {
                    guard owner.declaration == declaration else {
                        throw .invalidDeclaration(key: declaration.key, problem: "\(owner.component) and \(name) declare it differently")
                    }
                    continue
                }
                owners[declaration.key] = (declaration, name)
                settings.append(setting)
            }
        }
        return try ConfigurationSchema(settings)
    }

    /// Loads the layered configuration for a command line's request, finding the files by `search`.
    public func loadConfiguration(_ request: ConfigurationRequest, search: ConfigurationSearch, platform: PlatformServices,
                                  fileSystem: any ConfigurationFileSystem = LocalConfigurationFileSystem()) throws(ConfigurationError) -> ResolvedConfiguration {
        try ConfigurationLoader(schema: try schema(), environment: platform.environment, locations: platform.locations, search: search, fileSystem: fileSystem)
            .load(request)
    }

    /// Makes every assembly for the configuration (which chooses implementations), applies them
    /// to a new container, and validates the graph. Throws the first configuration or choice
    /// problem, or every graph problem at once. `choosing` is `.configured` in production; the
    /// testing module passes its own.
    public func assemble(configuration: ResolvedConfiguration, platform: PlatformServices, container: Container = Container(),
                         choosing: AssemblyContext.Choosing = .configured) throws -> AssembledApp {
        let context = AssemblyContext(configuration: configuration, platform: platform, choosing: choosing)
        var assemblies: [any Assembly] = []
        for component in allComponents {
            assemblies.append(try component.init(context: context))
        }
        _ = Assembler(assemblies, container: container)
        let report = container.validate()
        guard report.isValid else { throw AssemblyError.invalidGraph(report) }
        return AssembledApp(container: container, configuration: configuration, bindings: context.bindings)
    }
}
