import Foundation
import SpecKit
import SpecKitHTTP
import SpecKitRobot

/// Issue 33's logger through the built `people-roulette`: `log.level` (or `LOG_LEVEL`) turns it on,
/// one line an entry on standard error, JSON under `--json`; the default logs nothing, and no
/// secret of the configuration reaches a line.
final class LoggingEndToEndSpec: Spec {
    override func spec() {
        describe("people-roulette's log") {
            var servers: [LoopbackHTTPServer] = []
            afterEach { for server in servers { server.stop() } }

            func serving(_ environment: [String: String] = [:], path: String = "users") async throws -> (LoopbackHTTPServer, CommandRobot) {
                let server = try LoopbackHTTPServer()
                server.route(.get, "/users", headers: ["Content-Type": "application/json"], body: Fixtures.users)
                servers.append(server)
                let url = server.baseURL.appendingPathComponent(path).absoluteString
                return (server, try await peopleRoulette(["PEOPLE_SOURCE": "http", "PEOPLE_URL": url].merging(environment) { _, new in new }))
            }

            it("says nothing at the default level on a successful run") {
                let (_, robot) = try await serving()
                try await robot.arguments("refresh").run().expectExitCode(0).expectError(equals: "")
            }
            it("logs the configuration, the source, the database and each HTTP request with --set log.level=debug") {
                let (server, robot) = try await serving()
                let result = try await robot.arguments("refresh", "--set", "log.level=debug").run().expectExitCode(0)
                    .expectOutput(equals: "Stored 10 people from \(server.baseURL.absoluteString)/users.\n")
                    .expectError(contains: "debug people-roulette: configuration chosen")
                    .expectError(contains: "implementation chosen implementation=HTTPPeopleSource key=people.source origin=env:PEOPLE_SOURCE")
                    .expectError(contains: "debug people-roulette: database opened path=")
                    .expectError(contains: "info people-roulette: database migrated from=0")
                let request = result.standardError.split(separator: "\n").first { $0.contains("HTTP request") }.map(String.init) ?? ""
                expect(request).to(contain("debug people-roulette: HTTP request duration="))
                expect(request).to(contain(" method=GET status=200 url=\(server.baseURL.absoluteString)/users"))
            }
            it("takes the level from LOG_LEVEL") {
                let (_, robot) = try await serving(["LOG_LEVEL": "info"])
                let result = try await robot.arguments("refresh").run().expectExitCode(0)
                    .expectError(contains: "info people-roulette: database migrated")
                expect(result.standardError).toNot(contain(" debug "))
            }
            it("writes one JSON object a line under --json") {
                let (_, robot) = try await serving(["LOG_LEVEL": "debug"])
                let result = try await robot.arguments("--json", "refresh").run().expectExitCode(0)
                let lines = result.standardError.split(separator: "\n")
                expect(lines.count) > 5
                for line in lines {
                    let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
                    expect(object?["label"] as? String) == "people-roulette"
                    expect(object?["message"] as? String).toNot(beNil())
                }
                expect(lines).to(containElementSatisfying { $0.contains(#""message":"HTTP request""#) && $0.contains(#""status":"200""#) })
            }
            it("never writes a secret of the people URL, at any level") {
                let (server, _) = try await serving()
                let port = server.baseURL.port ?? 0
                let url = "http://bob:SECRETP@127.0.0.1:\(port)/users?key=SECRETK&page=2"
                let result = try await peopleRoulette(["PEOPLE_SOURCE": "http", "PEOPLE_URL": url, "LOG_LEVEL": "trace"])
                    .arguments("refresh").run()
                    .expectError(contains: "HTTP request")
                expect(result.standardError).toNot(contain("SECRET"))
                expect(result.standardError).toNot(contain("bob"))
                expect(result.standardOutput).toNot(contain("SECRET"))
            }
        }
    }
}
