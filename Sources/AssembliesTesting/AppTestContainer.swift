import Assemblies
import Configuration
import Foundation
import Injection
import Platform
import SpecKit

/// A container built from an app's production assemblies with the test configuration
/// (`Config/test.json`, which wires `forbidden` implementations for everything that reaches the
/// network or the disk) and platform doubles: a buffered console, an empty environment, a fixed
/// clock, locations under a directory that does not exist, instant sleeping. A spec registers
/// mocks over it and resolves its subject; reaching a forbidden service fails with its name.
///
/// ```swift
/// it("keeps the stored people when the download fails") {
///     let app = try AppTestContainer(components: PeopleRouletteApp.components)
///     app.register(PeopleStoring.self) { _ in InMemoryPeopleStore(people: demo) }
///     app.register(PeopleSource.self) { _ in FailingPeopleSourceStub() }
///     let handler = try app.resolve(UsersHandler.self)
///     ...
/// }
/// ```
public final class AppTestContainer: Sendable {
    /// The container: production assemblies, then whatever the spec registered over them.
    public let container: Container
    /// The test configuration it was built for.
    public let configuration: ResolvedConfiguration
    /// What the assemblies chose, before any mock.
    public let bindings: [Binding]
    /// The platform doubles the container holds.
    public let platform: PlatformServices
    /// The console the container hands out: read what was written.
    public let console: BufferedConsole
    /// The clock the container hands out; advance it in a spec.
    public let clock: FixedClock

    /// Builds the container.
    ///
    /// - Parameters:
    ///   - components: The app's component assemblies (Platform is added first).
    ///   - overrides: `--set` style overrides over the test configuration, as `key=value`.
    ///   - environment: The environment variables the container and configuration see.
    ///   - configDirectory: Where `test.json` is; the project's `Config/` by default.
    public init(components: [any ComponentAssembly.Type], overrides: [String] = [], environment: [String: String] = [:],
                configDirectory: URL = ProjectDirectory.config) throws {
        let console = BufferedConsole()
        let clock = FixedClock(now: Date(timeIntervalSince1970: 1_700_000_000))
        let platform = PlatformServices(
            console: console, environment: DictionaryEnvironment(environment),
            locations: FixedFileLocations(root: URL(fileURLWithPath: "/nonexistent/app-test-container")),
            clock: clock, random: SeededRandomSource(seed: 0), sleeper: ImmediateSleeper())
        var settingOverrides: [SettingOverride] = []
        for text in overrides {
            guard let override = SettingOverride(assignment: text) else {
                throw ConfigurationError.invalidDeclaration(key: text, problem: "an override is written key=value, such as storage.backend=memory")
            }
            settingOverrides.append(override)
        }
        let assembler = AppAssembler(components: components)
        let configuration = try assembler.loadConfiguration(
            ConfigurationRequest(environmentName: "test", configDirectory: configDirectory.path, overrides: settingOverrides), platform: platform)
        let app = try assembler.assemble(configuration: configuration, platform: platform)
        container = app.container
        self.configuration = configuration
        bindings = app.bindings
        self.platform = platform
        self.console = console
        self.clock = clock
    }

    /// Registers a mock, stub or spy over whatever the assemblies registered for `service`.
    @discardableResult
    public func register<Service>(_ service: Service.Type, name: String? = nil, factory: @escaping (Resolver) throws -> Service) -> ServiceEntry<Service> {
        container.register(service, name: name, factory: factory)
    }

    /// Resolves the subject of a spec. A forbidden dependency on its path fails with the path
    /// and the service to mock.
    public func resolve<Service>(_ service: Service.Type, name: String? = nil) throws(ResolutionError) -> Service {
        try container.resolving(service, name: name)
    }

    /// Resolves the subject, or records a failure at the caller's line (with the resolution
    /// path and the service to mock) and returns nil.
    public func subject<Service>(_ service: Service.Type, name: String? = nil,
                                 fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) -> Service? {
        do {
            return try container.resolving(service, name: name)
        } catch {
            fail(error.description, fileID: fileID, filePath: filePath, line: line, column: column)
            return nil
        }
    }
}

/// Where the project's files are, found from this source file's path at compile time: specs
/// run inside the package, so the test configuration is always the project's own.
public enum ProjectDirectory {
    /// The package root.
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()   // AssembliesTesting
        .deletingLastPathComponent()   // Sources
        .deletingLastPathComponent()   // package root

    /// `Config/` of the project.
    public static let config: URL = root.appendingPathComponent("Config")
}
