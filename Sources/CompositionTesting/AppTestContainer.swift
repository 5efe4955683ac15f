import Composition
import Configuration
import Foundation
import Injection
import Platform
import PlatformTesting

/// A container built from an app's production assemblies, for a spec: the app's own
/// configuration (its folder of the spec's package, `Config/<app>/`, with `test.json` over
/// `default.json` when there is one), platform doubles (a buffered console, an empty
/// environment, a fixed clock, locations under a directory that does not exist, instant
/// sleeping, a seeded random source), and every implementation chosen by a setting replaced by
/// a factory that fails naming the mock to register. A spec registers mocks over it and
/// resolves its subject, exactly as the app resolves it. It is what
/// `Application.test(_:filePath:_:)` hands a spec at the depth `.container`.
///
/// ```swift
/// it("keeps the stored people when the download fails") {
///     try await PeopleRouletteApp.application.test(.container) { app in
///         app.register((any PeopleStoring).self) { _ in InMemoryPeopleStore(people: demo) }
///         app.register((any PeopleSource).self) { _ in FailingPeopleSourceStub() }
///         let handler = try app.resolve(PeopleHandler.self)
///         ...
///     }
/// }
/// ```
///
/// The graph is validated when the subject is resolved, after the spec's mocks replaced the
/// failing factories, so the graph validated is the graph resolved. Every service the subject
/// reaches through declared dependencies and the spec did not mock is reported at once, in one
/// `ForgottenMocks` error. A choice the spec sets in `overrides` (`"storage.backend=memory"`)
/// gets the real implementation it names.
public final class AppTestContainer: Sendable {
    /// The container: production assemblies, then whatever the spec registered over them.
    public let container: Container
    /// The configuration it was built for.
    public let configuration: ResolvedConfiguration
    /// What the assemblies chose, before any mock.
    public let bindings: [Binding]
    /// The platform doubles the container holds.
    public let platform: PlatformServices
    /// The console the container hands out: read what was written.
    public let console: BufferedConsole
    /// The clock the container hands out; advance it in a spec.
    public let clock: FixedClock
    /// What the app's `Logger` wrote, at the configuration's `log.level` (set it with an
    /// override, `"log.level=debug"`), secrets redacted: assert on `logs.entries`.
    public let logs: CapturingLogHandler
    /// The services the spec registered, by name, and whether the graph was validated since.
    private let state = LockedValue<(mocked: Set<ObjectIdentifier>, validated: Bool)>(([], false))

    /// The environment a test container loads over `default.json`, when the app has its file.
    public static let environmentName = "test"
    /// The seed of the random source the container hands out, unless the app seeds its own.
    public static let seed: UInt64 = 1

    /// Builds the container.
    ///
    /// - Parameters:
    ///   - application: The app whose components are assembled and whose name finds its configuration.
    ///   - overrides: `--set` style overrides, as `key=value`; a choice set here is real, not mocked.
    ///   - environment: The environment variables the container and configuration see.
    ///   - configDirectory: Where the app's configuration files are. By default, `Config/<app>/` of
    ///     the package the calling spec file belongs to (found from `filePath`); none when that
    ///     folder does not exist, so the app runs on its compiled-in defaults. Never another package's.
    ///   - filePath: The calling spec's file, which finds its package; leave it to the caller's.
    public init(
        _ application: Application,
        overrides: [String] = [],
        environment: [String: String] = [:],
        configDirectory: URL? = nil,
        filePath: StaticString = #filePath
    ) throws {
        let console = BufferedConsole()
        let clock = FixedClock(now: Date(timeIntervalSince1970: 1_700_000_000))
        let logs = CapturingLogHandler()
        let platform = PlatformServices.doubles(
            root: URL(fileURLWithPath: "/nonexistent/app-test-container"),
            environment: environment,
            console: console,
            clock: clock,
            seed: Self.seed,
            logHandler: logs
        )
        var settingOverrides: [SettingOverride] = []
        for text in overrides {
            guard let override = SettingOverride(assignment: text) else {
                throw InvalidOverride(text: text)
            }
            settingOverrides.append(override)
        }
        let directory = configDirectory ?? SpecPackage.configDirectory(of: application.name, from: "\(filePath)")
        // Only the directory given or found: never the user's, never the working directory's.
        var search = application.configurationSearch(locations: platform.locations)
        search.fallbacks = directory.map { [ConfigurationDirectory(url: $0, origin: .projectDirectory)] } ?? []
        search.defaultEnvironment = Self.environmentName
        let configuration = try application.assembler.loadConfiguration(
            ConfigurationRequest(overrides: settingOverrides),
            search: search,
            platform: platform
        )
        let app = try application.assembler.assemble(
            configuration: configuration,
            platform: platform,
            choosing: .overriddenOnly { service, key in UnmockedDependency(service: service, key: key) },
            validation: .onFailure,
            logger: LoggingSettings.logger(label: application.name, configuration: configuration, platform: platform)
        )
        container = app.container
        self.configuration = configuration
        bindings = app.bindings
        self.platform = platform
        self.console = console
        self.clock = clock
        self.logs = logs
    }

