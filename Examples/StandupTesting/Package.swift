// swift-tools-version: 6.0
//
// standup tested from plain Swift Testing `@Test` functions, as a team on Swift Testing would: no
// plugin, no SpecKit DSL, the app (../Standup) and CompositionTesting only. A package of its own so
// that Examples/Standup keeps one spec target, the shape of the peer it is measured against
// (Benchmarks/README.md, "Build cost").
import PackageDescription

let package = Package(
    name: "StandupTesting",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Standup", path: "../Standup"),
        .package(name: "Roulette", path: "../.."),
    ],
    targets: [
        // The three depths and the whole-app checks (parameterized); the executable depth runs the
        // `standup` product, built with the tests.
        .testTarget(
            name: "StandupTestingTests",
            dependencies: [
                .product(name: "Standup", package: "Standup"),
                .product(name: "StandupAssemblies", package: "Standup"),
                .product(name: "standup", package: "Standup"),
                .product(name: "CompositionTesting", package: "Roulette"),
                .product(name: "SpecKitHTTP", package: "Roulette"),
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        )
    ]
)
