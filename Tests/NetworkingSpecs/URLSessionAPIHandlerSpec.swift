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
            let usersURL = URL(string: "https://jsonplaceholder.typicode.com/users")!
            let ok = URLProtocolStub.Answer.response(status: 200, headers: ["Content-Type": "application/json"], body: Data(UserFixture.json.utf8))

            context("when the server answers 200") {
                it("sends the method, host, path, query, headers, body and timeout of the request") {
                    let request = APIRequest(
                        url: URL(string: "https://api.example.com/v1/people?sort=name")!,
                        method: .post,
                        queryItems: [URLQueryItem(name: "q", value: "a+b c&d"), URLQueryItem(name: "flag", value: nil)],
                        headers: ["Accept": "application/json", "Authorization": "Bearer t0ken"],
                        body: Data(#"{"name":"Ada"}"#.utf8),
                        timeout: 7
                    )
                    let (_, requests) = try await URLProtocolStub.run(answering: ok) { session in
                        try await URLSessionAPIHandler(session: session).send(request)
                    }
                    expect(requests.count) == 1
                    let sent = requests.first
                    expect(sent?.method) == "POST"
                    expect(sent?.url.host) == "api.example.com"
                    expect(sent?.url.path) == "/v1/people"
                    expect(sent?.url.query) == "sort=name&q=a%2Bb%20c%26d&flag"
                    expect(sent?.headers["Accept"]) == "application/json"
                    expect(sent?.headers["Authorization"]) == "Bearer t0ken"
                    expect(sent?.timeout) == 7
                }

                it("returns the status, the headers and the body") {
                    let (response, _) = try await URLProtocolStub.run(answering: ok) { session in
                        try await URLSessionAPIHandler(session: session).send(APIRequest(url: usersURL))
                    }
                    expect(response.statusCode) == 200
                    expect(response.header("content-type")) == "application/json"
                    expect(response.body) == Data(UserFixture.json.utf8)
                    expect(response.endpoint.description) == "https://jsonplaceholder.typicode.com/users"
                }

                it("fetches and decodes in one step") {
                    let (users, _) = try await URLProtocolStub.run(answering: ok) { session in
                        try await URLSessionAPIHandler(session: session).fetch([UserFixture].self, APIRequest(url: usersURL))
                    }
                    expect(users.map(\.name)) == ["Leanne Graham", "Ervin Howell", "Clementine Bauch"]
                    expect(users[0].company?.catchPhrase) == "Multi-layered client-server neural-net"
                    expect(users[2].company).to(beNil())
                }
            }

            context("when the server answers with an error status") {
                for status in [400, 401, 404, 429, 500, 503] {
                    it("fails with HTTP status \(status)") {
                        let answer = URLProtocolStub.Answer.response(status: status, headers: [:], body: Data("oops".utf8))
                        let (error, _) = try await URLProtocolStub.run(answering: answer) { session in
                            await capturedError { try await URLSessionAPIHandler(session: session).send(APIRequest(url: usersURL)) }
                        }
                        expect(error as? APIError) == .httpStatus(endpoint: APIEndpoint(url: usersURL), statusCode: status)
                        expect((error as? APIError)?.message.contains("HTTP \(status)")).to(beTrue())
                    }
                }
            }

            context("when the transport fails") {
                let cases: [(URLError.Code, String, APIError)] = [
                    (.notConnectedToInternet, "offline", .offline(endpoint: APIEndpoint(url: usersURL))),
                    (.cannotFindHost, "host not found", .hostUnreachable(endpoint: APIEndpoint(url: usersURL))),
                    (.cannotConnectToHost, "connection refused", .hostUnreachable(endpoint: APIEndpoint(url: usersURL))),
                    (.timedOut, "timed out", .timedOut(endpoint: APIEndpoint(url: usersURL), seconds: 4)),
                    (.cancelled, "cancelled", .cancelled(endpoint: APIEndpoint(url: usersURL))),
                    (.secureConnectionFailed, "TLS failure", .transport(endpoint: APIEndpoint(url: usersURL), reason: "the secure connection (TLS) could not be established")),
                ]
                for (code, name, expected) in cases {
                    it("maps \(name) to \(expected.message)") {
                        let (error, _) = try await URLProtocolStub.run(answering: .failure(code)) { session in
                            await capturedError { try await URLSessionAPIHandler(session: session).send(APIRequest(url: usersURL, timeout: 4)) }
                        }
                        expect(error as? APIError) == expected
                    }
                }
            }

            context("when the body is larger than the limit") {
                it("fails with bodyTooLarge") {
                    let answer = URLProtocolStub.Answer.response(status: 200, headers: [:], body: Data(repeating: 0x41, count: 1025))
                    let (error, _) = try await URLProtocolStub.run(answering: answer) { session in
                        await capturedError { try await URLSessionAPIHandler(session: session, maximumResponseBytes: 1024).send(APIRequest(url: usersURL)) }
                    }
                    expect(error as? APIError) == .bodyTooLarge(endpoint: APIEndpoint(url: usersURL), limit: 1024)
                    expect((error as? APIError)?.message) == "the response from https://jsonplaceholder.typicode.com/users is larger than the limit of 1 KiB"
                }
                it("accepts a body of exactly the limit") {
                    let answer = URLProtocolStub.Answer.response(status: 200, headers: [:], body: Data(repeating: 0x41, count: 1024))
                    let (response, _) = try await URLProtocolStub.run(answering: answer) { session in
                        try await URLSessionAPIHandler(session: session, maximumResponseBytes: 1024).send(APIRequest(url: usersURL))
                    }
                    expect(response.body.count) == 1024
                }
            }

            context("when the request cannot be sent") {
                for (text, reason) in [("ftp://example.com/users", "the URL scheme \"ftp\" is not supported"), ("/users", "the URL has no scheme")] {
                    it("refuses \(text) without sending it") {
                        let request = APIRequest(url: URL(string: text)!)
                        let (error, requests) = try await URLProtocolStub.run(answering: ok) { session in
                            await capturedError { try await URLSessionAPIHandler(session: session).send(request) }
                        }
                        expect(error as? APIError) == .invalidRequest(endpoint: request.endpoint, reason: reason)
                        expect(requests.isEmpty).to(beTrue())
                    }
                }
                it("refuses a timeout that is not positive") {
                    let error = await capturedError { try await URLSessionAPIHandler().send(APIRequest(url: usersURL, timeout: 0)) }
                    expect((error as? APIError)?.exitCode.rawValue) == 78
                }
            }

            context("when the task is cancelled while the request is in flight") {
                it("fails with cancelled") {
                    let gate = StubGate()
                    let (error, _) = try await URLProtocolStub.run(answering: .held(gate)) { session in
                        let task = Task { try await URLSessionAPIHandler(session: session).send(APIRequest(url: usersURL)) }
                        while !gate.reached.withLock({ $0 }) { await Task.yield() }
                        task.cancel()
                        return await capturedError { try await task.value }
                    }
                    expect(error as? APIError) == .cancelled(endpoint: APIEndpoint(url: usersURL))
                }
            }

            context("when a secret is in the query or the headers") {
                let request = APIRequest(
                    url: URL(string: "https://api.example.com/users?api_key=s3cret")!,
                    queryItems: [URLQueryItem(name: "token", value: "t0ken")],
                    headers: ["Authorization": "Bearer b3arer"]
                )
                let answers: [URLProtocolStub.Answer] = [
                    .failure(.notConnectedToInternet), .failure(.cannotConnectToHost), .failure(.timedOut),
                    .failure(.badServerResponse), .response(status: 403, headers: [:], body: Data("s3cret".utf8)),
                    .response(status: 200, headers: [:], body: Data(repeating: 0x41, count: 64)),
                ]
                it("never shows it in any error") {
                    for answer in answers {
                        let (error, _) = try await URLProtocolStub.run(answering: answer) { session in
                            await capturedError { try await URLSessionAPIHandler(session: session, maximumResponseBytes: 10).send(request) }
                        }
                        let apiError = error as? APIError
                        expect(apiError).toNot(beNil())
                        let shown = [apiError?.message ?? "", apiError?.hint ?? "", "\(String(describing: error))", error?.localizedDescription ?? ""].joined(separator: "\n")
                        for secret in ["s3cret", "t0ken", "b3arer"] {
                            expect(shown.contains(secret)).to(beFalse(), description: shown)
                        }
                        expect(shown.contains("api.example.com/users")).to(beTrue(), description: shown)
                    }
                }
            }

            context("with a real session and a closed port on the loopback interface") {
                it("fails with hostUnreachable") {
                    let port = closedLoopbackPort()
                    let url = URL(string: "http://127.0.0.1:\(port)/users")!
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
