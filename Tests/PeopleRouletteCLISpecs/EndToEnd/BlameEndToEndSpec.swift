import Foundation
import SpecKit
import SpecKitHTTP
import SpecKitRobot

/// Issue 24's "blame on the wrong party" cases through the built `people-roulette`: a failing
/// proxy is named as the proxy, what a server sent is the server's fault (exit 69), and only
/// what the configuration says is the configuration's (exit 78).
final class BlameEndToEndSpec: Spec {
    override func spec() {
        describe("people-roulette's network errors") {
            var servers: [LoopbackHTTPServer] = []
            afterEach { for server in servers { server.stop() } }
            func server() throws -> LoopbackHTTPServer {
                let server = try LoopbackHTTPServer()
                servers.append(server)
                return server
            }
            func robot(url: String, _ environment: [String: String] = [:]) async throws -> CommandRobot {
                try await peopleRoulette(
                    ["PEOPLE_SOURCE": "http", "PEOPLE_URL": url, "STORAGE_BACKEND": "memory"].merging(environment) { _, new in new }
                )
            }

            context("through a proxy that does not accept connections") {
                it("names the proxy, not the host, with exit code 69") {
                    let result = try await robot(url: "http://people.example/users", ["http_proxy": "http://proxyuser:SECRETPW@127.0.0.1:1"])
                        .arguments("refresh").run()
                        .expectFailure(
                            69,
                            saying: "the proxy 127.0.0.1:1 failed the request to http://people.example/users: it did not accept the connection"
                        )
                    expect(result.standardError).to(contain("hint: check that the proxy is running"))
                    expect(result.standardError).toNot(contain("SECRETPW"))
                    expect(result.standardError).toNot(contain("proxyuser"))
                }
                it("goes directly to a host NO_PROXY lists, and blames that host") {
                    try await robot(url: "http://127.0.0.1:1/users", ["http_proxy": "http://127.0.0.1:1", "NO_PROXY": "127.0.0.1"])
                        .arguments("refresh").run()
                        .expectFailure(69, saying: "cannot connect to host 127.0.0.1 for http://127.0.0.1:1/users")
                }
            }

            context("through a proxy that refuses the tunnel") {
                it("names the proxy and the status it answered CONNECT with, exit 69") {
                    let proxy = try server()
                    for target in ["people.example:443", "/people.example:443"] { proxy.route("CONNECT", target, status: 403) }
                    try await robot(url: "https://people.example/users", ["https_proxy": "http://127.0.0.1:\(proxy.port)"])
                        .arguments("refresh").run()
                        .expectFailure(
                            69,
                            saying:
                                "the proxy 127.0.0.1:\(proxy.port) failed the request to https://people.example/users: it refused the tunnel (CONNECT answered HTTP 403)"
                        )
                }
            }

            context("when the server redirects to a malformed Location") {
                it("blames the server's answer with exit code 69, not the configuration") {
                    let server = try server()
                    server.route(.get, "/users", status: 301, headers: ["Location": "http://[::1"])
                    try await robot(url: server.baseURL.appendingPathComponent("users").absoluteString).arguments("refresh").run()
                        .expectFailure(69, saying: "the server answered HTTP 301 with a malformed redirect address (Location)")
                }
            }

            context("when the server floods the header lines") {
                it("names the server's endpoint, exit 69 as the other header cases") {
                    let server = try server()
                    var headers: [String: String] = [:]
                    for index in 0..<20_000 { headers["X-Flood-\(index)"] = "value" }
                    server.route(.get, "/users", headers: headers, body: "[]")
                    let url = server.baseURL.appendingPathComponent("users").absoluteString
                    try await robot(url: url).arguments("refresh").run()
                        .expectFailure(69, saying: "the response headers from \(url) are larger than the limit of 64 KiB")
                }
            }
        }
    }
}
