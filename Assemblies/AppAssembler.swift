import Configuration
import Injection
import Platform

/// Builds an app's container: the configuration schema from every component's settings, the
/// configuration itself, then every component assembly (Platform first) into one container,
/// validated as a whole before any command runs.
///
/// ```swift
/// let assembler = AppAssembler(components: [NetworkingAssembly.self, StorageAssembly.self, PeopleRouletteAssembly.self])
/// let configuration = try assembler.loadConfiguration(request, platform: platform)
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

    /// Every key the project declares (`ProjectSettings.all`) and every key of the components.
    public func schema() throws(ConfigurationError) -> ConfigurationSchema {
        try ConfigurationSchema(ProjectSettings.all + allComponents.flatMap { $0.settings })
    }

    /// Loads the layered configuration for a command line's request.
    public func loadConfiguration(_ request: ConfigurationRequest, platform: PlatformServices,
                                  fileSystem: any ConfigurationFileSystem = LocalConfigurationFileSystem()) throws(ConfigurationError) -> ResolvedConfiguration {
        try ConfigurationLoader(schema: try schema(), environment: platform.environment, locations: platform.locations, fileSystem: fileSystem)
            .load(request)
    }

    /// Makes every assembly for the configuration (which chooses implementations), applies them
    /// to a new container, and validates the graph. Throws the first configuration or choice
    /// problem, or every graph problem at once.
    public func assemble(configuration: ResolvedConfiguration, platform: PlatformServices, container: Container = Container()) throws -> AssembledApp {
        let context = AssemblyContext(configuration: configuration, platform: platform)
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
