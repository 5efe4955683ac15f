// swift-tools-version: 6.0
//
// standup, the peer: the same app as Examples/Standup, written the usual way on the popular
// stack (swift-argument-parser for the commands, Swinject for the wiring, Foundation for HTTP
// and files, Quick and Nimble for the specs), for Benchmarks/build-cost to compare what each
// costs to build. It is not part of the product.
import PackageDescription

let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6)
]

let package = Package(
    name: "StandupPeer",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "standup", targets: ["standup"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", exact: "1.8.2"),
        .package(url: "https://github.com/Swinject/Swinject.git", exact: "2.10.0"),
        .package(url: "https://github.com/Quick/Quick.git", exact: "7.6.2"),
        .package(url: "https://github.com/Quick/Nimble.git", exact: "14.0.0"),
    ],
    targets: [
        // The feature: the team, where it is listed, the shuffle, and the settings.
        .target(name: "Standup", swiftSettings: strict),
        // The commands and how they render (tables, JSON).
        .target(
            name: "StandupCLI",
            dependencies: [
                "Standup",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Swinject", package: "Swinject"),
            ],
            swiftSettings: strict
        ),
        // The composition root: the assemblies and the root command.
        .target(
            name: "StandupAssemblies",
            dependencies: [
                "Standup", "StandupCLI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Swinject", package: "Swinject"),
            ],
            swiftSettings: strict
        ),
        // The executable: main.swift only.
        .executableTarget(name: "standup", dependencies: ["StandupAssemblies"], swiftSettings: strict),
        .testTarget(
            name: "StandupSpecs",
            dependencies: [
                "Standup", "StandupCLI", "StandupAssemblies",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Swinject", package: "Swinject"),
                .product(name: "Quick", package: "Quick"),
                .product(name: "Nimble", package: "Nimble"),
            ],
            swiftSettings: strict
        ),
    ]
)
