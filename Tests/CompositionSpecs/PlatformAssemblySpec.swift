import Assemblies
import Configuration
import Foundation
import Injection
import Platform
import SpecKit

final class PlatformAssemblySpec: Spec {
    override func spec() {
        describe("PlatformAssembly") {
            let directory = TemporaryDirectory()
            afterEach { directory.remove() }
            let console = BufferedConsole()

            func build(_ overrides: [SettingOverride] = []) throws -> AssembledApp {
                let assembler = AppAssembler(components: [])
                let platform = testPlatform(root: directory.url, console: console)
                let configuration = try assembler.loadConfiguration(ConfigurationRequest(overrides: overrides), platform: platform)
                return try assembler.assemble(configuration: configuration, platform: platform)
            }

            it("registers the platform's globals, so code reaches them only through the container") {
                let app = try build()
                try app.resolver.resolving((any Console).self).standardOutput.write("hi")
                expect(console.output.text) == "hi"
                expect(try app.resolver.resolving((any TimeSource).self).now) == Date(timeIntervalSince1970: 0)
                expect(try app.resolver.resolving((any FileLocations).self).homeDirectory.path) == directory.path("home")
                expect(try app.resolver.resolving((any EnvironmentVariables).self).all) == [:]
                expect(app.resolver.resolve((any Sleeping).self) != nil) == true
            }
            it("hands out the platform's random source when roulette.seed is unset") {
                let app = try build()
                expect(try app.resolver.resolving((any RandomSource).self).next()) == SeededRandomSource(seed: 0).next()
                expect(app.bindings.first { $0.service == "RandomSource" }?.reason) == "roulette.seed (unset)"
            }
            it("seeds the random source from roulette.seed, as --seed does") {
                let app = try build([SettingOverride(key: "roulette.seed", value: "42", flag: "--seed")])
                expect(try app.resolver.resolving((any RandomSource).self).next()) == SeededRandomSource(seed: 42).next()
                expect(app.bindings.first { $0.service == "RandomSource" }) == Binding(service: "RandomSource", implementation: "SeededRandomSource",
                                                                                      key: "roulette.seed", value: "42", origin: "command line:--seed")
            }
            it("shares one random source across resolutions") {
                let app = try build([SettingOverride(key: "roulette.seed", value: "1")])
                let first = try app.resolver.resolving((any RandomSource).self).next()
                let second = try app.resolver.resolving((any RandomSource).self).next()
                let expected = SeededRandomSource(seed: 1)
                expect([first, second]) == [expected.next(), expected.next()]
            }
        }
    }
}
