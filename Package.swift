// swift-tools-version: 6.0
//
// One package, zero package dependencies: only the Swift toolchain and the system's libsqlite3.
// Layout and the direction of the arrows between modules: docs/ARCHITECTURE.md.
import PackageDescription

let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
]

let package = Package(
    name: "Roulette",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "SpecKit", targets: ["SpecKit"]),
        .library(name: "Platform", targets: ["Platform"]),
        .library(name: "Networking", targets: ["Networking"]),
        .library(name: "Storage", targets: ["Storage"]),
        .plugin(name: "SpecKitPlugin", targets: ["SpecKitPlugin"]),
    ],
    targets: [
        // MARK: Platform (the globals, behind protocols: clock, randomness, environment, paths, console)
        .target(name: "Platform", swiftSettings: strict),
        .testTarget(name: "PlatformSpecs", dependencies: ["Platform", "SpecKit"], swiftSettings: strict, plugins: ["SpecKitPlugin"]),

        // MARK: Networking (APIRequest, APIRequesting, the URLSession handler, typed HTTP errors)
        .target(name: "Networking", swiftSettings: strict),
        .testTarget(name: "NetworkingSpecs", dependencies: ["Networking", "SpecKit"], swiftSettings: strict, plugins: ["SpecKitPlugin"]),

        // MARK: Storage (record-store protocols, SQLite store through CSQLite, in-memory store)
        .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"])]),
        .target(name: "Storage", dependencies: ["CSQLite"], swiftSettings: strict),
        .testTarget(name: "StorageSpecs", dependencies: ["Storage", "CSQLite", "SpecKit"], swiftSettings: strict, plugins: ["SpecKitPlugin"]),

        // MARK: SpecKit (the BDD DSL every spec is written in)
        .target(name: "SpecKit", swiftSettings: strict),
        .executableTarget(name: "SpecKitGenerator", swiftSettings: strict),
        .plugin(name: "SpecKitPlugin", capability: .buildTool(), dependencies: ["SpecKitGenerator"]),
        .testTarget(
            name: "SpecKitSpecs",
            dependencies: ["SpecKit"],
            swiftSettings: strict,
            plugins: ["SpecKitPlugin"]
        ),
    ]
)
