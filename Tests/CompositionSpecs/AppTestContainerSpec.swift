import Composition
import CompositionTesting
import Configuration
import Foundation
import Injection
import Platform
import PlatformTesting
import SpecKit

final class AppTestContainerSpec: Spec {
    override func spec() {
        describe("AppTestContainer") {
            let directory = TemporaryDirectory(creating: ["work"])
            afterEach { directory.remove() }

            context("when the subject reaches a service production chooses by a setting") {
                it("fails naming the mock to register, the key, the path to it and the registration to write") {
                    let app = try AppTestContainer(GreeterApp.application)
                    expect { try app.resolve(NotesKeeper.self) }.to(
                        throwError { (error: ForgottenMocks) in
                            expect(error.description) == """
                                NotesStoring is not mocked: register a mock of NotesStoring in the spec's container (production chooses it by storage.backend)
                                  path: NotesKeeper -> NotesStoring
                                hint: app.register(NotesStoring.self) { _ in <your mock> }, or pass overrides: ["storage.backend=<name>"] for a real implementation
                                """
                        }
                    )
                    expect(app.bindings.first { $0.service == "NotesStoring" }?.implementation) == Binding.mockRequired
                }
            }
            context("when the spec registers a mock over it") {
                it("resolves the subject with the mock") {
                    let app = try AppTestContainer(GreeterApp.application)
                    app.register((any NotesStoring).self) { _ in NotesStoreStub(stored: ["stubbed"]) }
                    let keeper = try app.resolve(NotesKeeper.self)
                    expect(try keeper.store.notes()) == ["stubbed"]
                }
                it("starts every example from the production wiring again") {
                    let app = try AppTestContainer(GreeterApp.application)
                    expect(app.container.resolve(NotesKeeper.self)).to(beNil())
                }
            }
            it("uses the real implementation of a choice the spec sets in its overrides") {
                let app = try AppTestContainer(GreeterApp.application, overrides: ["storage.backend=memory", "greeting.language=spanish"])
                expect(try app.resolve(NotesKeeper.self).store.notes()) == ["from memory"]
                expect(try app.resolve(Greeter.self).greeting.hello("Ana")) == "¡Hola, Ana!"
            }
            it("refuses an override not written key=value, naming it") {
                expect { try AppTestContainer(GreeterApp.application, overrides: ["storage.backend"]) }
                    .to(throwError(InvalidOverride(text: "storage.backend")))
            }
            it("accepts only the app's own implementations in its overrides") {
                expect { try AppTestContainer(GreeterApp.application, overrides: ["storage.backend=forbidden"]) }
                    .to(throwError(errorType: ConfigurationError.self))
            }
            it("hands out platform doubles: a buffered console, a fixed clock, a seeded random source") {
                let app = try AppTestContainer(GreeterApp.application, overrides: ["greeting.language=english"])
                try app.resolve((any Console).self).standardOutput.write("captured")
                expect(app.console.output.text) == "captured"
                app.clock.advance(by: 60)
                expect(try app.resolve(Greeter.self).clock.now) == Date(timeIntervalSince1970: 1_700_000_060)
                expect(try app.resolve((any RandomSource).self).next()) == SeededRandomSource(seed: AppTestContainer.seed).next()
                expect(try app.resolve((any FileLocations).self).homeDirectory.path).to(beginWith("/nonexistent/"))
            }

            describe("its configuration") {
                it("is the app's folder of the spec's own package, Config/<app>/, when there is one") {
                    let package = SpecPackage.root(of: #filePath)
                    expect(package.map { FileManager.default.fileExists(atPath: $0.appendingPathComponent("Package.swift").path) }) == true
                    expect(SpecPackage.configDirectory(of: "people-roulette", from: #filePath)?.path)
                        == package?.appendingPathComponent("Config/people-roulette").path
                }
                it("is none, the compiled-in defaults, when the package has no folder for the app") {
                    let app = try AppTestContainer(GreeterApp.application)
                    expect(app.configuration.directory).to(beNil())
                    expect(app.configuration.environmentName) == "test"
                    expect(app.configuration.files) == []
                }
                it("is the directory given, with test.json over default.json") {
                    directory.write("greeter/default.json", #"{"greeting": {"name": "Bo", "language": "spanish"}}"#)
                    directory.write("greeter/test.json", #"{"greeting": {"name": "Cy"}}"#)
                    let app = try AppTestContainer(GreeterApp.application, configDirectory: directory.url.appendingPathComponent("greeter"))
                    expect(try app.configuration.value(of: GreetingSettings.name)) == "Cy"
                    expect(app.configuration.files.map(\.lastPathComponent)) == ["default.json", "test.json"]
                    expect(app.bindings.first { $0.service == "Greeting" }?.implementation) == Binding.mockRequired
                }
                it("never reads the environment of the process or the user's files") {
                    let app = try AppTestContainer(GreeterApp.application, environment: ["GREETING_NAME": "Di"])
                    expect(try app.configuration.value(of: GreetingSettings.name)) == "Di"
                    expect(try app.resolve((any EnvironmentVariables).self).all) == ["GREETING_NAME": "Di"]
                }
            }
        }
        describe("ApplicationChecks") {
            it("passes an app whose components agree and whose every choice assembles") {
                let notes = Application(
                    name: "notes",
                    version: "0",
                    abstract: "",
                    components: [NotesAssembly.self, OtherNotesAssembly.self],
                    commands: []
                )
                expect(notes).to(haveConsistentSettings())
                expect(notes).to(assembleForEveryChoice())
            }
            it("reports a key two components declare differently") {
                let clashing = Application(
                    name: "clash",
                    version: "0",
                    abstract: "",
                    components: [NotesAssembly.self, ClashingNotesAssembly.self],
                    commands: []
                )
                expect(ApplicationChecks.settingsProblem(of: clashing))
                    == "setting 'storage.backend' is declared wrongly: NotesAssembly and ClashingNotesAssembly declare it differently"
                expect(clashing).toNot(haveConsistentSettings())
            }
            it("reports a choice no candidate has, and an invalid graph") {
                expect(ApplicationChecks.graphProblems(of: GreeterApp.application))
                    == [
                        "with greeting.language=klingon: no implementation named 'klingon' for greeting.language (from --set); accepted: english, spanish"
                    ]
                expect(GreeterApp.application).toNot(assembleForEveryChoice())
                let broken = Application(name: "broken", version: "0", abstract: "", components: [BrokenAssembly.self], commands: [])
                expect(
                    ApplicationChecks.graphProblems(of: broken).first?.hasPrefix(
                        "with the defaults: the dependency graph is invalid: Greeter depends on"
                    )
                ) == true
            }
        }
    }
}
