import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SpecKit
import SpecKitHTTP

/// What a request through a stubbed session gave.
private struct Fetched {
    let status: Int
    let headers: [String: String]
    let body: String
}

private func request(_ method: String = "GET", _ url: String, headers: [String: String] = [:], body: String? = nil) -> URLRequest {
    var request = URLRequest(url: URL(string: url) ?? URL(fileURLWithPath: "/invalid"))
    request.httpMethod = method
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    request.httpBody = body.map { Data($0.utf8) }
    return request
}

private func fetch(_ session: URLSession, _ request: URLRequest) async throws -> Fetched {
    let (data, response) = try await session.data(for: request)
    let http = response as? HTTPURLResponse
    var headers: [String: String] = [:]
    for (name, value) in http?.allHeaderFields ?? [:] { headers["\(name)"] = "\(value)" }
    return Fetched(status: http?.statusCode ?? -1, headers: headers, body: String(decoding: data, as: UTF8.self))
}

private func fetch(_ session: URLSession, _ url: String) async throws -> Fetched {
    try await fetch(session, request("GET", url))
}

/// The error a request failed with, or nil when it succeeded.
private func failure(_ session: URLSession, _ url: String) async -> (any Error)? {
    do {
        _ = try await fetch(session, url)
        return nil
    } catch {
        return error
    }
}

private struct ServiceDown: Error, Equatable {}

