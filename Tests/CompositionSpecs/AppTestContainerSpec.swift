import Assemblies
import AssembliesTesting
import Configuration
import Foundation
import Injection
import Platform
import SpecKit

final class AppTestContainerSpec: Spec {
    override func spec() {
        describe("AppTestContainer") {
            it("loads the project's test configuration") {
                let app = try AppTestContainer(components: [GreetingAssembly.self, NotesAssembly.self])
                expect(app.configuration.environmentName) == "test"
                expect(app.configuration.directory?.url.path) == ProjectDirectory.config.path
            }
            context("when the subject reaches something the test configuration forbids") {
                it("fails naming the dependency to mock and the path to it") {
                    let app = try AppTestContainer(components: [GreetingAssembly.self, NotesAssembly.self])
                    do {
                        _ = try app.resolve(NotesKeeper.self)
                        fail("expected the forbidden store to fail")
                    } catch let error as ResolutionError {
                        expect(error.description.contains("NotesStoring is forbidden by storage.backend=forbidden (from \(ProjectDirectory.config.path)/test.json:")) == true
                        expect(error.description.contains("register a mock of NotesStoring in the spec's container")) == true
                        expect(error.pathDescription.hasPrefix("NotesKeeper -> ")) == true
                    }
                }
            }
            context("when the spec registers a mock over the forbidden implementation") {
                it("resolves the subject with the mock") {
                    let app = try AppTestContainer(components: [GreetingAssembly.self, NotesAssembly.self])
                    app.register((any NotesStoring).self) { _ in NotesStoreStub(stored: ["stubbed"]) }
                    let keeper = app.subject(NotesKeeper.self)
                    expect(try keeper?.store.notes()) == ["stubbed"]
                }
                it("starts every example from the production wiring again") {
                    let app = try AppTestContainer(components: [GreetingAssembly.self, NotesAssembly.self])
                    expect(app.container.resolve(NotesKeeper.self)).to(beNil())
                }
            }
            it("uses what the production assemblies chose for the rest") {
                let app = try AppTestContainer(components: [GreetingAssembly.self])
                expect(try app.resolve(Greeter.self).greeting.hello("Ana")) == "Hello, Ana!"
            }
            it("takes overrides over the test configuration") {
                let app = try AppTestContainer(components: [GreetingAssembly.self, NotesAssembly.self], overrides: ["storage.backend=memory", "greeting.language=spanish"])
                expect(try app.resolve(NotesKeeper.self).store.notes()) == ["from memory"]
                expect(try app.resolve(Greeter.self).greeting.hello("Ana")) == "¡Hola, Ana!"
            }
            it("hands out platform doubles: a buffered console, a fixed clock, the test seed") {
                let app = try AppTestContainer(components: [GreetingAssembly.self])
                try app.resolve((any Console).self).standardOutput.write("captured")
                expect(app.console.output.text) == "captured"
                app.clock.advance(by: 60)
                expect(try app.resolve(Greeter.self).clock.now) == Date(timeIntervalSince1970: 1_700_000_060)
                expect(try app.resolve((any RandomSource).self).next()) == SeededRandomSource(seed: 1).next()
                expect(try app.resolve((any FileLocations).self).homeDirectory.path.hasPrefix("/nonexistent/")) == true
            }
        }
    }
}
