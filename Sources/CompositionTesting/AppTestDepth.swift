import Composition
import Foundation
import Platform
import PlatformTesting
import SpecKitRobot

/// How deep `Application.test(_:filePath:_:)` takes a spec into an app, and what the spec's
/// body is handed to drive it: one of three depths, each also a building block of its own.
///
/// - `container`: the app's own graph, assembled from its production components on its
///   configuration, with every implementation a setting chooses left for the spec to mock. The
///   body gets an `AppTestContainer`: register mocks, resolve the subject.
/// - `inProcess`: the whole app (parser, configuration, composition root, commands, error
///   printer) run in this process on platform doubles. The body gets a `CommandRobot`.
/// - `executable`: the built binary, run in a temporary directory. The body gets a
///   `CommandRobot` too, so one body runs at either depth.
///
/// ```swift
/// try await StandupApp.application.test(.container) { app in
///     app.register((any TeamListing).self) { _ in TeamListingStub(names: ["Ada", "Alan"]) }
///     let shuffler = try app.resolve(StandupShuffler.self)
///     expect(try shuffler.order().count) == 2
/// }
/// try await StandupApp.application.test(.inProcess) { robot in
///     try await robot.arguments("order", "--seed", "3").run().expectExitCode(0)
/// }
/// ```
public struct AppTestDepth<Client>: Sendable {
    let client: @Sendable (_ application: Application, _ filePath: StaticString) throws -> Client

    init(client: @escaping @Sendable (_ application: Application, _ filePath: StaticString) throws -> Client) {
        self.client = client
    }
}

extension AppTestDepth where Client == AppTestContainer {
    /// The app's graph, with mocks: an `AppTestContainer` on the app's configuration, no override.
    ///
    /// ```swift
    /// try await PeopleRouletteApp.application.test(.container) { app in
    ///     app.register((any PeopleStoring).self) { _ in InMemoryPeopleStore() }
    ///     app.register((any PeopleSource).self) { _ in PeopleSourceStub(result: .success([])) }
    ///     let viewModel = try app.resolve(RouletteViewModel.self)
    ///     expect(viewModel.minimum) == 1
    /// }
    /// ```
    public static var container: AppTestDepth { container() }

    /// The app's graph, with mocks, on `--set` style `overrides` (a choice set here gets its real
    /// implementation) and the given environment variables; see `AppTestContainer.init`.
    ///
    /// ```swift
    /// try await WeatherApp.application.test(.container(overrides: ["weather.units=imperial"])) { app in ... }
    /// ```
    public static func container(overrides: [String] = [], environment: [String: String] = [:], configDirectory: URL? = nil) -> AppTestDepth {
        AppTestDepth { application, filePath in
            try AppTestContainer(application, overrides: overrides, environment: environment, configDirectory: configDirectory, filePath: filePath)
        }
    }
}

extension AppTestDepth where Client == CommandRobot {
    /// The app run in this process, as its `main.swift` runs it, on platform doubles: a buffered
    /// console, only the robot's variables (`PATH`, `HOME` and what the spec adds), home and
    /// working directory in the robot's temporary directory (`<root>/home`, `<root>/work`), a
    /// fixed clock, a seeded random source and instant sleeping. A relative path the app opens
    /// through `RegularFile` resolves against the robot's working directory
    /// (`WorkingDirectory.current`), as in the built binary. No configuration folder unless
    /// the spec writes one (`robot.createFile(at: "Config/<app>/default.json", ...)`).
    ///
    /// ```swift
    /// try await StandupApp.application.test(.inProcess) { robot in
    ///     try await robot.arguments("order", "--seed", "3").run()
    ///         .expectExitCode(0)
    ///         .expectOutput(equals: "#  NAME\n1  Edsger\n2  Alan\n3  Grace\n4  Ada\n")
    /// }
    /// ```
    public static var inProcess: AppTestDepth {
        AppTestDepth { application, _ in
            CommandRobot(name: application.name) { invocation in
                let console = BufferedConsole()
                let platform = PlatformServices.doubles(root: invocation.root, environment: invocation.environment, console: console)
                // A relative file argument is opened in the robot's working directory, as the built binary opens it.
                let status = await WorkingDirectory.with(platform.locations.currentDirectory) {
                    await application.run(invocation.arguments, platform: platform)
                }
                return .init(exitCode: status.rawValue, standardOutput: console.output.text, standardError: console.error.text)
            }
        }
    }

    /// The app's built executable, the product named as the app, run in a temporary HOME and
    /// working directory (see `CommandRobot`).
    ///
    /// ```swift
    /// try await PeopleRouletteApp.application.test(.executable) { robot in
    ///     try await robot.arguments("--version").run().expectExitCode(0)
    /// }
    /// ```
    public static var executable: AppTestDepth { executable(named: nil) }

    /// The built executable product `name` (the app's own name when nil).
    public static func executable(named name: String?) -> AppTestDepth {
        AppTestDepth { application, _ in try CommandRobot.builtProduct(named: name ?? application.name) }
    }
}