final class HTTPStubsSpec: Spec {
    override func spec() {
        describe("HTTPStubs") {
            let http = HTTPStubs()

            context("when a stub matches the request") {
                it("answers with the stub's status, headers and body") {
                    http.stub(.get, host: "api.example.com", path: "/users", query: ["q": "x"], headers: ["Accept": "application/json"])
                        .respond(status: 201, headers: ["Content-Type": "application/json"], body: #"[{"name":"Ada"}]"#)
                    let fetched = try await fetch(http.session, request("GET", "https://api.example.com/users?q=x&page=2", headers: ["Accept": "application/json"]))
                    expect(fetched.status) == 201
                    expect(fetched.headers["Content-Type"]) == "application/json"
                    expect(fetched.body) == #"[{"name":"Ada"}]"#
                }

                it("answers data tasks with a completion handler too") {
                    http.stub(.get, path: "/ping").respond(body: "pong")
                    let session = http.session
                    let body: String = await withCheckedContinuation { continuation in
                        session.dataTask(with: request("GET", "https://api.example.com/ping")) { data, _, _ in
                            continuation.resume(returning: data.map { String(decoding: $0, as: UTF8.self) } ?? "no data")
                        }.resume()
                    }
                    expect(body) == "pong"
                }

                it("answers with the content of a fixture file") {
                    let fixture = FileManager.default.temporaryDirectory.appendingPathComponent("speckit-fixture-\(UUID().uuidString).json")
                    try Data(#"{"ok":true}"#.utf8).write(to: fixture)
                    defer { try? FileManager.default.removeItem(at: fixture) }
                    http.stub(.get, path: "/status").respond(fixture: fixture)
                    let body = try await fetch(http.session, "https://api.example.com/status").body
                    expect(body) == #"{"ok":true}"#
                }

                it("answers 200 with an empty body when the stub was given no answer") {
                    http.stub(.delete, path: "/users/1")
                    let fetched = try await fetch(http.session, request("DELETE", "https://api.example.com/users/1"))
                    expect(fetched.status) == 200
                    expect(fetched.body) == ""
                }

                it("gives several answers in order, then repeats the last one") {
                    http.stub(.get, path: "/flaky").respond(status: 503).respond(status: 200, body: "ok")
                    var statuses: [Int] = []
                    for _ in 1...3 { statuses.append(try await fetch(http.session, "https://api.example.com/flaky").status) }
                    expect(statuses) == [503, 200, 200]
                }

                it("lets the stub declared last answer when several match") {
                    http.stub(.get, host: "api.example.com").respond(body: "general")
                    http.stub(.get, path: "/users").respond(body: "specific")
                    let users = try await fetch(http.session, "https://api.example.com/users").body
                    expect(users) == "specific"
                    let cities = try await fetch(http.session, "https://api.example.com/cities").body
                    expect(cities) == "general"
                }

                it("matches a URL given whole") {
                    http.stub(.get, url: "https://api.example.com/users?page=1").respond(body: "page one")
                    let body = try await fetch(http.session, "https://api.example.com/users?page=1").body
                    expect(body) == "page one"
                }

                it("matches header names whatever their case") {
                    http.stub(headers: ["x-trace": "42"]).respond(body: "traced")
                    let body = try await fetch(http.session, request("GET", "https://a.example/x", headers: ["X-Trace": "42"])).body
                    expect(body) == "traced"
                }

                it("counts the requests each stub answered") {
                    let users = http.stub(.get, path: "/users")
                    _ = try await fetch(http.session, "https://api.example.com/users")
                    _ = try await fetch(http.session, "https://api.example.com/users")
                    expect(users.requests.count) == 2
                }
            }

            context("when a stub fails the request") {
                it("fails it with a timeout") {
                    http.stub(path: "/slow").fail(.timedOut)
                    let error = await failure(http.session, "https://api.example.com/slow")
                    expect((error as? URLError)?.code) == .timedOut
                }

                it("fails it as not connected to the internet") {
                    http.stub(path: "/offline").fail(.notConnectedToInternet)
                    let error = await failure(http.session, "https://api.example.com/offline")
                    expect((error as? URLError)?.code) == .notConnectedToInternet
                }

                it("fails it with any error") {
                    http.stub(path: "/down").fail(with: ServiceDown())
                    let error = await failure(http.session, "https://api.example.com/down")
                    expect(error as? ServiceDown) == ServiceDown()
                }
            }

            context("when requests are made") {
                it("records each one with its method, URL, headers and body") {
                    http.stub(.post, path: "/users").respond(status: 201)
                    _ = try await fetch(http.session, request("POST", "https://api.example.com/users?notify=yes", headers: ["Content-Type": "application/json"], body: #"{"name":"Ada"}"#))
                    let recorded = try unwrap(http.requests.first)
                    expect(recorded.method) == .post
                    expect(recorded.url.absoluteString) == "https://api.example.com/users?notify=yes"
                    expect(recorded.path) == "/users"
                    expect(recorded.query) == ["notify": "yes"]
                    expect(recorded.header("content-type")) == "application/json"
                    expect(recorded.bodyText) == #"{"name":"Ada"}"#
                }

                it("records a body sent as a stream") {
                    http.stub(.put, path: "/avatar")
                    var streamed = request("PUT", "https://api.example.com/avatar")
                    streamed.httpBodyStream = InputStream(data: Data("image bytes".utf8))
                    _ = try await fetch(http.session, streamed)
                    expect(http.requests.first?.bodyText) == "image bytes"
                }
            }

            context("when no stub matches a request") {
                it("fails the example with the request and the registered stubs, and fails the request") {
                    var requestError: (any Error)?
                    var declaredOn = 0
                    let report = await SpecRunner.run {
                        describe("client") {
                            let sampleHTTP = HTTPStubs(); declaredOn = #line
                            it("asks for the wrong page") {
                                sampleHTTP.stub(.get, host: "api.example.com", path: "/users", query: ["page": "1"])
                                sampleHTTP.stub(.post, path: "/users")
                                requestError = await failure(sampleHTTP.session, "https://api.example.com/users?page=2")
                            }
                        }
                    }
                    let recorded = report.example("client asks for the wrong page")?.failures.first
                    expect(recorded?.message) == """
                        no HTTP stub matches GET https://api.example.com/users?page=2
                          request headers: none
                        registered stubs (the last one that matches answers):
                          1. GET api.example.com /users query page=1 (HTTPStubsSpec.swift:\(declaredOn + 2)): query page is 2
                          2. POST /users (HTTPStubsSpec.swift:\(declaredOn + 3)): method is GET
                        """
                    expect(recorded?.location.line) == declaredOn
                    expect(String(describing: requestError)).to(contain("no HTTP stub matches GET https://api.example.com/users?page=2"))
                }

                it("says how to add a stub when none is registered") {
                    let report = await IsolatedExample.run {
                        let sampleHTTP = HTTPStubs()
                        _ = await failure(sampleHTTP.session, "https://api.example.com/cities")
                    }
                    expect(report?.messages.first).to(contain(#"no stubs are registered; add one with http.stub(.get, host: "api.example.com", path: "/cities").respond(...)"#))
                }

                it("redacts secrets in headers and query items") {
                    let report = await IsolatedExample.run {
                        let sampleHTTP = HTTPStubs()
                        _ = try? await fetch(sampleHTTP.session, request("GET", "https://api.example.com/weather?appid=s3cr3t&q=Oslo", headers: ["Authorization": "Bearer s3cr3t", "Accept": "text/plain"]))
                    }
                    let message = report?.messages.first ?? ""
                    expect(message).to(contain("appid=<redacted>&q=Oslo", "Accept: text/plain, Authorization: <redacted>"))
                    expect(message).toNot(contain("s3cr3t"))
                }
            }

            context("when a fixture file cannot be read") {
                it("fails the example at the line of respond") {
                    var respondOn = 0
                    let report = await IsolatedExample.run {
                        let sampleHTTP = HTTPStubs()
                        sampleHTTP.stub(path: "/x").respond(fixture: URL(fileURLWithPath: "/nonexistent/users.json")); respondOn = #line
                    }
                    expect(report?.messages.first).to(contain("cannot read the HTTP stub's fixture file /nonexistent/users.json"))
                    expect(report?.failures.first?.location.line) == respondOn
                }
            }

            context("when examples stub the same URL at the same time") {
                it("answers each session from its own stubs") {
                    let bodies = try await withThrowingTaskGroup(of: (Int, String).self) { group in
                        for number in 0..<20 {
                            group.addTask {
                                let own = HTTPStubs()
                                own.stub(.get, path: "/whoami").respond(body: "stubs \(number)")
                                return (number, try await fetch(own.session, "https://api.example.com/whoami").body)
                            }
                        }
                        var bodies: [Int: String] = [:]
                        for try await (number, body) in group { bodies[number] = body }
                        return bodies
                    }
                    expect(bodies.count) == 20
                    expect(bodies).to(allPass { $0.value == "stubs \($0.key)" })
                }
            }

            context("after its example has ended") {
                it("no longer answers, and says why") {
                    var leftover: URLSession?
                    _ = await SpecRunner.run {
                        describe("sample") {
                            let sampleHTTP = HTTPStubs()
                            it("stubs") {
                                sampleHTTP.stub(path: "/users").respond(body: "[]")
                                leftover = sampleHTTP.session
                            }
                        }
                    }
                    let session = try unwrap(leftover)
                    let error = await failure(session, "https://api.example.com/users")
                    expect(String(describing: error)).to(contain("no longer exists (its example has ended)"))
                }
            }
        }
    }
}
