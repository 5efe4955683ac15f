// swift-tools-version: 6.0
//
// Fuzz targets the project keeps: each is an executable that hands libFuzzer one entry point
// over an input parser of the root package. Built with the fuzzer and address sanitizers:
//   Fuzz/run 30          # build, then run every target 30 s on its seed corpus (what CI does)
//   Fuzz/run 600 FuzzConfigLoader
// SwiftPM links an executable with `--defsym main=<Target>_main`, so each target's main.swift
// is that entry and calls LLVMFuzzerRunDriver itself (libFuzzer's own main is never used).
import PackageDescription

let swift6: [SwiftSetting] = [.swiftLanguageMode(.v6)]

func fuzzTarget(_ name: String, _ products: [String], features: [Target.Dependency] = []) -> Target {
    .executableTarget(
        name: name,
        dependencies: ["FuzzDriver", "FuzzSupport"] + features + products.map { .product(name: $0, package: "Roulette") },
        swiftSettings: swift6
    )
}

func roulette(_ products: String...) -> [Target.Dependency] {
    products.map { .product(name: $0, package: "Roulette") }
}

let package = Package(
    name: "Fuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Roulette", path: "..")],
    targets: [
        // libFuzzer's driver entry, declared for Swift.
        .target(name: "FuzzDriver"),
        // Shared by the targets: running async code to completion, stub HTTP answers.
        .target(name: "FuzzSupport", dependencies: [.product(name: "Networking", package: "Roulette")], swiftSettings: swift6),
        // The demo apps' features are no product of the root package (their declarations are
        // `package`, not `public`): this package compiles their sources itself, through the
        // symlinks Sources/PeopleRouletteFeature and Sources/WeatherFeature, against the
        // framework's products (a target's name is unique in a package graph, hence `Feature`).
        .target(name: "PeopleRouletteFeature", dependencies: roulette("Platform", "Networking", "Storage"), swiftSettings: swift6),
        .target(name: "WeatherFeature", dependencies: roulette("Platform", "Promises", "Observables", "Networking"), swiftSettings: swift6),

        fuzzTarget("FuzzConfigLoader", ["Configuration", "Platform"]),
        fuzzTarget("FuzzCommandLine", ["CLI"]),
        fuzzTarget("FuzzPeopleFile", [], features: ["PeopleRouletteFeature"]),
        fuzzTarget("FuzzPeopleHTTP", ["Networking"], features: ["PeopleRouletteFeature"]),
        fuzzTarget("FuzzOpenMeteo", ["Networking"], features: ["WeatherFeature"]),
        fuzzTarget("FuzzOpenWeather", ["Networking"], features: ["WeatherFeature"]),
        fuzzTarget("FuzzGooglePlaces", ["Networking"], features: ["WeatherFeature"]),
        fuzzTarget("FuzzRedaction", ["Configuration", "Platform"]),
        fuzzTarget("FuzzTerminalText", ["CLI", "Platform"]),
    ]
)
