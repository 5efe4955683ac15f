import Composition
import Configuration
import Foundation
import Injection
import Platform
import PlatformTesting
import SpecKit

final class PlatformAssemblySpec: Spec {
    override func spec() {
        describe("PlatformAssembly") {
            let directory = TemporaryDirectory(creating: ["work"])
            afterEach { directory.remove() }
            var console: BufferedConsole!
            beforeEach { console = BufferedConsole() }

            func build(_ overrides: [SettingOverride] = [], components: [any ComponentAssembly.Type] = []) throws -> AssembledApp {
                let assembler = AppAssembler(components: components)
                let platform = testPlatform(root: directory.url, console: console)
                let configuration = try assembler.loadConfiguration(
                    ConfigurationRequest(overrides: overrides),
                    search: .app("greeter", locations: platform.locations),
                    platform: platform
                )
                return try assembler.assemble(configuration: configuration, platform: platform)
            }

            it("registers the platform's globals, so code reaches them only through the container") {
                let app = try build()
                try app.resolver.resolving((any Console).self).standardOutput.write("hi")
                expect(console.output.text) == "hi"
                expect(try app.resolver.resolving((any TimeSource).self).now) == Date(timeIntervalSince1970: 0)
                expect(try app.resolver.resolving((any FileLocations).self).homeDirectory.path) == directory.path("home")
                expect(try app.resolver.resolving((any EnvironmentVariables).self).all) == [:]
                expect(app.resolver.resolve((any Sleeping).self)).toNot(beNil())
            }
            it("declares the framework's one key, log.level") {
                expect(PlatformAssembly.settings.map(\.declaration.key)) == ["log.level"]
            }
            it("hands out a logger at log.level, warning by default") {
                expect(try build().resolver.resolving(Logger.self).logLevel) == .warning
            }
            it("hands out the platform's random source") {
                let app = try build()
                expect(try app.resolver.resolving((any RandomSource).self).next()) == SeededRandomSource(seed: 0).next()
                expect(app.bindings.first { $0.service == "RandomSource" }?.reason) == "-"
            }
            context("when a component seeds the random source by its own key") {
                it("hands out the platform's while the key is unset, and says so") {
                    let app = try build(components: [GreetingAssembly.self])
                    expect(try app.resolver.resolving((any RandomSource).self).next()) == SeededRandomSource(seed: 0).next()
                    expect(app.bindings.first { $0.service == "RandomSource" }?.reason) == "greeting.seed (unset)"
                }
                it("seeds it from the key, as the app's shorthand option does") {
                    let app = try build([SettingOverride(key: "greeting.seed", value: "42", flag: "--seed")], components: [GreetingAssembly.self])
                    expect(try app.resolver.resolving((any RandomSource).self).next()) == SeededRandomSource(seed: 42).next()
                    expect(app.bindings.first { $0.service == "RandomSource" })
                        == Binding(
                            service: (any RandomSource).self,
                            implementation: SeededRandomSource.self,
                            key: "greeting.seed",
                            value: "42",
                            origin: "command line:--seed"
                        )
                }
                it("shares one random source across resolutions") {
                    let app = try build([SettingOverride(key: "greeting.seed", value: "1")], components: [GreetingAssembly.self])
                    let first = try app.resolver.resolving((any RandomSource).self).next()
                    let second = try app.resolver.resolving((any RandomSource).self).next()
                    let expected = SeededRandomSource(seed: 1)
                    expect([first, second]) == [expected.next(), expected.next()]
                }
            }
        }
    }
}
