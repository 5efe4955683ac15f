/// A Quick 7 spec file as a Quick user writes it, with Quick's and Nimble's imports and names: a
/// main-actor type in synchronous examples, a closure marked `@MainActor`, `aroundEach { run in }`,
/// the synchronous `waitUntil { done in }`, `NimbleTimeInterval` and `Nimble.PollingDefaults`. The
/// tool builds and runs it, unchanged, against Quick 7.6.2 + Nimble 14.0.0 (through `QCKMain`, as
/// Quick documents for Linux) and against SpecKit's `Quick` and `Nimble` modules.
enum QuickPortSpec {
    static let source = #"""
        import Dispatch
        import Foundation
        import Nimble
        import Quick

        /// A main-actor type, as an app's view-models are.
        @MainActor
        final class CounterViewModel {
            private(set) var count = 0
            var title: String { "Count: \(count)" }
            func increment() { count += 1 }
        }

        /// Loads a value on a queue and calls back, as callback-based code does.
        final class CallbackLoader: Sendable {
            func load(_ completion: @escaping @Sendable (Int) -> Void) {
                DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) { completion(42) }
            }
        }

        final class QuickPortSpec: QuickSpec {
            override class func spec() {
                describe("a Quick 7 spec file") {
                    nonisolated(unsafe) var events: [String] = []

                    aroundEach { run in
                        events.append("before")
                        run()
                        events.append("after")
                    }

                    it("uses a main-actor type in a synchronous example") {
                        let viewModel = CounterViewModel()
                        viewModel.increment()
                        expect(viewModel.title) == "Count: 1"
                        expect(events).to(Nimble.equal(["before"]))
                    }

                    it("runs a synchronous example on the main thread") {
                        MainActor.assertIsolated()
                    }

                    it("runs a closure marked @MainActor on the main actor") { @MainActor in
                        let viewModel = CounterViewModel()
                        viewModel.increment()
                        expect(viewModel.count) == 1
                    }

                    it("waits for a callback with waitUntil") {
                        waitUntil(timeout: .seconds(5)) { done in
                            CallbackLoader().load { value in
                                expect(value) == 42
                                done()
                            }
                        }
                    }

                    it("polls with Nimble's module-qualified defaults") {
                        let timeout: NimbleTimeInterval = Nimble.PollingDefaults.timeout
                        nonisolated(unsafe) var polls = 0
                        expect {
                            polls += 1
                            return polls
                        }.toEventually(beGreaterThan(2), timeout: timeout, pollInterval: .milliseconds(1))
                    }
                }
            }
        }
        """#

    /// Quick's entry point on Linux, which lists the spec classes.
    static let entryPoint = """
        import Quick
        @testable import PortTests

        @main struct Main {
            static func main() {
                QCKMain([QuickPortSpec.self])
            }
        }
        """

    /// The package on Quick and Nimble, built from their checkouts (Swift 5 mode, as their own
    /// manifests build them; the spec too, as Quick 7 suites are).
    static let quickManifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "QuickPort",
            targets: [
                .target(
                    name: "Nimble", path: "Vendor/Nimble/Sources/Nimble", exclude: ["Info.plist", "PrivacyInfo.xcprivacy", "Nimble.docc", "Nimble.h"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
                .target(
                    name: "Quick", dependencies: ["Nimble"], path: "Vendor/Quick/Sources/Quick", exclude: ["Info.plist", "PrivacyInfo.xcprivacy"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
                .testTarget(name: "PortTests", dependencies: ["Quick", "Nimble"], swiftSettings: [.swiftLanguageMode(.v5)]),
            ]
        )
        """

    /// The package on SpecKit's `Quick` and `Nimble` products, with the plugin that finds specs.
    static func specKitManifest(root: String) -> String {
        """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "QuickPort",
            platforms: [.macOS(.v15)],
            dependencies: [.package(name: "Roulette", path: "\(root)")],
            targets: [
                .testTarget(
                    name: "PortTests",
                    dependencies: [.product(name: "Quick", package: "Roulette"), .product(name: "Nimble", package: "Roulette")],
                    swiftSettings: [.swiftLanguageMode(.v5)],
                    plugins: [.plugin(name: "SpecKitPlugin", package: "Roulette")]
                ),
            ]
        )
        """
    }
}
