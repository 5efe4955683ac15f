// swift-tools-version: 6.0
//
// fx: a currency converter built on Roulette the plain way, as a new team would write it from the
// Getting started article: Codable and JSONDecoder, first(where:), compactMap and joined, as the
// framework itself is written. It keeps its rates and its history of conversions in the
// framework's generic record stores (Storage).
import PackageDescription

let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6)
]

let package = Package(
    name: "Fx",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "fx", targets: ["fx"])
    ],
    dependencies: [
        // The usual form names a URL and a version:
        //     .package(url: "https://github.com/<owner>/Roulette.git", from: "0.1.0"),
        // this example sits inside the framework's repository and uses the checkout it is in.
        .package(name: "Roulette", path: "../..")
    ],
    targets: [
        // The feature: rates, where they come from, the conversion and its history.
        .target(
            name: "Fx",
            dependencies: [
                .product(name: "Networking", package: "Roulette"),
                .product(name: "Platform", package: "Roulette"),
                .product(name: "Storage", package: "Roulette"),
            ],
            swiftSettings: strict
        ),
        // The commands and how they render (tables, JSON), over any CommandContext.
        .target(
            name: "FxCLI",
            dependencies: [
                "Fx",
                .product(name: "CLI", package: "Roulette"),
            ],
            swiftSettings: strict
        ),
        // The composition root: settings, the component assembly and the Application.
        .target(
            name: "FxAssemblies",
            dependencies: [
                "Fx", "FxCLI",
                .product(name: "Composition", package: "Roulette"),
                .product(name: "Configuration", package: "Roulette"),
                .product(name: "CLI", package: "Roulette"),
                .product(name: "Injection", package: "Roulette"),
                .product(name: "Networking", package: "Roulette"),
                // The HTTP component: http.* settings, proxies, http.ca-file, limits, one handler.
                .product(name: "NetworkingAssemblies", package: "Roulette"),
                .product(name: "Platform", package: "Roulette"),
                .product(name: "Storage", package: "Roulette"),
            ],
            swiftSettings: strict
        ),
        // The executable: main.swift only.
        .executableTarget(
            name: "fx",
            dependencies: [
                "FxAssemblies",
                .product(name: "Composition", package: "Roulette"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "FxSpecs",
            dependencies: [
                "Fx", "FxAssemblies", "FxCLI",
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
                .product(name: "Storage", package: "Roulette"),
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: strict,
            plugins: [
                .plugin(name: "SpecKitPlugin", package: "Roulette")
            ]
        ),
    ]
)
