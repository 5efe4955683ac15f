// swift-tools-version: 6.0
//
// Benchmarks, kept apart from the root package so that it keeps zero package dependencies:
// this package may depend on others (Swinject, to compare against).
//
//   swift run -c release InjectionBenchmarks
import PackageDescription

let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Roulette", path: ".."),
        // MARK: Injection
        .package(url: "https://github.com/Swinject/Swinject.git", exact: "2.10.0"),
    ],
    targets: [
        // MARK: Injection (container vs Swinject vs hand wiring)
        .executableTarget(
            name: "InjectionBenchmarks",
            dependencies: [
                .product(name: "Injection", package: "Roulette"),
                .product(name: "Swinject", package: "Swinject"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
