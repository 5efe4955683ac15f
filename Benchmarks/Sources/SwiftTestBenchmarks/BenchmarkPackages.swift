import Foundation

/// The packages the benchmark generates: the same 100 groups of 100 trivial examples, in SpecKit
/// (this repository by path), in the Quick spec on SpecKit's `Quick` and `Nimble` modules, and in
/// Quick 7.6.2 + Nimble 14.0.0 built from source (a checkout of the local copies made at run time;
/// none of their code is committed here).
///
/// The number of groups is read from `BENCH_GROUPS` when the specs run, so one build serves both
/// the full run (100 groups) and the fixed start (0 groups): the difference is the examples' cost.
enum BenchmarkPackages {
    static let groupsVariable = "BENCH_GROUPS"
    static let examplesPerGroup = 100

    static let specKitManifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "SpecKitTrivial",
            platforms: [.macOS(.v15)],
            dependencies: [.package(name: "Roulette", path: "%ROOT%")],
            targets: [
                .testTarget(
                    name: "TrivialSpecs",
                    dependencies: [.product(name: "SpecKit", package: "Roulette")],
                    swiftSettings: [.swiftLanguageMode(.v6)],
                    plugins: [.plugin(name: "SpecKitPlugin", package: "Roulette")]
                ),
            ]
        )
        """

    /// The names and the number of groups, made once: real specs name their examples with literals,
    /// so the benchmark measures the frameworks, not string interpolation or reading the environment
    /// (SpecKit runs a spec's body again for every example, Quick once).
    static let names = """
        enum Names {
            static let groups = Int(ProcessInfo.processInfo.environment["\(groupsVariable)"] ?? "") ?? 100
            static let group = (0..<100).map { "group \\($0)" }
            static let example = (0..<\(examplesPerGroup)).map { "example \\($0)" }
        }
        """

    static let specKitSpec = """
        import Foundation
        import SpecKit

        \(names)

        final class TrivialSpec: Spec {
            override func spec() {
                for group in 0..<Names.groups {
                    describe(Names.group[group]) {
                        for example in 0..<\(examplesPerGroup) {
                            it(Names.example[example]) { expect(example) == example }
                        }
                    }
                }
            }
        }
        """

    /// The Quick spec below, ported by its imports alone: `import Quick` and `import Nimble` are
    /// SpecKit's modules of those names, whose synchronous examples run on the main actor as Quick's.
    static let specKitQuickManifest =
        specKitManifest
        .replacingOccurrences(of: "SpecKitTrivial", with: "SpecKitQuickTrivial")
        .replacingOccurrences(
            of: "[.product(name: \"SpecKit\", package: \"Roulette\")]",
            with: "[.product(name: \"Quick\", package: \"Roulette\"), .product(name: \"Nimble\", package: \"Roulette\")]"
        )

    /// Quick and Nimble as targets of this package, from their checkouts under `Vendor/`: on Linux
    /// their `Quick` and `Nimble` targets need nothing else.
    static let quickManifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        // Swift 5 language mode, as their own manifests build them.
        let package = Package(
            name: "QuickTrivial",
            targets: [
                .target(name: "Nimble", path: "Vendor/Nimble/Sources/Nimble", exclude: ["Info.plist", "PrivacyInfo.xcprivacy", "Nimble.docc", "Nimble.h"],
                        swiftSettings: [.swiftLanguageMode(.v5)]),
                .target(name: "Quick", dependencies: ["Nimble"], path: "Vendor/Quick/Sources/Quick", exclude: ["Info.plist", "PrivacyInfo.xcprivacy"],
                        swiftSettings: [.swiftLanguageMode(.v5)]),
                .testTarget(name: "TrivialTests", dependencies: ["Quick", "Nimble"], path: "Tests/TrivialTests", swiftSettings: [.swiftLanguageMode(.v5)]),
            ]
        )
        """

    static let quickSpec = """
        import Foundation
        import Nimble
        import Quick

        \(names)

        final class TrivialSpec: QuickSpec {
            override class func spec() {
                for group in 0..<Names.groups {
                    describe(Names.group[group]) {
                        for example in 0..<\(examplesPerGroup) {
                            it(Names.example[example]) { expect(example) == example }
                        }
                    }
                }
            }
        }
        """

    /// Quick's examples are made at run time, which SwiftPM's test discovery on Linux cannot see:
    /// Quick's documented way is an entry point that hands the spec classes to `QCKMain`.
    static let quickEntryPoint = """
        import Quick
        @testable import TrivialTests

        @main struct Main {
            static func main() {
                QCKMain([TrivialSpec.self])
            }
        }
        """
}
