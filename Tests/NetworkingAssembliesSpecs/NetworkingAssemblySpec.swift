import Composition
import CompositionTesting
import Configuration
import Foundation
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
            it("registers a curl handler with the same limits as HTTPRequesting, for any URL") {
                let test = try AppTestContainer(app, overrides: ["http.client=curl", "http.max-redirects=3"])
                let fetcher = try test.resolve((any HTTPRequesting).self) as? CurlAPIHandler
                expect(fetcher?.limits.maximumRedirects) == 3
                expect(test.bindings.filter { $0.service == "HTTPRequesting" }.map(\.reason)) == ["http.client=curl (command line:--set)"]
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

        describe("an app's own default for a key of the networking component") {
            let strict = Application(
                name: "fetcher",
                version: "0.1.0",
                abstract: "Fetches.",
                components: [NetworkingAssembly.self],
                commands: [],
                defaults: [SettingDefault(HTTPSettings.maxRedirects, 0)]
            )
            var folder: URL!
            beforeEach {
                folder = FileManager.default.temporaryDirectory.appendingPathComponent("fetcher-\(UUID().uuidString)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try #"{"http": {"max-redirects": 0}}"#.write(to: folder.appendingPathComponent("default.json"), atomically: true, encoding: .utf8)
            }
            afterEach { try? FileManager.default.removeItem(at: folder) }

            it("holds with no configuration file, wherever the app runs, and config names it the app's") {
                let test = try AppTestContainer(strict, overrides: ["http.client=curl"])
                expect((try test.resolve((any APIRequesting).self) as? CurlAPIHandler)?.limits.maximumRedirects) == 0
                expect(test.configuration.directory).to(beNil())
                expect(test.configuration.source(of: "http.max-redirects")) == .appDefault
                let line = test.configuration.dump.text.split(separator: "\n").first { $0.hasSuffix(" http.max-redirects=0") }
                expect(line.map(String.init)).to(beginWith("app default "))
                expect(try strict.assembler.schema().referenceTable).to(contain("| `http.max-redirects` | integer (0...50) | `0` |"))
            }
            it("gives way to a file, a variable and --set") {
                let test = try AppTestContainer(strict, overrides: ["http.max-redirects=3"])
                expect(try test.configuration.value(of: HTTPSettings.maxRedirects)) == 3
                let variable = try AppTestContainer(strict, environment: ["HTTP_MAX_REDIRECTS": "2"])
                expect(try variable.configuration.value(of: HTTPSettings.maxRedirects)) == 2
            }
            it("is what the whole-app checks compare default.json with") {
                expect(ApplicationChecks.defaultFileDisagreements(of: strict, directory: folder)) == []
                let plain = Application(name: "fetcher", version: "0.1.0", abstract: "Fetches.", components: [NetworkingAssembly.self], commands: [])
                expect(ApplicationChecks.defaultFileDisagreements(of: plain, directory: folder)) == ["http.max-redirects"]
                expect(ApplicationChecks.configFileProblems(of: strict, directory: folder)) == []
                expect(strict).to(haveConsistentSettings())
                expect(strict).to(assembleForEveryChoice())
            }
            it("must name a key of a component, with a value of its type") {
                let unknown = Application(
                    name: "fetcher",
                    version: "0.1.0",
                    abstract: "Fetches.",
                    components: [NetworkingAssembly.self],
                    commands: [],
                    defaults: [SettingDefault(Setting.integer("http.retries", default: nil, doc: "Retries."), 2)]
                )
                expect(ApplicationChecks.settingsProblem(of: unknown)).to(contain("http.retries"))
                expect(ApplicationChecks.settingsProblem(of: unknown)).to(contain("none of its components declares it"))
                let outOfRange = Application(
                    name: "fetcher",
                    version: "0.1.0",
                    abstract: "Fetches.",
                    components: [NetworkingAssembly.self],
                    commands: [],
                    defaults: [SettingDefault(HTTPSettings.maxRedirects, 99)]
                )
                expect(ApplicationChecks.settingsProblem(of: outOfRange)).to(contain("http.max-redirects"))
            }
        }
    }
}
