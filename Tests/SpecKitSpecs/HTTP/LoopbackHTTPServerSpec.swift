import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SpecKit
import SpecKitHTTP

/// A session that talks to the loopback server directly (no proxy, no cache).
private func loopbackSession() -> URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.connectionProxyDictionary = [:]
    configuration.urlCache = nil
    return URLSession(configuration: configuration)
}

private struct Answer {
    let status: Int
    let headers: [String: String]
    let body: String
}

private func send(_ method: String, _ url: URL, headers: [String: String] = [:], body: String? = nil) async throws -> Answer {
    var request = URLRequest(url: url)
    request.httpMethod = method
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    request.httpBody = body.map { Data($0.utf8) }
    let (data, response) = try await loopbackSession().data(for: request)
    let http = response as? HTTPURLResponse
    var fields: [String: String] = [:]
    for (name, value) in http?.allHeaderFields ?? [:] { fields["\(name)".lowercased()] = "\(value)" }
    return Answer(status: http?.statusCode ?? -1, headers: fields, body: String(decoding: data, as: UTF8.self))
}

private func url(_ server: LoopbackHTTPServer, _ path: String) -> URL {
    server.baseURL.appendingPathComponent(path)
}

final class LoopbackHTTPServerSpec: Spec {
    override func spec() {
        describe("LoopbackHTTPServer") {
            it("listens on 127.0.0.1 and a port of its own") {
                let first = try LoopbackHTTPServer()
                let second = try LoopbackHTTPServer()
                expect(first.baseURL.absoluteString) == "http://127.0.0.1:\(first.port)"
                expect(first.port) > 0
                expect(first.port) != second.port
            }

            context("with a route") {
                it("answers with its status, headers and body, and closes the connection") {
                    let server = try LoopbackHTTPServer()
                    server.route(.get, "/users", status: 201, headers: ["Content-Type": "application/json"], body: #"[{"name":"Ada"}]"#)
                    let answer = try await send("GET", url(server, "/users"))
                    expect(answer.status) == 201
                    expect(answer.headers["content-type"]) == "application/json"
                    expect(answer.headers["connection"]) == "close"
                    expect(answer.body) == #"[{"name":"Ada"}]"#
                }

                it("matches the path without the query") {
                    let server = try LoopbackHTTPServer()
                    server.route(.get, "/weather", body: "sunny")
                    let answer = try await send("GET", try unwrap(URL(string: "\(server.baseURL.absoluteString)/weather?q=Oslo")))
                    expect(answer.body) == "sunny"
                }

                it("answers with the route declared last for a method and path") {
                    let server = try LoopbackHTTPServer()
                    server.route(.get, "/status", body: "first")
                    server.route(.get, "/status", body: "second")
                    let answer = try await send("GET", url(server, "/status"))
                    expect(answer.body) == "second"
                }

                it("answers a route after its delay") {
                    let server = try LoopbackHTTPServer()
                    server.route(.get, "/slow", body: "finally", delay: .milliseconds(50))
                    let answer = try await send("GET", url(server, "/slow"))
                    expect(answer.body) == "finally"
                }
            }

            context("when requests arrive") {
                it("records each one with its method, URL, headers and body") {
                    let server = try LoopbackHTTPServer()
                    server.route(.post, "/users", status: 201)
                    _ = try await send("POST", try unwrap(URL(string: "\(server.baseURL.absoluteString)/users?notify=yes")), headers: ["Content-Type": "application/json"], body: #"{"name":"Grace"}"#)
                    let request = try unwrap(server.requests.first)
                    expect(request.method) == .post
                    expect(request.path) == "/users"
                    expect(request.query) == ["notify": "yes"]
                    expect(request.header("content-type")) == "application/json"
                    expect(request.bodyText) == #"{"name":"Grace"}"#
                }
            }

            context("when many requests arrive at once") {
                it("serves them all, each from its route") {
                    let server = try LoopbackHTTPServer()
                    let cities = (1...12).map { "city-\($0)" }
                    for city in cities {
                        server.route(.get, "/weather/\(city)", body: "weather of \(city)", delay: .milliseconds(100))
                    }
                    let bodies = try await withThrowingTaskGroup(of: String.self) { group in
                        for city in cities {
                            group.addTask { try await send("GET", url(server, "/weather/\(city)")).body }
                        }
                        var bodies: [String] = []
                        for try await body in group { bodies.append(body) }
                        return bodies
                    }
                    expect(bodies.sorted()) == cities.map { "weather of \($0)" }.sorted()
                    expect(server.requests.count) == 12
                }
            }

            context("when no route matches a request") {
                it("answers 404 and fails the example with the request and the routes") {
                    var answer: Answer?
                    var createdOn = 0
                    let report = await IsolatedExample.run {
                        let server = try LoopbackHTTPServer(); createdOn = #line
                        server.route(.get, "/users", body: "[]")
                        answer = try await send("DELETE", url(server, "/users"))
                    }
                    expect(answer?.status) == 404
                    expect(report?.failures.first?.location.line) == createdOn
                    let message = report?.messages.first ?? ""
                    expect(message).to(contain("the loopback HTTP server has no route for DELETE http://127.0.0.1:", "/users and answered 404", "routes:\n  GET /users -> 200"))
                }
            }

            context("after it is stopped") {
                it("answers no request any more") {
                    let server = try LoopbackHTTPServer()
                    server.route(.get, "/users", body: "[]")
                    server.stop()
                    // The connection is refused, unless another spec's server took the freed port
                    // meanwhile: either way this server neither answers nor records the request.
                    let answer = try? await send("GET", url(server, "/users"))
                    expect(answer?.status ?? -1).toNot(equal(200))
                    expect(server.requests).to(beEmpty())
                }
            }
        }
    }
}
