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

            it("declares the http keys and nothing else (log.level is the framework's)") {
                expect(try app.assembler.schema().keys.sorted()) == [
                    "http.ca-file", "http.client", "http.max-body-size", "http.max-header-size", "http.max-redirects", "http.refuse-downgrade",
                    "http.timeout", "log.level",
                ]
            }
            it("registers one curl handler, chosen by http.client") {
                let test = try AppTestContainer(app, overrides: ["http.client=curl"])
                expect(try test.resolve((any APIRequesting).self)).to(beAKindOf(CurlAPIHandler.self))
                expect(test.bindings.last?.reason) == "http.client=curl (command line:--set)"
            }
            it("hands the handler the limits and the CA file of the settings") {
                let test = try AppTestContainer(
                    app,
                    overrides: [
                        "http.client=curl", "http.max-body-size=1234", "http.max-header-size=2048", "http.max-redirects=2",
                        "http.ca-file=/tmp/test-ca.pem",
                    ]
                )
                let handler = try test.resolve((any APIRequesting).self) as? CurlAPIHandler
                expect(handler?.limits) == HTTPLimits(maximumBodyBytes: 1234, maximumHeaderBytes: 2048, maximumRedirects: 2)
                expect((handler?.transport as? CurlTransport)?.caFile) == "/tmp/test-ca.pem"
            }
            it("trusts the system's authorities when http.ca-file is not set") {
                let test = try AppTestContainer(app, overrides: ["http.client=curl"])
                let handler = try test.resolve((any APIRequesting).self) as? CurlAPIHandler
                expect(handler).toNot(beNil())
                expect((handler?.transport as? CurlTransport)?.caFile).to(beNil())
            }
            it("hands the transport the proxies of the environment, read as curl reads them") {
                let test = try AppTestContainer(
                    app,
                    overrides: ["http.client=curl"],
                    environment: [
                        "http_proxy": "http://proxy.example:3128", "HTTP_PROXY": "http://ignored.example:1",
                        "HTTPS_PROXY": "http://user:pw@secure-proxy.example:8080", "no_proxy": "localhost,.internal",
                    ]
                )
                let transport = (try test.resolve((any APIRequesting).self) as? CurlAPIHandler)?.transport as? CurlTransport
                expect(transport?.proxies)
                    == HTTPProxySettings(
                        http: "http://proxy.example:3128",
                        https: "http://user:pw@secure-proxy.example:8080",
                        noProxy: "localhost,.internal"
                    )
            }
            it("uses no proxy when the environment names none") {
                let test = try AppTestContainer(app, overrides: ["http.client=curl"])
                let transport = (try test.resolve((any APIRequesting).self) as? CurlAPIHandler)?.transport as? CurlTransport
                expect(transport?.proxies) == HTTPProxySettings.none
            }
            it("asks a spec for a mock of the handler unless the spec chose one") {
                let test = try AppTestContainer(app)
                do {
                    _ = try test.resolve((any APIRequesting).self)
                    fail("expected the handler to need a mock")
                } catch {
                    expect(String(describing: error)).to(
                        contain(
                            "APIRequesting is not mocked: register a mock of APIRequesting in the spec's container (production chooses it by http.client)"
                        )
                    )
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
