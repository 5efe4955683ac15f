import Assemblies
import Configuration
import Foundation
import Injection
import Platform
import SpecKit

final class AppAssemblerSpec: Spec {
    override func spec() {
        describe("AppAssembler") {
            let directory = TemporaryDirectory()
            afterEach { directory.remove() }
            let assembler = AppAssembler(components: [GreetingAssembly.self, NotesAssembly.self])

            func build(_ overrides: [SettingOverride] = [], environment: [String: String] = [:]) throws -> AssembledApp {
                let platform = testPlatform(root: directory.url, environment: environment)
                let configuration = try assembler.loadConfiguration(ConfigurationRequest(overrides: overrides), platform: platform)
                return try assembler.assemble(configuration: configuration, platform: platform)
            }
            func failure(_ overrides: [SettingOverride]) -> (any UserFacingError)? {
                switch Result(catching: { try build(overrides) }) {
                case .success: nil
                case let .failure(error): error as? any UserFacingError
                }
            }

            it("builds the schema from the project's keys and every component's") {
                let keys = try assembler.schema().keys
                expect(keys.contains("greeting.language")) == true
                expect(keys.contains("roulette.seed")) == true
                expect(keys.contains("weather.provider")) == true
                expect(assembler.allComponents.first == PlatformAssembly.self) == true
            }
            it("chooses the implementation named by the compiled-in default") {
                let app = try build()
                expect(try app.resolver.resolving(Greeter.self).greeting.hello("Ana")) == "Hello, Ana!"
                expect(app.bindings.first { $0.service == "Greeting" }) == Binding(service: "Greeting", implementation: "EnglishGreeting",
                                                                                  key: "greeting.language", value: "english", origin: "default")
            }
            it("chooses the implementation named by an environment variable") {
                let app = try build(environment: ["GREETING_LANGUAGE": "spanish"])
                expect(try app.resolver.resolving(Greeter.self).greeting.hello("Ana")) == "¡Hola, Ana!"
                expect(app.bindings.first { $0.service == "Greeting" }?.origin) == "env:GREETING_LANGUAGE"
            }
            it("chooses the implementation named by a config file, recording file and line") {
                directory.write("work/Config/default.json", "{\n  \"greeting\": {\"language\": \"spanish\"}\n}")
                let app = try build()
                expect(app.bindings.first { $0.service == "Greeting" }?.reason) == "greeting.language=spanish (file:\(directory.path("work/Config/default.json")):2)"
            }
            it("chooses the implementation named by --set") {
                let app = try build([SettingOverride(key: "storage.backend", value: "memory")])
                expect(try app.resolver.resolving(NotesKeeper.self).store.notes()) == ["from memory"]
            }
            it("records fixed bindings with no key") {
                let app = try build()
                expect(app.bindings.first { $0.service == "Greeter" }?.reason) == "-"
            }
            it("fails at start-up on an implementation name the assembly does not know, with key, value, source and accepted names") {
                let error = failure([SettingOverride(key: "greeting.language", value: "klingon")])
                expect(error?.message) == "no implementation named 'klingon' for greeting.language (from --set); accepted: english, spanish, forbidden"
                expect(error?.hint) == "choose one with --set greeting.language=english"
                expect(error?.exitCode) == .configuration
            }
            it("fails at load on a name the setting does not accept") {
                let error = failure([SettingOverride(key: "greeting.language", value: "french")])
                expect(error?.message) == "invalid value 'french' for greeting.language in --set: expected one of: english, spanish, klingon, forbidden"
            }
            it("wires a forbidden implementation that fails when resolved, naming the service to mock and the path") {
                let app = try build([SettingOverride(key: "greeting.language", value: "forbidden")])
                expect(app.bindings.first { $0.service == "Greeting" }?.implementation) == "forbidden"
                do {
                    _ = try app.resolver.resolving(Greeter.self)
                    fail("expected the forbidden dependency to fail")
                } catch let error as ResolutionError {
                    expect(error.description.contains("Greeting is forbidden by greeting.language=forbidden (from --set): register a mock of Greeting in the spec's container")) == true
                    expect(error.pathDescription.hasPrefix("Greeter -> ")) == true
                }
            }
            it("validates the whole graph before any command runs") {
                let broken = AppAssembler(components: [BrokenAssembly.self])
                let platform = testPlatform(root: directory.url)
                let configuration = try broken.loadConfiguration(ConfigurationRequest(), platform: platform)
                do {
                    _ = try broken.assemble(configuration: configuration, platform: platform)
                    fail("expected an invalid graph")
                } catch let error as AssemblyError {
                    expect(error.message.hasPrefix("the dependency graph is invalid: Greeter depends on")) == true
                    expect(error.message.contains("Greeting")) == true
                    expect(error.exitCode) == .software
                }
            }
        }
    }
}
