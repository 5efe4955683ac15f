import Foundation
import Networking
import NetworkingTesting
import SpecKit
import SpecKitHTTP

/// `perform`: the answer to any URL whatever its status, with the redirects it followed, against
/// servers on the loopback interface and over the stubs.
final class HTTPRequestingSpec: Spec {
    override func spec() {
        describe("CurlAPIHandler.perform over CurlTransport") {
            func handler(_ limits: HTTPLimits = HTTPLimits()) -> CurlAPIHandler {
                CurlAPIHandler(transport: CurlTransport(), limits: limits)
            }
            func failure(_ body: () async throws -> HTTPResponse) async -> APIError? {
                await capturedError(body) as? APIError
            }

            it("returns a redirect it does not follow, with its Location") {
                let server = try LoopbackHTTPServer()
                server.route(.get, "/old", status: 301, headers: ["Location": "/new"], body: "moved")
                let url = server.baseURL.appendingPathComponent("old")
                let response = try await handler().perform(HTTPRequest(url: url, redirects: .doNotFollow))
                expect(response.statusCode) == 301
                expect(response.header("location")) == "/new"
                expect(String(decoding: response.body, as: UTF8.self)) == "moved"
                expect(response.url) == url
                expect(response.redirects).to(beEmpty())
                expect(server.requests.map(\.path)) == ["/old"]
            }
            it("follows redirects and reports each address and the final one") {
                let server = try LoopbackHTTPServer()
                server.route(.get, "/a", status: 302, headers: ["Location": "/b"])
                server.route(.get, "/b", status: 307, headers: ["Location": "\(server.baseURL)/c?page=2"])
                server.route(.get, "/c", body: "here")
                let response = try await handler().perform(HTTPRequest(url: server.baseURL.appendingPathComponent("a")))
                expect(response.statusCode) == 200
                expect(response.redirects.map(\.absoluteString)) == ["\(server.baseURL)/b", "\(server.baseURL)/c?page=2"]
                expect(response.url.absoluteString) == "\(server.baseURL)/c?page=2"
                expect(String(decoding: response.body, as: UTF8.self)) == "here"
                expect(response.description) == "HTTP 200 from \(server.baseURL)/c (2 redirects)"
            }
            it("returns a 404 with its headers and body instead of throwing") {
                let server = try LoopbackHTTPServer()
                server.route(.get, "/missing", status: 404, headers: ["X-Reason": "gone"], body: "nothing here")
                let response = try await handler().perform(HTTPRequest(url: server.baseURL.appendingPathComponent("missing")))
                expect(response.statusCode) == 404
                expect(response.isSuccess).to(beFalse())
                expect(response.header("X-REASON")) == "gone"
                expect(String(decoding: response.body, as: UTF8.self)) == "nothing here"
            }
            it("sends a HEAD and returns the headers without a body") {
                let server = try LoopbackHTTPServer()
                server.route(.head, "/file", headers: ["X-Size": "1234"], body: "unsent")
                let response = try await handler().perform(HTTPRequest(url: server.baseURL.appendingPathComponent("file"), method: .head))
                expect(response.statusCode) == 200
                expect(response.header("x-size")) == "1234"
                expect(response.body).to(beEmpty())
                expect(server.requests.map(\.method)) == [.head]
            }
            it("follows redirects per request when the handler's limit follows none") {
                let server = try LoopbackHTTPServer()
                server.route(.get, "/old", status: 301, headers: ["Location": "/new"])
                server.route(.get, "/new", body: "new")
                let api = handler(HTTPLimits(maximumRedirects: 0))
                let url = server.baseURL.appendingPathComponent("old")
                let byDefault = try await api.perform(HTTPRequest(url: url))
                let followed = try await api.perform(HTTPRequest(url: url, redirects: .follow(max: 1)))
                expect(byDefault.statusCode) == 301
                expect(followed.statusCode) == 200
                expect(followed.redirects.map(\.path)) == ["/new"]
            }
            it("does not follow per request when the handler's limit follows") {
                let server = try LoopbackHTTPServer()
                server.route(.get, "/old", status: 308, headers: ["Location": "/new"])
                let response = try await handler().perform(HTTPRequest(url: server.baseURL.appendingPathComponent("old"), redirects: .doNotFollow))
                expect(response.statusCode) == 308
                expect(server.requests.map(\.path)) == ["/old"]
            }
            it("throws tooManyRedirects past the request's own limit") {
                let server = try LoopbackHTTPServer()
                server.route(.get, "/loop", status: 302, headers: ["Location": "/loop"])
                let url = server.baseURL.appendingPathComponent("loop")
                let error = await failure { try await handler().perform(HTTPRequest(url: url, redirects: .follow(max: 2))) }
                expect(error) == .tooManyRedirects(endpoint: APIEndpoint(url: url), limit: 2)
                expect(server.requests.count) == 3
            }
            it("throws bodyTooLarge for an error page over the limit") {
                let server = try LoopbackHTTPServer()
                server.route(.get, "/huge", status: 500, body: Data(repeating: 0x41, count: 100_000))
                let url = server.baseURL.appendingPathComponent("huge")
                let error = await failure { try await handler(HTTPLimits(maximumBodyBytes: 1_000)).perform(HTTPRequest(url: url)) }
                expect(error) == .bodyTooLarge(endpoint: APIEndpoint(url: url), limit: 1_000)
            }
            it("never shows the credentials or the query of the URL in an error") {
                let server = try LoopbackHTTPServer()
                server.route(.get, "/loop", status: 302, headers: ["Location": "/loop?token=hunter2"])
                let url = try require(URL(string: "http://ada:s3cret@127.0.0.1:\(server.port)/loop?key=k3y")).toNot(beNil())
                let error = await failure { try await handler().perform(HTTPRequest(url: url, redirects: .follow(max: 1))) }
                expect(error?.message) == "http://127.0.0.1:\(server.port)/loop redirected more than 1 time"
                expect(HTTPRequest(url: url, headers: ["Authorization": "Bearer s3cret"]).description)
                    == "GET http://127.0.0.1:\(server.port)/loop headers: Authorization"
            }
        }

        describe("CurlAPIHandler.perform over HTTPStubsTransport") {
            var http: HTTPStubs!
            beforeEach { http = HTTPStubs() }
            afterEach { http = nil }
            let start = URL(string: "https://example.com/start")!

            it("follows a stubbed redirect as the live transport does") {
                http.stub(.post, host: "example.com", path: "/start").respond(status: 303, headers: ["Location": "/done"], body: "")
                http.stub(.get, host: "example.com", path: "/done").respond(status: 200, body: "ok")
                let api = CurlAPIHandler(transport: HTTPStubsTransport(http))
                let response = try await api.perform(HTTPRequest(url: start, method: .post, body: Data("x".utf8)))
                expect(response.statusCode) == 200
                expect(response.url.absoluteString) == "https://example.com/done"
                expect(http.requests.map(\.method)) == [.post, .get]
            }
            it("returns a stubbed redirect it does not follow, and a stubbed 404") {
                http.stub(.get, host: "example.com", path: "/start").respond(status: 302, headers: ["Location": "/elsewhere"], body: "")
                http.stub(.get, host: "example.com", path: "/gone").respond(status: 404, body: "no")
                let api = CurlAPIHandler(transport: HTTPStubsTransport(http))
                let redirect = try await api.perform(HTTPRequest(url: start, redirects: .doNotFollow))
                let missing = try await api.perform(HTTPRequest(url: URL(string: "https://example.com/gone")!))
                expect(redirect.header("Location")) == "/elsewhere"
                expect(missing.statusCode) == 404
                expect(String(decoding: missing.body, as: UTF8.self)) == "no"
            }
            it("throws tooManyRedirects for a stubbed loop") {
                http.stub(.get, host: "example.com", path: "/start").respond(status: 302, headers: ["Location": "/start"], body: "")
                let api = CurlAPIHandler(transport: HTTPStubsTransport(http), limits: HTTPLimits(maximumRedirects: 3))
                let error = await capturedError { try await api.perform(HTTPRequest(url: start)) } as? APIError
                expect(error) == .tooManyRedirects(endpoint: APIEndpoint(url: start), limit: 3)
                expect(http.requests.count) == 4
            }
        }
    }
}
