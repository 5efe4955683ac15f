import CLI
import Composition
import Configuration
import Foundation
import Injection
import Platform
import PlatformTesting
import SpecKit

final class AppAssemblerSpec: Spec {
    override func spec() {
        describe("AppAssembler") {
            let directory = TemporaryDirectory(creating: ["work"])
            afterEach { directory.remove() }
            let assembler = AppAssembler(components: [GreetingAssembly.self, NotesAssembly.self])

            func build(_ overrides: [SettingOverride] = [], environment: [String: String] = [:]) throws -> AssembledApp {
                let platform = testPlatform(root: directory.url, environment: environment)
                let configuration = try assembler.loadConfiguration(
                    ConfigurationRequest(overrides: overrides),
                    search: .app("greeter", locations: platform.locations),
                    platform: platform
                )
                return try assembler.assemble(configuration: configuration, platform: platform)
            }
            func failure(_ overrides: [SettingOverride]) -> (any UserFacingError)? {
                switch Result(catching: { try build(overrides) }) {
                case .success: nil
                case let .failure(error): error as? any UserFacingError
                }
            }

            it("builds the schema from exactly the components' keys and the framework's one, log.level") {
                expect(try assembler.schema().keys.sorted()) == [
                    "greeting.language", "greeting.name", "greeting.seed", "log.level", "storage.backend", "storage.path",
                ]
                expect(try AppAssembler(components: []).schema().keys) == ["log.level"]
                expect(assembler.allComponents.first.map { "\($0)" }) == "PlatformAssembly"
            }
            it("loads runs on a runtime schema of the same keys, whose declarations it does not check again") {
                expect(assembler.runtimeSchema().keys) == (try assembler.schema().keys)
                expect(assembler.runtimeSchema().declarations) == (try assembler.schema().declarations)
                let clashing = AppAssembler(components: [NotesAssembly.self, ClashingNotesAssembly.self])
                expect(clashing.runtimeSchema()["storage.backend"]?.type) == .choice(["sqlite", "memory"])
            }
            it("accepts a key two components declare alike") {
                expect(try AppAssembler(components: [NotesAssembly.self, OtherNotesAssembly.self]).schema().keys.sorted()) == [
                    "log.level", "storage.backend", "storage.path",
                ]
            }
            it("refuses a key two components declare differently, naming both") {
                expect { try AppAssembler(components: [NotesAssembly.self, ClashingNotesAssembly.self]).schema() }
                    .to(
                        throwError(
                            ConfigurationError.invalidDeclaration(
                                key: "storage.backend",
                                problem: "NotesAssembly and ClashingNotesAssembly declare it differently"
                            )
                        )
                    )
            }
            it("chooses the implementation named by the compiled-in default") {
                let app = try build()
                expect(try app.resolver.resolving(Greeter.self).greeting.hello("Ana")) == "Hello, Ana!"
                expect(app.bindings.first { $0.service == "Greeting" })
                    == Binding(
                        service: (any Greeting).self,
                        implementation: EnglishGreeting.self,
                        key: "greeting.language",
                        value: "english",
                        origin: "default"
                    )
            }
            it("chooses the implementation named by an environment variable") {
                let app = try build(environment: ["GREETING_LANGUAGE": "spanish"])
                expect(try app.resolver.resolving(Greeter.self).greeting.hello("Ana")) == "¡Hola, Ana!"
                expect(app.bindings.first { $0.service == "Greeting" }?.origin) == "env:GREETING_LANGUAGE"
            }
            it("chooses the implementation named by a config file, recording file and line") {
                directory.write("work/Config/greeter/default.json", "{\n  \"greeting\": {\"language\": \"spanish\"}\n}")
                let app = try build()
                expect(app.bindings.first { $0.service == "Greeting" }?.reason)
                    == "greeting.language=spanish (file:\(directory.path("work/Config/greeter/default.json")):2)"
            }
            it("chooses the implementation named by --set") {
                let app = try build([SettingOverride(key: "storage.backend", value: "memory")])
                expect(try app.resolver.resolving(NotesKeeper.self).store.notes()) == ["from memory"]
            }
            it("hands the assembly the case it chose and whether it gives sample data, so the setting is read once") {
                let platform = testPlatform(root: directory.url)
                let configuration = try assembler.loadConfiguration(
                    ConfigurationRequest(overrides: [SettingOverride(key: "greeting.language", value: "spanish")]),
                    search: .app("greeter", locations: platform.locations),
                    platform: platform
                )
                let context = AssemblyContext(configuration: configuration, platform: platform)
                let chosen = try context.choose(
                    (any Greeting).self,
                    by: GreetingSettings.language,
                    [
                        Candidate(.english, EnglishGreeting.self) { _ in EnglishGreeting() },
                        Candidate(.spanish, SpanishGreeting.self, sampleData: true, initializer: SpanishGreeting.init),
                    ]
                )
                expect(chosen.choice) == .spanish
                expect(chosen.origin(note: "canned")) == DataOrigin(provider: "spanish", sample: true, note: "canned")
            }
            it("records fixed bindings with no key") {
                let app = try build()
                expect(app.bindings.first { $0.service == "Greeter" }?.reason) == "-"
            }
            it("fails at start-up on an implementation name the assembly does not know, with key, value, source and accepted names") {
                let error = failure([SettingOverride(key: "greeting.language", value: "klingon")])
                expect(error?.message) == "no implementation named 'klingon' for greeting.language (from --set); accepted: english, spanish"
                expect(error?.hint) == "choose one with --set greeting.language=english"
                expect(error?.exitCode) == .configuration
            }
            it("fails at load on a name the setting does not accept") {
                let error = failure([SettingOverride(key: "greeting.language", value: "french")])
                expect(error?.message) == "invalid value 'french' for greeting.language in --set: expected one of: english, spanish, klingon"
            }
            it("records a later binding of a service in the earlier one's place") {
                let app = try build([SettingOverride(key: "greeting.seed", value: "3")])
                let random = app.bindings.filter { $0.service == "RandomSource" }
                expect(random) == [
                    Binding(
                        service: (any RandomSource).self,
                        implementation: SeededRandomSource.self,
                        key: "greeting.seed",
                        value: "3",
                        origin: "command line:--set"
                    )
                ]
                expect(app.bindings.firstIndex { $0.service == "RandomSource" }) == 5
            }
            context("when choosing only what the command line overrides, as a test container does") {
                func assemble(_ overrides: [SettingOverride]) throws -> AssembledApp {
                    let platform = testPlatform(root: directory.url)
                    let configuration = try assembler.loadConfiguration(
                        ConfigurationRequest(overrides: overrides),
                        search: .app("greeter", locations: platform.locations),
                        platform: platform
                    )
                    return try assembler.assemble(
                        configuration: configuration,
                        platform: platform,
                        choosing: .overriddenOnly { service, key in ExampleFailure(text: "mock \(service) (\(key))") }
                    )
                }
                it("registers a failure for a choice left to the configuration, naming the service and key") {
                    let app = try assemble([])
                    expect(app.bindings.first { $0.service == "Greeting" }?.implementation) == Binding.mockRequired
                    do {
                        _ = try app.resolver.resolving(Greeter.self)
                        fail("expected the unmocked greeting to fail")
                    } catch let error as ResolutionError {
                        expect(error.description).to(contain("mock Greeting (greeting.language)"))
                        expect(error.pathDescription).to(beginWith("Greeter -> "))
                    }
                }
                it("registers the real implementation of a choice the command line set") {
                    let app = try assemble([SettingOverride(key: "greeting.language", value: "spanish")])
                    expect(try app.resolver.resolving(Greeter.self).greeting.hello("Ana")) == "¡Hola, Ana!"
                }
                it("still refuses an implementation no candidate has") {
                    expect { try assemble([SettingOverride(key: "greeting.language", value: "klingon")]) }.to(
                        throwError(errorType: AssemblyError.self)
                    )
                }
            }
            it("validates the whole graph before any command runs") {
                let broken = AppAssembler(components: [BrokenAssembly.self])
                let platform = testPlatform(root: directory.url)
                let configuration = try broken.loadConfiguration(
                    ConfigurationRequest(),
                    search: .app("greeter", locations: platform.locations),
                    platform: platform
                )
                do {
                    _ = try broken.assemble(configuration: configuration, platform: platform)
                    fail("expected an invalid graph")
                } catch let error as AssemblyError {
                    expect(error.message).to(beginWith("the dependency graph is invalid: Greeter depends on"))
                    expect(error.message).to(contain("Greeting"))
                    expect(error.exitCode) == .software
                }
            }
            it("leaves the graph unchecked when told to validate on failure, as a run does") {
                let broken = AppAssembler(components: [BrokenAssembly.self])
                let platform = testPlatform(root: directory.url)
                let configuration = try broken.loadConfiguration(
                    ConfigurationRequest(),
                    search: .app("greeter", locations: platform.locations),
                    platform: platform
                )
                let app = try broken.assemble(configuration: configuration, platform: platform, validation: .onFailure)
                expect(app.container.validate().isValid) == false
            }
        }
    }
}
