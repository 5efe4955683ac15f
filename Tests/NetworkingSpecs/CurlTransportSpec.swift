import Foundation
import Networking
import Platform
import SpecKit
import SpecKitHTTP

#if canImport(Glibc)
import Glibc
#endif

/// The live transport against servers on the loopback interface: every request ends by its
/// deadline and within its limits, whatever the server does.
final class CurlTransportSpec: Spec {
    override func spec() {
        describe("CurlAPIHandler over CurlTransport") {
            var servers: [ScriptedServer] = []
            afterEach { for server in servers { server.stop() } }
            func scripted(_ script: @escaping @Sendable (ScriptedConnection) -> Void) throws -> ScriptedServer {
                let server = try ScriptedServer(script)
                servers.append(server)
                return server
            }
            func handler(_ limits: HTTPLimits = HTTPLimits(), proxies: HTTPProxySettings = .none) -> CurlAPIHandler {
                CurlAPIHandler(transport: CurlTransport(proxies: proxies), limits: limits)
            }
            func send(_ url: String, timeout: TimeInterval = 10, limits: HTTPLimits = HTTPLimits()) async -> Result<APIResponse, APIError> {
                do {
                    let request = APIRequest(url: URL(string: url) ?? URL(fileURLWithPath: "/"), timeout: timeout)
                    return .success(try await handler(limits).send(request))
                } catch {
                    return .failure(
                        error as? APIError ?? .transport(endpoint: APIEndpoint(url: URL(fileURLWithPath: "/")), reason: "not an APIError: \(error)")
                    )
                }
            }
            func failure(_ result: Result<APIResponse, APIError>) -> APIError? {
                if case .failure(let error) = result { return error }
                return nil
            }

            context("when the server answers") {
                it("returns the status, the headers and a large body in full") {
                    let server = try LoopbackHTTPServer()
                    let body = String(repeating: "0123456789abcdef", count: 200_000)
                    server.route(.get, "/big", headers: ["X-Answer": "42"], body: body)
                    let response = try await handler().send(APIRequest(url: server.baseURL.appendingPathComponent("big")))
                    expect(response.statusCode) == 200
                    expect(response.header("x-answer")) == "42"
                    expect(response.body.count) == body.utf8.count
                }
                it("sends the method, headers, query and body") {
                    let server = try LoopbackHTTPServer()
                    server.route(.put, "/people", status: 201, body: "{}")
                    let request = APIRequest(
                        url: server.baseURL.appendingPathComponent("people"),
                        method: .put,
                        queryItems: [URLQueryItem(name: "q", value: "a b")],
                        headers: ["X-Trace": "7", "X-Empty": ""],
                        body: Data(#"{"name":"Ada"}"#.utf8)
                    )
                    let response = try await handler().send(request)
                    expect(response.statusCode) == 201
                    let sent = server.requests.first
                    expect(sent?.method) == .put
                    expect(sent?.query["q"]) == "a b"
                    expect(sent?.header("X-Trace")) == "7"
                    expect(sent?.header("X-Empty")) == ""
                    expect(sent?.bodyText) == #"{"name":"Ada"}"#
                }
                it("fails with the HTTP status of a 404 without reading its body") {
                    let server = try LoopbackHTTPServer()
                    server.route(.get, "/missing", status: 404, body: String(repeating: "x", count: 100_000))
                    let url = server.baseURL.appendingPathComponent("missing")
                    let error = failure(await send(url.absoluteString, limits: HTTPLimits(maximumBodyBytes: 10)))
                    expect(error) == .httpStatus(endpoint: APIEndpoint(url: url), statusCode: 404)
                }
                it("fails with bodyTooLarge past the limit") {
                    let server = try LoopbackHTTPServer()
                    server.route(.get, "/big", body: Data(repeating: 0x41, count: 100_000))
                    let url = server.baseURL.appendingPathComponent("big")
                    let error = failure(await send(url.absoluteString, limits: HTTPLimits(maximumBodyBytes: 50_000)))
                    expect(error) == .bodyTooLarge(endpoint: APIEndpoint(url: url), limit: 50_000)
                }
            }

            context("when the server misbehaves, the request ends by its deadline") {
                it("times out against a server that never answers") {
                    let server = try scripted { connection in
                        connection.readHead()
                        connection.holdOpen()
                    }
                    let error = failure(await send("\(server.baseURL)/silent", timeout: 0.5))
                    expect(error) == .timedOut(endpoint: APIEndpoint(url: URL(string: "\(server.baseURL)/silent")!), seconds: 0.5)
                }
                it("times out against a server that drips its headers a byte at a time") {
                    let server = try scripted { connection in
                        connection.readHead()
                        connection.write("HTTP/1.1 200 OK\r\n")
                        while connection.write("X") { connection.pause(milliseconds: 20) }
                    }
                    let error = failure(await send("\(server.baseURL)/drip", timeout: 0.5))
                    expect(error?.message).to(contain("did not answer within 0.5 s"))
                }
                it("times out against a body that never ends") {
                    let server = try scripted { connection in
                        connection.readHead()
                        connection.write("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\n")
                        while connection.write("[]") { connection.pause(milliseconds: 5) }
                    }
                    let error = failure(await send("\(server.baseURL)/endless", timeout: 0.5))
                    expect(error) == .timedOut(endpoint: APIEndpoint(url: URL(string: "\(server.baseURL)/endless")!), seconds: 0.5)
                }
                it("stops an endless body at the body limit, before the deadline") {
                    let server = try scripted { connection in
                        connection.readHead()
                        connection.write("HTTP/1.1 200 OK\r\n\r\n")
                        let chunk = String(repeating: "y", count: 16_384)
                        while connection.write(chunk) {}
                    }
                    let error = failure(await send("\(server.baseURL)/endless", timeout: 30, limits: HTTPLimits(maximumBodyBytes: 1_000_000)))
                    expect(error) == .bodyTooLarge(endpoint: APIEndpoint(url: URL(string: "\(server.baseURL)/endless")!), limit: 1_000_000)
                }
                it("stops 20,000 header lines at the header limit") {
                    let server = try scripted { connection in
                        connection.readHead()
                        var head = "HTTP/1.1 200 OK\r\n"
                        for index in 0..<20_000 { head += "X-Header-\(index): value\r\n" }
                        connection.write(head + "Content-Length: 2\r\n\r\n[]")
                    }
                    let error = failure(await send("\(server.baseURL)/headers", timeout: 30))
                    expect(error) == .headersTooLarge(endpoint: APIEndpoint(url: URL(string: "\(server.baseURL)/headers")!), limit: 65_536)
                    expect(error?.message) == "the response headers from \(server.baseURL)/headers are larger than the limit of 64 KiB"
                }
                it("stops too many short header lines at the line limit") {
                    let server = try scripted { connection in
                        connection.readHead()
                        connection.write("HTTP/1.1 200 OK\r\n" + String(repeating: "A: b\r\n", count: 600) + "\r\n")
                    }
                    let error = failure(await send("\(server.baseURL)/lines"))
                    expect(error?.message).to(contain("response headers from \(server.baseURL)/lines are larger than the limit"))
                }
                it("names a 5 MB header line as headers too large, not a network error") {
                    let server = try scripted { connection in
                        connection.readHead()
                        connection.write("HTTP/1.1 200 OK\r\nX-Huge: " + String(repeating: "h", count: 5_000_000) + "\r\n\r\n")
                    }
                    let error = failure(await send("\(server.baseURL)/huge", timeout: 30))
                    expect(error) == .headersTooLarge(endpoint: APIEndpoint(url: URL(string: "\(server.baseURL)/huge")!), limit: 65_536)
                }
                it("names a body shorter than its Content-Length") {
                    let server = try scripted { connection in
                        connection.readHead()
                        connection.write("HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n[1,2,3]")
                    }
                    let error = failure(await send("\(server.baseURL)/short"))
                    expect(error?.message)
                        == "the request to \(server.baseURL)/short failed: the connection closed before the whole body arrived (it is shorter than its Content-Length)"
                }
                it("names an answer that is not HTTP") {
                    let server = try scripted { connection in
                        connection.readHead()
                        connection.write("hello, this is not HTTP\r\n")
                    }
                    let error = failure(await send("\(server.baseURL)/garbage"))
                    expect(error?.message) == "the request to \(server.baseURL)/garbage failed: the server's answer is not valid HTTP"
                }
                it("names a server that closes without answering") {
                    let server = try scripted { connection in connection.readHead() }
                    let error = failure(await send("\(server.baseURL)/nothing"))
                    expect(error?.message) == "the request to \(server.baseURL)/nothing failed: the server closed the connection without answering"
                }
            }

            context("when the body is compressed") {
                it("inflates a gzip body") {
                    let compressed = try unwrap(Gzip.compress(Data(String(repeating: "[1,2,3]", count: 1000).utf8)))
                    let server = try LoopbackHTTPServer()
                    server.route(.get, "/gzip", headers: ["Content-Encoding": "gzip"], body: compressed)
                    let response = try await handler().send(APIRequest(url: server.baseURL.appendingPathComponent("gzip")))
                    expect(response.body.count) == 7000
                }
                it("stops a compression bomb at the body limit, counted after inflating") {
                    let bomb = try unwrap(Gzip.zeros(megabytes: 20))
                    expect(bomb.count) < 100_000
                    let server = try LoopbackHTTPServer()
                    server.route(.get, "/bomb", headers: ["Content-Encoding": "gzip"], body: bomb)
                    let url = server.baseURL.appendingPathComponent("bomb")
                    let error = failure(await send(url.absoluteString, limits: HTTPLimits(maximumBodyBytes: 1_000_000)))
                    expect(error) == .bodyTooLarge(endpoint: APIEndpoint(url: url), limit: 1_000_000)
                }
            }

            context("when the server redirects") {
                it("follows a redirect to the final answer") {
                    let server = try LoopbackHTTPServer()
                    server.route(.get, "/old", status: 301, headers: ["Location": "/new"], body: "")
                    server.route(.get, "/new", body: "[]")
                    let response = try await handler().send(APIRequest(url: server.baseURL.appendingPathComponent("old")))
                    expect(String(decoding: response.body, as: UTF8.self)) == "[]"
                    expect(server.requests.map(\.path)) == ["/old", "/new"]
                }
                it("stops after the redirect limit") {
                    let server = try LoopbackHTTPServer()
                    server.route(.get, "/loop", status: 302, headers: ["Location": "/loop"], body: "")
                    let url = server.baseURL.appendingPathComponent("loop")
                    let error = failure(await send(url.absoluteString, limits: HTTPLimits(maximumRedirects: 3)))
                    expect(error) == .tooManyRedirects(endpoint: APIEndpoint(url: url), limit: 3)
                    expect(server.requests.count) == 4
                }
                it("answers the redirect's status when it follows none") {
                    let server = try LoopbackHTTPServer()
                    server.route(.get, "/old", status: 301, headers: ["Location": "/new"], body: "")
                    let url = server.baseURL.appendingPathComponent("old")
                    let error = failure(await send(url.absoluteString, limits: HTTPLimits(maximumRedirects: 0)))
                    expect(error) == .httpStatus(endpoint: APIEndpoint(url: url), statusCode: 301)
                }
                it("refuses a redirect to ftp://") {
                    let server = try LoopbackHTTPServer()
                    server.route(.get, "/ftp", status: 302, headers: ["Location": "ftp://127.0.0.1:\(server.port)/file"], body: "")
                    let url = server.baseURL.appendingPathComponent("ftp")
                    let error = failure(await send(url.absoluteString))
                    expect(error)
                        == .transport(
                            endpoint: APIEndpoint(url: url),
                            reason: "the server redirected to an address that is not http:// or https://, which is refused"
                        )
                }
            }

            context("when the task is cancelled in flight") {
                it("fails with cancelled, long before the deadline") {
                    let server = try scripted { connection in
                        connection.readHead()
                        connection.holdOpen()
                    }
                    let url = URL(string: "\(server.baseURL)/slow")!
                    let task = Task { try await handler().send(APIRequest(url: url, timeout: 60)) }
                    while server.requestHeads.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
                    task.cancel()
                    let error = await capturedError { try await task.value }
                    expect(error as? APIError) == .cancelled(endpoint: APIEndpoint(url: url))
                }
                it("fails with cancelled when cancelled before it starts") {
                    let task = Task {
                        withUnsafeCurrentTask { $0?.cancel() }
                        return try await handler().send(APIRequest(url: URL(string: "http://127.0.0.1:9/never")!))
                    }
                    let error = await capturedError { try await task.value }
                    expect(error as? APIError) == .cancelled(endpoint: APIEndpoint(url: URL(string: "http://127.0.0.1:9/never")!))
                }
            }

            context("when nothing listens") {
                it("fails with hostUnreachable") {
                    let url = "http://127.0.0.1:\(closedLoopbackPort())/users"
                    let error = failure(await send(url, timeout: 5))
                    expect(error) == .hostUnreachable(endpoint: APIEndpoint(url: URL(string: url)!))
                }
            }

            context("with a proxy") {
                it("sends http requests to the proxy in absolute form") {
                    let proxy = try scripted { connection in
                        connection.readHead()
                        connection.write("HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\n[]")
                    }
                    let response = try await handler(proxies: HTTPProxySettings(http: proxy.baseURL))
                        .send(APIRequest(url: URL(string: "http://api.example.invalid/users?page=2")!))
                    expect(response.statusCode) == 200
                    expect(proxy.requestHeads.first).to(beginWith("GET http://api.example.invalid/users?page=2 HTTP/1.1"))
                }
                it("connects directly to hosts NO_PROXY names") {
                    let proxy = try scripted { connection in connection.readHead() }
                    let server = try LoopbackHTTPServer()
                    server.route(.get, "/direct", body: "[]")
                    let response = try await handler(proxies: HTTPProxySettings(http: proxy.baseURL, noProxy: "127.0.0.1"))
                        .send(APIRequest(url: server.baseURL.appendingPathComponent("direct")))
                    expect(response.statusCode) == 200
                    expect(proxy.requestHeads).to(beEmpty())
                }
                it("reads the environment as curl does") {
                    let settings = HTTPProxySettings(environment: DictionaryEnvironment(DictionaryEnvironmentFixture.curlStyle))
                    expect(settings.proxy(forScheme: "http")) == "http://lower:1"
                    expect(settings.proxy(forScheme: "https")) == "http://upper-https:2"
                    expect(settings.noProxy) == "localhost"
                    expect(HTTPProxySettings(environment: DictionaryEnvironment(DictionaryEnvironmentFixture.upperHTTPOnly)).proxy(forScheme: "http"))
                        == "http://all:3"
                }
            }

            context("when a secret is in the URL") {
                it("never shows the query or the credentials in any failure") {
                    let server = try scripted { connection in
                        connection.readHead()
                        connection.write("HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n[")
                    }
                    let urls = [
                        "http://usr7xq:pa55word@127.0.0.1:\(server.port)/users?api_key=s3cret",
                        "http://usr7xq:pa55word@127.0.0.1:\(closedLoopbackPort())/users?api_key=s3cret",
                        "ftp://usr7xq:pa55word@127.0.0.1/users?api_key=s3cret",
                    ]
                    for url in urls {
                        let error = failure(await send(url, timeout: 5))
                        let shown = [error?.message ?? "", error?.hint ?? "", String(describing: error)].joined(separator: "\n")
                        expect(error).toNot(beNil())
                        expect(shown).toNot(contain("s3cret"))
                        expect(shown).toNot(contain("pa55word"))
                        expect(shown).toNot(contain("usr7xq"))
                    }
                }
            }
        }
    }
}

/// Environments with proxy variables, as curl reads them.
enum DictionaryEnvironmentFixture {
    static let curlStyle: [String: String] = [
        "http_proxy": "http://lower:1", "HTTP_PROXY": "http://ignored-upper:9",
        "HTTPS_PROXY": "http://upper-https:2", "NO_PROXY": "localhost",
    ]
    /// `HTTP_PROXY` in upper case is ignored, as curl ignores it; `ALL_PROXY` applies.
    static let upperHTTPOnly: [String: String] = ["HTTP_PROXY": "http://ignored:9", "ALL_PROXY": "http://all:3"]
}

/// A loopback port nothing listens on: bound, then closed again.
func closedLoopbackPort() -> Int {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
    }
    _ = withUnsafeMutablePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    return Int(UInt16(bigEndian: address.sin_port))
}
