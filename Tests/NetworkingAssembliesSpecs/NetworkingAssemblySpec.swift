import Composition
import CompositionTesting
import Configuration
import Injection
import Networking
import NetworkingAssemblies
import SpecKit

/// The networking component on its own, in a one-component app.
final class NetworkingAssemblySpec: Spec {
    override func spec() {
        describe("NetworkingAssembly") {
            let app = Application(name: "fetcher", version: "0.1.0", abstract: "Fetches.", components: [NetworkingAssembly.self], commands: [])

            it("declares the http keys and nothing else") {
                expect(try app.assembler.schema().keys.sorted()) == ["http.client", "http.max-body-size", "http.timeout"]
            }
            it("registers one URLSession handler, chosen by http.client") {
                let test = try AppTestContainer(app, overrides: ["http.client=urlsession"])
                expect(try test.resolve((any APIRequesting).self)).to(beAKindOf(URLSessionAPIHandler.self))
                expect(test.bindings.last?.reason) == "http.client=urlsession (command line:--set)"
            }
            it("asks a spec for a mock of the handler unless the spec chose one") {
                let test = try AppTestContainer(app)
                do {
                    _ = try test.resolve((any APIRequesting).self)
                    fail("expected the handler to need a mock")
                } catch {
                    expect(String(describing: error)).to(contain("APIRequesting is not mocked: register a mock of APIRequesting in the spec's container (production chooses it by http.client)"))
                }
            }
            it("accepts only real clients") {
                expect { try AppTestContainer(app, overrides: ["http.client=forbidden"]) }
                    .to(throwError(errorType: ConfigurationError.self))
            }
            it("reads http.timeout in seconds") {
                let test = try AppTestContainer(app, overrides: ["http.timeout=1500ms"])
                expect(try HTTPSettings.timeoutSeconds(test.configuration)) == 1.5
            }
            it("wires every choice") {
                expect(app).to(haveConsistentSettings())
                expect(app).to(assembleForEveryChoice())
            }
        }
    }
}
