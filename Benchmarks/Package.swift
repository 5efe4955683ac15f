// swift-tools-version: 6.0
//
// Speed figures, kept out of the product package so it stays free of package dependencies.
// Run a benchmark in release mode, for example:
//   cd Benchmarks && swift run -c release SpecKitBenchmarks
import PackageDescription

let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Roulette", path: ".."),
    ],
    targets: [
        // MARK: SpecKit
        .executableTarget(
            name: "SpecKitBenchmarks",
            dependencies: [.product(name: "SpecKit", package: "Roulette")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),

        // MARK: PeopleRoulette
        .executableTarget(
            name: "HelloFoundation",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "PeopleRouletteBenchmarks",
            dependencies: [.product(name: "SpecKit", package: "Roulette")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
