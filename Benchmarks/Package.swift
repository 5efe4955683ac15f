// swift-tools-version: 6.0
//
// Speed figures, kept out of the product package so it stays free of package dependencies
// (this package may depend on others, such as Swinject to compare the container against).
// Run a benchmark in release mode, for example:
//   cd Benchmarks && swift run -c release SpecKitBenchmarks
//   cd Benchmarks && swift run -c release SwiftTestBenchmarks      (generates two packages and runs swift test on them)
//   cd Benchmarks && swift run QuickNimbleCompatibility             (Nimble 14's matcher tests and a Quick 7 spec on SpecKit)
//   cd Benchmarks && swift run QuickFunctionalTests                 (Quick 7.6.2's functional tests on SpecKit)
//   cd Benchmarks && swift run -c release InjectionBenchmarks
//   swift build -c release --product people-roulette && cd Benchmarks && swift run -c release HTTPRaceBenchmarks
//   cd Benchmarks && swift build -c release --product people-roulette && swift run -c release ParserBenchmarks
//   cd Benchmarks && swift build -c release --product people-roulette && swift run -c release PickScalingBenchmarks [people-roulette ...]
//   make build && cd Benchmarks && swift build -c release --product HelloFoundation \
//     && swift build -c release --scratch-path .build/static $(make -s -C .. static-flags) --product StartupFloor \
//     && swift run -c release StaticStartupBenchmarks
//   cd Benchmarks && swift build -c release --product weather && swift build -c release --product HelloFoundation && swift build -c release --product HelloFoundationNetworking && swift run -c release WeatherBenchmarks
//   Benchmarks/build-cost                                         (Examples/Standup's clean build CPU against Peers/StandupPeer)
import PackageDescription

#if os(Linux)
import Foundation
#endif

/// SQLite linked as the product package links it: from the system's archive where there is one.
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

let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Roulette", path: ".."),
        // MARK: Injection
        .package(url: "https://github.com/Swinject/Swinject.git", exact: "2.10.0"),
    ],
    targets: [
        // MARK: SpecKit
        .executableTarget(
            name: "SpecKitBenchmarks",
            dependencies: ["ProcessTiming", .product(name: "SpecKit", package: "Roulette")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),

        // Cost per example under `swift test`, SpecKit against Quick+Nimble built from source (generates packages).
        .executableTarget(
            name: "SwiftTestBenchmarks",
            dependencies: ["ProcessTiming"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),

        // Quick/Nimble suites on SpecKit: Nimble 14's own matcher tests (files compiling, tests passing, messages matching) and a Quick 7 spec, imports unchanged.
        .executableTarget(
            name: "QuickNimbleCompatibility",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),

        // Quick 7.6.2's functional tests on SpecKit's Quick and Nimble: files compiling, XCTest tests passing, spec classes, QCKMain.
        .executableTarget(
            name: "QuickFunctionalTests",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),

        // MARK: PeopleRoulette
        .executableTarget(
            name: "HelloFoundation",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "HelloFoundationNetworking",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "PeopleRouletteBenchmarks",
            dependencies: ["ProcessTiming", .product(name: "SpecKitHTTP", package: "Roulette")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),

        // The self-contained binaries `make` builds (and the examples built the same way) against the hello-world,
        // each command within its budget, beside the floor.
        .executableTarget(
            name: "StaticStartupBenchmarks",
            dependencies: ["ProcessTiming"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The floor: SQLite opened, one query, a small JSON decoded with FoundationEssentials, built with `make`'s static flags.
        .systemLibrary(name: "CSQLiteFloor", providers: [.apt(["libsqlite3-dev"])]),
        .executableTarget(
            name: "StartupFloor",
            dependencies: ["CSQLiteFloor"],
            swiftSettings: [.swiftLanguageMode(.v6)],
            linkerSettings: sqliteLinking
        ),

        // MARK: Networking (the timeout race and hostile servers through the release people-roulette)
        .executableTarget(
            name: "HTTPRaceBenchmarks",
            dependencies: ["ProcessTiming", .product(name: "SpecKitHTTP", package: "Roulette")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),

        // pick 2 against the size of the stored list (10, 1,000 and 100,000 people), under callgrind.
        .executableTarget(
            name: "PickScalingBenchmarks",
            dependencies: ["ProcessTiming"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),

        // Big config files (through the Configuration product) and people files (through people-roulette).
        .executableTarget(
            name: "ParserBenchmarks",
            dependencies: ["ProcessTiming", .product(name: "Configuration", package: "Roulette"), .product(name: "Platform", package: "Roulette")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),

        // Spawning and timing whole programs, shared by the app benchmarks.
        .target(name: "ProcessTiming", swiftSettings: [.swiftLanguageMode(.v6)]),

        // MARK: Weather (start-up of weather current vs hello-world; 20 cities in parallel vs one)
        .executableTarget(
            name: "WeatherBenchmarks",
            dependencies: ["ProcessTiming", .product(name: "SpecKitHTTP", package: "Roulette")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),

        // MARK: Injection (container vs Swinject 2.10.0 vs hand wiring)
        .executableTarget(
            name: "InjectionBenchmarks",
            dependencies: [
                "ProcessTiming",
                .product(name: "Injection", package: "Roulette"),
                .product(name: "Swinject", package: "Swinject"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
