import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#endif
import Networking
import SpecKit

final class URLSessionAPIHandlerSpec: Spec {
    override func spec() {
        describe("URLSessionAPIHandler") {
            let http = HTTPStubs()
            let usersURL = URL(string: "https://jsonplaceholder.typicode.com/users")!
            let usersEndpoint = APIEndpoint(url: usersURL)
            func handler(maximumResponseBytes: Int = URLSessionAPIHandler.defaultMaximumResponseBytes) -> URLSessionAPIHandler {
                URLSessionAPIHandler(session: http.session, maximumResponseBytes: maximumResponseBytes)
            }

            context("when the server answers 200") {
                beforeEach {
                    http.stub(.get, host: "jsonplaceholder.typicode.com", path: "/users")
                        .respond(status: 200, headers: ["Content-Type": "application/json"], body: UserFixture.json)
                }

                it("sends the method, host, path, query, headers and body of the request") {
                    http.stub(.post, host: "api.example.com", path: "/v1/people", query: ["sort": "name", "q": "a+b c&d"], headers: ["Accept": "application/json"])
                        .respond(status: 201, body: "{}")
                    let request = APIRequest(
                        url: URL(string: "https://api.example.com/v1/people?sort=name")!,
                        method: .post,
                        queryItems: [URLQueryItem(name: "q", value: "a+b c&d"), URLQueryItem(name: "flag", value: nil)],
                        headers: ["Accept": "application/json", "Authorization": "Bearer t0ken"],
                        body: Data(#"{"name":"Ada"}"#.utf8),
                        timeout: 7
                    )
                    let response = try await handler().send(request)
                    expect(response.statusCode) == 201
                    expect(http.requests.count) == 1
                    let sent = http.requests.first
                    expect(sent?.method) == .post
                    expect(sent?.url.host) == "api.example.com"
                    expect(sent?.path) == "/v1/people"
                    expect(sent?.url.query) == "sort=name&q=a%2Bb%20c%26d&flag"
                    expect(sent?.header("authorization")) == "Bearer t0ken"
                    expect(sent?.bodyText) == #"{"name":"Ada"}"#
                }

                it("returns the status, the headers and the body") {
                    let response = try await handler().send(APIRequest(url: usersURL))
                    expect(response.statusCode) == 200
                    expect(response.header("content-type")) == "application/json"
                    expect(response.body) == Data(UserFixture.json.utf8)
                    expect(response.endpoint) == usersEndpoint
                }

                it("fetches and decodes in one step") {
                    let users = try await handler().fetch([UserFixture].self, APIRequest(url: usersURL))
                    expect(users.map(\.name)) == ["Leanne Graham", "Ervin Howell", "Clementine Bauch"]
                    expect(users.first?.company?.catchPhrase) == "Multi-layered client-server neural-net"
                    expect(users.last?.company).to(beNil())
                }
            }

            context("when the server answers with an error status") {
                for status in [400, 401, 404, 429, 500, 503] {
                    it("fails with HTTP status \(status)") {
                        http.stub(.get, url: usersURL.absoluteString).respond(status: status, body: "oops")
                        let error = await capturedError { try await handler().send(APIRequest(url: usersURL)) }
                        expect(error as? APIError) == .httpStatus(endpoint: usersEndpoint, statusCode: status)
                        expect((error as? APIError)?.message).to(contain("HTTP \(status)"))
                    }
                }
            }

            context("when the transport fails") {
                let cases: [(URLError.Code, String, APIError)] = [
                    (.notConnectedToInternet, "offline", .offline(endpoint: usersEndpoint)),
                    (.cannotFindHost, "host not found", .hostUnreachable(endpoint: usersEndpoint)),
                    (.cannotConnectToHost, "connection refused", .hostUnreachable(endpoint: usersEndpoint)),
                    (.timedOut, "timed out", .timedOut(endpoint: usersEndpoint, seconds: 4)),
                    (.cancelled, "cancelled", .cancelled(endpoint: usersEndpoint)),
                    (.secureConnectionFailed, "TLS failure", .transport(endpoint: usersEndpoint, reason: "the secure connection (TLS) could not be established")),
                ]
                for (code, name, expected) in cases {
                    it("maps \(name) to: \(expected.message)") {
                        http.stub(.get, url: usersURL.absoluteString).fail(code)
                        let error = await capturedError { try await handler().send(APIRequest(url: usersURL, timeout: 4)) }
                        expect(error as? APIError) == expected
                    }
                }
            }

            context("when the body is larger than the limit") {
                it("fails with bodyTooLarge") {
                    http.stub(.get, url: usersURL.absoluteString).respond(body: Data(repeating: 0x41, count: 1025))
                    let error = await capturedError { try await handler(maximumResponseBytes: 1024).send(APIRequest(url: usersURL)) }
                    expect(error as? APIError) == .bodyTooLarge(endpoint: usersEndpoint, limit: 1024)
                    expect((error as? APIError)?.message) == "the response from https://jsonplaceholder.typicode.com/users is larger than the limit of 1 KiB"
                }
                it("accepts a body of exactly the limit") {
                    http.stub(.get, url: usersURL.absoluteString).respond(body: Data(repeating: 0x41, count: 1024))
                    let response = try await handler(maximumResponseBytes: 1024).send(APIRequest(url: usersURL))
                    expect(response.body.count) == 1024
                }
            }

            context("when the request cannot be sent") {
                for (text, reason) in [("ftp://example.com/users", "the URL scheme \"ftp\" is not supported"), ("/users", "the URL has no scheme")] {
                    it("refuses \(text) without sending it") {
                        let request = APIRequest(url: URL(string: text)!)
                        let error = await capturedError { try await handler().send(request) }
                        expect(error as? APIError) == .invalidRequest(endpoint: request.endpoint, reason: reason)
                        expect(http.requests).to(beEmpty())
                    }
                }
                it("refuses a timeout that is not positive") {
                    let error = await capturedError { try await handler().send(APIRequest(url: usersURL, timeout: 0)) }
                    expect((error as? APIError)?.exitCode.rawValue) == 78
                    expect(http.requests).to(beEmpty())
                }
            }

            context("when a secret is in the query or the headers") {
                let request = APIRequest(
                    url: URL(string: "https://api.example.com/users?api_key=s3cret")!,
                    queryItems: [URLQueryItem(name: "token", value: "t0ken")],
                    headers: ["Authorization": "Bearer b3arer"]
                )
                let failures: [(HTTPStub) -> Void] = [
                    { $0.fail(.notConnectedToInternet) }, { $0.fail(.cannotConnectToHost) }, { $0.fail(.timedOut) },
                    { $0.fail(.badServerResponse) }, { $0.respond(status: 403, body: "s3cret") },
                    { $0.respond(status: 200, body: Data(repeating: 0x41, count: 64)) },
                    { $0.respond(status: 200, body: #"{"s3cret": true}"#) },
                ]
                for (index, failure) in failures.enumerated() {
                    it("never shows it in the error of failure \(index + 1)") {
                        failure(http.stub(.get, host: "api.example.com", path: "/users"))
                        let error = await capturedError { try await handler(maximumResponseBytes: 32).fetch([UserFixture].self, request) }
                        let apiError = error as? APIError
                        expect(apiError).toNot(beNil())
                        let shown = [apiError?.message ?? "", apiError?.hint ?? "", String(describing: error), error?.localizedDescription ?? ""].joined(separator: "\n")
                        for secret in ["s3cret", "t0ken", "b3arer"] {
                            expect(shown).toNot(contain(secret))
                        }
                        expect(shown).to(contain("api.example.com/users"))
                    }
                }
            }

            context("with a real session on the loopback interface") {
                it("receives a large body in full") {
                    let server = try LoopbackHTTPServer()
                    let body = String(repeating: "0123456789abcdef", count: 200_000)
                    server.route(.get, "/big", body: body)
                    let response = try await URLSessionAPIHandler().send(APIRequest(url: server.baseURL.appendingPathComponent("big")))
                    expect(response.body.count) == body.utf8.count
                }

                it("fails with bodyTooLarge past the limit") {
                    let server = try LoopbackHTTPServer()
                    server.route(.get, "/big", body: Data(repeating: 0x41, count: 100_000))
                    let url = server.baseURL.appendingPathComponent("big")
                    let error = await capturedError { try await URLSessionAPIHandler(maximumResponseBytes: 50_000).send(APIRequest(url: url)) }
                    expect(error as? APIError) == .bodyTooLarge(endpoint: APIEndpoint(url: url), limit: 50_000)
                }

                it("fails with timedOut when the server answers after the timeout") {
                    let server = try LoopbackHTTPServer()
                    server.route(.get, "/slow", body: "[]", delay: .seconds(3))
                    let url = server.baseURL.appendingPathComponent("slow")
                    let error = await capturedError { try await URLSessionAPIHandler().send(APIRequest(url: url, timeout: 0.5)) }
                    expect(error as? APIError) == .timedOut(endpoint: APIEndpoint(url: url), seconds: 0.5)
                }

                it("fails with cancelled when its task is cancelled in flight") {
                    let server = try LoopbackHTTPServer()
                    server.route(.get, "/slow", body: "[]", delay: .seconds(3))
                    let url = server.baseURL.appendingPathComponent("slow")
                    let task = Task { try await URLSessionAPIHandler().send(APIRequest(url: url)) }
                    while server.requests.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
                    task.cancel()
                    let error = await capturedError { try await task.value }
                    expect(error as? APIError) == .cancelled(endpoint: APIEndpoint(url: url))
                }

                it("fails with hostUnreachable when nothing listens on the port") {
                    let url = URL(string: "http://127.0.0.1:\(closedLoopbackPort())/users")!
                    let error = await capturedError { try await URLSessionAPIHandler().send(APIRequest(url: url, timeout: 5)) }
                    expect(error as? APIError) == .hostUnreachable(endpoint: APIEndpoint(url: url))
                }
            }
        }
    }
}

/// A loopback port nothing listens on: bound, then closed again.
private func closedLoopbackPort() -> Int {
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