    /// Registers a mock, stub or spy over whatever the assemblies registered for `service`.
    ///
    /// ```swift
    /// app.register((any RecordStoring<CachedRates>).self) { _ in InMemoryRecordStore<CachedRates>() }
    /// ```
    @discardableResult
    public func register<Service>(
        _ service: Service.Type,
        name: String? = nil,
        factory: @escaping (any Resolver) throws -> Service
    ) -> ServiceEntry<Service> {
        state.update { state in
            if name == nil { state.mocked.insert(ObjectIdentifier(service)) }
            state.validated = false
        }
        return container.register(service, name: name, factory: factory)
    }

    /// Resolves the subject of a spec, as the app resolves it. First validates the graph as the
    /// spec's registrations left it (throwing `AssemblyError.invalidGraph` with every problem),
    /// then looks for every service the subject reaches and the spec did not mock (throwing one
    /// `ForgottenMocks` that names them all, with their paths and the hint); an unmocked service
    /// reached only through a closure factory, whose dependencies are unknown until it runs,
    /// fails the same way when it is reached.
    ///
    /// ```swift
    /// let handler = try app.resolve(PeopleHandler.self)
    /// ```
    public func resolve<Service>(_ service: Service.Type, name: String? = nil) throws -> Service {
        let key = RegistrationKey(service, name: name)
        try validate()
        let forgotten = unmocked(from: key)
        if !forgotten.isEmpty { throw ForgottenMocks(subject: key.description, dependencies: forgotten) }
        do {
            return try container.resolving(service, name: name)
        } catch {
            guard case let .factoryFailed(cause) = error.reason, let unmocked = cause as? UnmockedDependency else { throw error }
            throw ForgottenMocks(
                subject: key.description,
                dependencies: [
                    UnmockedDependency(
                        service: unmocked.service,
                        key: unmocked.key,
                        path: error.path.map(\.description)
                    )
                ]
            )
        }
    }

    /// Validates the whole graph once after the last registration.
    private func validate() throws {
        guard !state.value.validated else { return }
        let report = container.validate()
        guard report.isValid else { throw AssemblyError.invalidGraph(report) }
        state.update { $0.validated = true }
    }

    /// Every service `key` reaches through declared dependencies that a setting chooses and the
    /// spec did not mock, with the shortest path to it.
    private func unmocked(from key: RegistrationKey) -> [UnmockedDependency] {
        let mocked = state.value.mocked
        var required: [ObjectIdentifier: String] = [:]
        for binding in bindings where binding.implementationType == nil && !mocked.contains(ObjectIdentifier(binding.serviceType)) {
            required[ObjectIdentifier(binding.serviceType)] = binding.key
        }
        guard !required.isEmpty else { return [] }
        return container.dependencyPaths(from: key).compactMap { path in
            guard let last = path.last, last.name == nil, last.argumentTypes.isEmpty, let setting = required[ObjectIdentifier(last.serviceType)]
            else { return nil }
            return UnmockedDependency(service: last.typeDescription, key: setting, path: path.map(\.description))
        }
    }
}

extension PlatformServices {
    /// Platform doubles for a spec that runs an app in-process: a buffered console, only the
    /// given variables, locations under `root` (home `<root>/home`, working directory
    /// `<root>/work`), a fixed clock, a seeded random source and instant sleeping; log entries
    /// go to `logHandler` when given, else to the console's standard error, as in a run.
    ///
    /// ```swift
    /// let code = await MyApp.application.run(["greet"], platform: .doubles(root: directory, console: console))
    /// ```
    public static func doubles(
        root: URL,
        environment: [String: String] = [:],
        console: BufferedConsole = BufferedConsole(),
        clock: FixedClock = FixedClock(now: Date(timeIntervalSince1970: 0)),
        seed: UInt64 = 0,
        logHandler: (any LogHandler)? = nil
    ) -> PlatformServices {
        PlatformServices(
            console: console,
            environment: DictionaryEnvironment(environment),
            locations: FixedFileLocations(root: root),
            clock: clock,
            random: SeededRandomSource(seed: seed),
            sleeper: ImmediateSleeper(),
            logHandler: logHandler
        )
    }
}
