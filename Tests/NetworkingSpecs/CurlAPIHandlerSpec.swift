import Foundation
import Networking
import NetworkingTesting
import SpecKit
import SpecKitHTTP

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The handler's own behaviour (what it sends, statuses, limits, refused requests, secrets),
/// over SpecKit's HTTP stubs; the live transport is specified in CurlTransportSpec.
final class CurlAPIHandlerSpec: Spec {
    override func spec() {
        describe("CurlAPIHandler") {
            var http: HTTPStubs!
            beforeEach { http = HTTPStubs() }
            afterEach { http = nil }
            let usersURL = URL(string: "https://jsonplaceholder.typicode.com/users")!
            let usersEndpoint = APIEndpoint(url: usersURL)
            func handler(maximumBodyBytes: Int = HTTPLimits.defaultMaximumBodyBytes) -> CurlAPIHandler {
                CurlAPIHandler(transport: HTTPStubsTransport(http), limits: HTTPLimits(maximumBodyBytes: maximumBodyBytes))
            }

            context("when the server answers 200") {
                beforeEach {
                    http.stub(.get, host: "jsonplaceholder.typicode.com", path: "/users")
                        .respond(status: 200, headers: ["Content-Type": "application/json"], body: UserFixture.json)
                }

                it("sends the method, host, path, query, headers and body of the request") {
                    http.stub(
                        .post,
                        host: "api.example.com",
                        path: "/v1/people",
                        query: ["sort": "name", "q": "a+b c&d"],
                        headers: ["Accept": "application/json"]
                    )
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
                for status in [301, 400, 401, 404, 429, 500, 503] {
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
                    (
                        .secureConnectionFailed, "TLS failure",
                        .transport(endpoint: usersEndpoint, reason: "the secure connection (TLS) could not be established")
                    ),
                    (.serverCertificateUntrusted, "an untrusted certificate", .tlsVerificationFailed(endpoint: usersEndpoint)),
                    (.httpTooManyRedirects, "a redirect loop", .tooManyRedirects(endpoint: usersEndpoint, limit: 5)),
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
                    let error = await capturedError { try await handler(maximumBodyBytes: 1024).send(APIRequest(url: usersURL)) }
                    expect(error as? APIError) == .bodyTooLarge(endpoint: usersEndpoint, limit: 1024)
                    expect((error as? APIError)?.message)
                        == "the response from https://jsonplaceholder.typicode.com/users is larger than the limit of 1 KiB"
                }
                it("accepts a body of exactly the limit") {
                    http.stub(.get, url: usersURL.absoluteString).respond(body: Data(repeating: 0x41, count: 1024))
                    let response = try await handler(maximumBodyBytes: 1024).send(APIRequest(url: usersURL))
                    expect(response.body.count) == 1024
                }
            }

            context("when the request cannot be sent") {
                let refused: [(String, String)] = [
                    ("ftp://example.com/users", "the URL scheme \"ftp\" is not supported (only http and https are)"),
                    ("/users", "the URL has no scheme"),
                    ("file:///etc/passwd", "the URL scheme \"file\" is not supported (only http and https are)"),
                ]
                for (text, reason) in refused {
                    it("refuses \(text) without sending it, with exit code 78") {
                        let request = APIRequest(url: URL(string: text)!)
                        let error = await capturedError { try await handler().send(request) }
                        expect(error as? APIError) == .invalidRequest(endpoint: request.endpoint, reason: reason)
                        expect((error as? APIError)?.exitCode.rawValue) == 78
                        expect(http.requests).to(beEmpty())
                    }
                }
                it("refuses a host name with an encoded space as an invalid request (exit 78), not as offline") {
                    let request = APIRequest(url: try unwrap(URL(string: "https://exa%20mple.com/users")))
                    let error = await capturedError { try await handler().send(request) }
                    expect(error as? APIError) == .invalidRequest(endpoint: request.endpoint, reason: "the host name \"exa mple.com\" is not valid")
                    expect((error as? APIError)?.exitCode.rawValue) == 78
                    expect(http.requests).to(beEmpty())
                }
                it("refuses a timeout that is not positive") {
                    let error = await capturedError { try await handler().send(APIRequest(url: usersURL, timeout: 0)) }
                    expect((error as? APIError)?.exitCode.rawValue) == 78
                    expect(http.requests).to(beEmpty())
                }
                it("refuses a header value with a line break, which would split the request") {
                    let error = await capturedError { try await handler().send(APIRequest(url: usersURL, headers: ["X-Note": "a\r\nHost: evil"])) }
                    expect(error as? APIError)
                        == .invalidRequest(endpoint: usersEndpoint, reason: "the header field \"X-Note\" has an invalid name or value")
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
                        let error = await capturedError { try await handler(maximumBodyBytes: 32).fetch([UserFixture].self, request) }
                        let apiError = error as? APIError
                        expect(apiError).toNot(beNil())
                        let shown = [apiError?.message ?? "", apiError?.hint ?? "", String(describing: error), error?.localizedDescription ?? ""]
                            .joined(separator: "\n")
                        for secret in ["s3cret", "t0ken", "b3arer"] {
                            expect(shown).toNot(contain(secret))
                        }
                        expect(shown).to(contain("api.example.com/users"))
                    }
                }
            }
        }
    }
}
