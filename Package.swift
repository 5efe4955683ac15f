// swift-tools-version: 6.0
//
// One package, zero package dependencies: only the Swift toolchain, the system's libsqlite3 and
// libcurl, which CCurl opens at run time (no curl headers needed).
// Layout and the direction of the arrows between modules: docs/ARCHITECTURE.md.
import PackageDescription

#if os(Linux)
import Foundation
#endif

/// How SQLite is linked. On Linux, statically from the system's archive when it ships one (Debian's
/// and Ubuntu's libsqlite3-dev do): the shared libsqlite3 is built to bind all its symbols at load,
/// each looked up through every library of the process before libc answers, at every start of
/// every program that links Storage, `help` included (docs/ARCHITECTURE.md, "Start-up";
/// Benchmarks/README.md has the figures). Elsewhere, and where no archive is found, the shared library.
let sqliteLinking: [LinkerSetting] = {
    #if os(Linux)
    let archives = ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib"]
        .map { $0 + "/libsqlite3.a" }
    if archives.contains(where: { FileManager.default.fileExists(atPath: $0) }) {
        return [.linkedLibrary(":libsqlite3.a")]
    }
    #endif
    return [.linkedLibrary("sqlite3")]
}()

let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    // `any P` wherever a protocol is used as a type, as the anchors (hummingbird) require.
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "Roulette",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "SpecKit", targets: ["SpecKit"]),
        .library(name: "SpecKitHTTP", targets: ["SpecKitHTTP"]),
        .library(name: "SpecKitRobot", targets: ["SpecKitRobot"]),
        // Quick's and Nimble's module names over SpecKit, for suites ported with their imports unchanged.
        .library(name: "Quick", targets: ["Quick"]),
        .library(name: "Nimble", targets: ["Nimble"]),
        .library(name: "Platform", targets: ["Platform"]),
        .library(name: "PlatformTesting", targets: ["PlatformTesting"]),
        .library(name: "Networking", targets: ["Networking"]),
        .library(name: "NetworkingTesting", targets: ["NetworkingTesting"]),
        // The HTTP component an app includes with one line: http.* settings, proxies, CA file, limits, one handler.
        .library(name: "NetworkingAssemblies", targets: ["NetworkingAssemblies"]),
        .library(name: "Storage", targets: ["Storage"]),
        .library(name: "Injection", targets: ["Injection"]),
        .library(name: "InjectionTesting", targets: ["InjectionTesting"]),
        .library(name: "Configuration", targets: ["Configuration"]),
        .library(name: "CLI", targets: ["CLI"]),
        .library(name: "Composition", targets: ["Composition"]),
        .library(name: "CompositionTesting", targets: ["CompositionTesting"]),
        .executable(name: "people-roulette", targets: ["people-roulette"]),
        .executable(name: "weather", targets: ["weather"]),
        .library(name: "Promises", targets: ["Promises"]),
        .library(name: "Observables", targets: ["Observables"]),
        .plugin(name: "SpecKitPlugin", targets: ["SpecKitPlugin"]),
    ],
    targets: [
        // MARK: Platform (the globals, behind protocols: clock, randomness, environment, paths, console)
        .target(name: "Platform", swiftSettings: strict),
        // Its testing companion: the doubles of its protocols (FixedClock, SeededRandomNumberGenerator).
        .target(name: "PlatformTesting", dependencies: ["Platform"], swiftSettings: strict),
        .testTarget(
            name: "PlatformSpecs",
            dependencies: ["Platform", "SpecKit", "PlatformTesting"],
            swiftSettings: strict,
            plugins: ["SpecKitPlugin"]
        ),

        // MARK: Networking (APIRequest, APIRequesting, the libcurl handler, typed HTTP errors)
        // CCurl opens libcurl with dlopen on the first request: nothing is loaded before.
        .target(name: "CCurl"),
        .target(name: "Networking", dependencies: ["CCurl", "Platform"], swiftSettings: strict),
        // Its testing companion: a transport that answers from SpecKit's HTTPStubs.
        .target(name: "NetworkingTesting", dependencies: ["Networking", "SpecKit", "SpecKitHTTP"], swiftSettings: strict),
        .testTarget(
            name: "NetworkingSpecs",
            dependencies: ["Networking", "NetworkingTesting", "Platform", "SpecKit", "SpecKitHTTP"],
            swiftSettings: strict,
            plugins: ["SpecKitPlugin"]
        ),

        // MARK: Storage (record-store protocols, SQLite store through CSQLite, in-memory store)
        .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"])]),
        .target(name: "Storage", dependencies: ["CSQLite", "Platform"], swiftSettings: strict, linkerSettings: sqliteLinking),
        .testTarget(
            name: "StorageSpecs",
            dependencies: ["Storage", "CSQLite", "Platform", "PlatformTesting", "SpecKit"],
            swiftSettings: strict,
            plugins: ["SpecKitPlugin"]
        ),

        // MARK: Configuration (layered settings with provenance: defaults < files < environment < --set)
        .target(name: "Configuration", dependencies: ["Platform"], swiftSettings: strict),
        .testTarget(
            name: "ConfigurationSpecs",
            dependencies: ["Configuration", "Platform", "PlatformTesting", "SpecKit"],
            swiftSettings: strict,
            plugins: ["SpecKitPlugin"]
        ),

        // MARK: CLI (argument parsing, help, rendering, the error printer: parsing and rendering only)
        .target(name: "CLI", dependencies: ["Platform"], swiftSettings: strict),
        .testTarget(
            name: "CLISpecs",
            dependencies: ["CLI", "Configuration", "Platform", "SpecKit", "SpecKitRobot"],
            exclude: ["__Snapshots__", "Generation/__Snapshots__"],
            swiftSettings: strict,
            plugins: ["SpecKitPlugin"]
        ),

        // MARK: Promises (workers, promises and futures; bridges to async/await)
        .target(name: "Promises", dependencies: ["Platform"], swiftSettings: strict),
        .testTarget(
            name: "PromisesSpecs",
            dependencies: ["Promises", "Platform", "PlatformTesting", "SpecKit"],
            swiftSettings: strict,
            plugins: ["SpecKitPlugin"]
        ),

        // MARK: Observables (observable values and view state for view-models and presenters)
        .target(name: "Observables", dependencies: ["Platform"], swiftSettings: strict),
        .testTarget(
            name: "ObservablesSpecs",
            dependencies: ["Observables", "Platform", "SpecKit"],
            swiftSettings: strict,
            plugins: ["SpecKitPlugin"]
        ),

        // MARK: PeopleRoulette (the people-roulette feature: people, sources, handlers, view-models)
        .target(name: "PeopleRoulette", dependencies: ["Platform", "Networking", "Storage"], swiftSettings: strict),
        .testTarget(
            name: "PeopleRouletteSpecs",
            dependencies: [
                "PeopleRoulette", "PeopleRouletteAssemblies", "Composition", "CompositionTesting", "Injection", "Networking", "NetworkingTesting",
                "Storage", "Platform", "SpecKit", "SpecKitHTTP", "PlatformTesting",
            ],
            swiftSettings: strict,
            plugins: ["SpecKitPlugin"]
        ),
        // The commands of people-roulette and how they render the view-models (tables, JSON).
        .target(name: "PeopleRouletteCLI", dependencies: ["PeopleRoulette", "CLI"], swiftSettings: strict),
        .testTarget(
            name: "PeopleRouletteCLISpecs",
            dependencies: [
                "PeopleRouletteCLI", "PeopleRoulette", "PeopleRouletteAssemblies", "CompositionTesting", "CLI", "Platform", "Storage", "CSQLite",
                "NetworkingTesting", "SpecKit",
                "SpecKitHTTP", "SpecKitRobot", "PlatformTesting",
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: strict,
            plugins: ["SpecKitPlugin"]
        ),
        // The composition root of people-roulette: its components, settings and --seed.
        .target(
            name: "PeopleRouletteAssemblies",
            dependencies: [
                "Composition", "NetworkingAssemblies", "PeopleRoulette", "PeopleRouletteCLI", "CLI", "Configuration", "Injection", "Networking",
                "Platform",
            ],
            path: "Assemblies/PeopleRoulette",
            swiftSettings: strict
        ),
        .testTarget(
            name: "PeopleRouletteAssembliesSpecs",
            dependencies: [
                "PeopleRouletteAssemblies", "CompositionTesting", "Composition", "PeopleRoulette", "Configuration", "Injection", "Networking",
                "Platform", "SpecKit", "SpecKitRobot",
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: strict,
            plugins: ["SpecKitPlugin"]
        ),
        // The executable: main.swift only.
        .executableTarget(name: "people-roulette", dependencies: ["PeopleRouletteAssemblies", "Composition"], swiftSettings: strict),

        // MARK: Weather (the weather feature: location, conditions, providers, workers, view-models)
        .target(name: "Weather", dependencies: ["Platform", "Promises", "Observables", "Networking"], swiftSettings: strict),
        .testTarget(
            name: "WeatherSpecs",
            dependencies: [
                "Weather", "WeatherAssemblies", "CompositionTesting", "Platform", "Promises", "Observables", "Networking", "NetworkingTesting",
                "SpecKit", "SpecKitHTTP",
            ],
            swiftSettings: strict,
            plugins: ["SpecKitPlugin"]
        ),
        // The composition root of weather: its components and settings.
        .target(
            name: "WeatherAssemblies",
            dependencies: ["Composition", "NetworkingAssemblies", "Weather", "WeatherCLI", "CLI", "Configuration", "Injection", "Networking"],
            path: "Assemblies/Weather",
            swiftSettings: strict
        ),
        .testTarget(
            name: "WeatherAssembliesSpecs",
            dependencies: [
                "WeatherAssemblies", "CompositionTesting", "Composition", "Weather", "Promises", "Observables", "Configuration", "Injection",
                "SpecKit",
            ],
            swiftSettings: strict,
            plugins: ["SpecKitPlugin"]
        ),
        .executableTarget(name: "weather", dependencies: ["WeatherAssemblies", "Composition"], swiftSettings: strict),
        // The commands of weather and the terminal views that bind to its view-models (text, colour, JSON).
        .target(name: "WeatherCLI", dependencies: ["Weather", "CLI", "Observables", "Platform"], swiftSettings: strict),
        .testTarget(
            name: "WeatherCLISpecs",
            dependencies: [
                "WeatherCLI", "Weather", "WeatherAssemblies", "Composition", "CompositionTesting", "CLI", "Observables", "Platform", "SpecKit",
                "SpecKitHTTP", "SpecKitRobot",
            ],
            exclude: ["__Snapshots__", "EndToEnd/__Snapshots__"],
            swiftSettings: strict,
            plugins: ["SpecKitPlugin"]
        ),

        // MARK: Injection (the container: Swinject's API, typed errors, validation, diagnostics)
        .target(name: "Injection", swiftSettings: strict),
        .target(name: "InjectionTesting", dependencies: ["Injection", "SpecKit"], swiftSettings: strict),
        .testTarget(
            name: "InjectionSpecs",
            dependencies: ["Injection", "InjectionTesting", "SpecKit"],
            swiftSettings: strict,
            plugins: ["SpecKitPlugin"]
        ),

        // MARK: Composition (the application framework: the app, its assembler and component assemblies, config and graph)
        .target(name: "Composition", dependencies: ["Injection", "Configuration", "CLI", "Platform"], swiftSettings: strict),
        // Its testing companion: the test container, whole-app checks and shared examples for specs
        // (the command-line surface's checks run the completion scripts through SpecKitRobot's shells).
        .target(
            name: "CompositionTesting",
            dependencies: ["Composition", "CLI", "Configuration", "Injection", "Platform", "SpecKit", "SpecKitRobot", "PlatformTesting"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "CompositionSpecs",
            dependencies: [
                "Composition", "CompositionTesting", "CLI", "Configuration", "Injection", "Platform", "PlatformTesting", "SpecKit", "SpecKitRobot",
            ],
            swiftSettings: strict,
            plugins: ["SpecKitPlugin"]
        ),

        // MARK: The networking component, one assembly every app that sends HTTP requests includes
        .target(
            name: "NetworkingAssemblies",
            dependencies: ["Composition", "Configuration", "Injection", "Networking", "Platform"],
            path: "Assemblies/Networking",
            swiftSettings: strict
        ),
        .testTarget(
            name: "NetworkingAssembliesSpecs",
            dependencies: ["NetworkingAssemblies", "Composition", "CompositionTesting", "Configuration", "Injection", "Networking", "SpecKit"],
            swiftSettings: strict,
            plugins: ["SpecKitPlugin"]
        ),

        // MARK: SpecKit (the BDD DSL every spec is written in)
        .target(name: "SpecKit", swiftSettings: strict),
        // HTTP stubs for URLSession and any transport, and a loopback HTTP server for end-to-end specs.
        .target(name: "SpecKitHTTP", dependencies: ["SpecKit", "Platform"], swiftSettings: strict),
        // The process robot: runs a built executable in a temporary directory and checks what it did.
        .target(name: "SpecKitRobot", dependencies: ["SpecKit", "Platform"], swiftSettings: strict),
        // Quick's and Nimble's module names: each re-exports SpecKit, so `import Quick`, `import Nimble`
        // and names such as `Nimble.PollingDefaults.timeout` compile as they are.
        .target(name: "Quick", dependencies: ["SpecKit"], swiftSettings: strict),
        .target(name: "Nimble", dependencies: ["SpecKit"], swiftSettings: strict),
        // Writes each test target's glue with /bin/sh and awk: no tool built from source (see GlueScript.swift).
        .plugin(name: "SpecKitPlugin", capability: .buildTool()),
        .testTarget(
            name: "SpecKitSpecs",
            dependencies: ["SpecKit", "SpecKitHTTP", "SpecKitRobot", "Quick", "Nimble"],
            exclude: ["Snapshot/__Snapshots__"],
            // Only the files that `import Quick` get Quick's main-actor DSL (the `Quick` module's
            // static members of QuickSpec); the others keep SpecKit's.
            swiftSettings: strict + [.enableUpcomingFeature("MemberImportVisibility")],
            plugins: ["SpecKitPlugin"]
        ),
    ]
)
