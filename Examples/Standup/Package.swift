// swift-tools-version: 6.0
//
// standup: an app built on Roulette the way any outside app would be, through its public
// products only. It shuffles a team into a speaking order for the daily standup.
import PackageDescription

let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6)
]

let package = Package(
    name: "Standup",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "standup", targets: ["standup"]),
        // The feature and the composition root, for Examples/StandupTesting: the same app tested
        // from plain Swift Testing `@Test` functions, in a package of its own.
        .library(name: "Standup", targets: ["Standup"]),
        .library(name: "StandupAssemblies", targets: ["StandupAssemblies"]),
    ],
    dependencies: [
        // The usual form names a URL and a version:
        //     .package(url: "https://github.com/<owner>/Roulette.git", from: "0.1.0"),
        // this example sits inside the framework's repository and uses the checkout it is in.
        .package(name: "Roulette", path: "../..")
    ],
    targets: [
        // The feature: the team, where it is listed, and the shuffle.
        .target(
            name: "Standup",
            dependencies: [
                .product(name: "Networking", package: "Roulette"),
                .product(name: "Platform", package: "Roulette"),
            ],
            swiftSettings: strict
        ),
        // The commands and how they render (tables, JSON), over any CommandContext.
        .target(
            name: "StandupCLI",
            dependencies: [
                "Standup",
                .product(name: "CLI", package: "Roulette"),
            ],
            swiftSettings: strict
        ),
        // The composition root: settings, the component assembly and the Application.
        .target(
            name: "StandupAssemblies",
            dependencies: [
                "Standup", "StandupCLI",
                .product(name: "Composition", package: "Roulette"),
                .product(name: "Configuration", package: "Roulette"),
                .product(name: "CLI", package: "Roulette"),
                .product(name: "Injection", package: "Roulette"),
                .product(name: "Networking", package: "Roulette"),
                // The HTTP component: http.* settings, proxies, http.ca-file, limits, one handler.
                .product(name: "NetworkingAssemblies", package: "Roulette"),
                .product(name: "Platform", package: "Roulette"),
            ],
            swiftSettings: strict
        ),
        // The executable: main.swift only.
        .executableTarget(
            name: "standup",
            dependencies: [
                "StandupAssemblies",
                .product(name: "Composition", package: "Roulette"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "StandupSpecs",
            dependencies: [
                "Standup", "StandupAssemblies",
                .product(name: "Composition", package: "Roulette"),
                .product(name: "CompositionTesting", package: "Roulette"),
                .product(name: "Configuration", package: "Roulette"),
                .product(name: "Injection", package: "Roulette"),
                .product(name: "Networking", package: "Roulette"),
                .product(name: "NetworkingTesting", package: "Roulette"),
                .product(name: "Platform", package: "Roulette"),
                .product(name: "PlatformTesting", package: "Roulette"),
                .product(name: "SpecKit", package: "Roulette"),
                .product(name: "SpecKitHTTP", package: "Roulette"),
                .product(name: "SpecKitRobot", package: "Roulette"),
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: strict,
            plugins: [
                .plugin(name: "SpecKitPlugin", package: "Roulette")
            ]
        ),
    ]
)
