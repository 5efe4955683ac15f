import CompositionTesting
import Foundation
import SpecKitHTTP
import Standup
import StandupAssemblies
import Testing

/// standup at the three depths of `Application.test`, from plain `@Test` functions: a failed
/// expectation of the robot, the container or the loopback server is an issue of the test.
struct StandupDepthTests {
    @Test func containerResolvesTheShufflerOnAMock() async throws {
        try await StandupApp.application.test(.container) { app in
            app.register((any TeamListing).self) { _ in FixedTeam(names: ["Ada", "Alan", "Grace"]) }
            let order = try await app.resolve(StandupShuffler.self).order()
            #expect(order.map(\.name).sorted() == ["Ada", "Alan", "Grace"])
        }
    }

    @Test func inProcessOrdersTheTeamTheSameForTheSameSeed() async throws {
        try await StandupApp.application.test(.inProcess) { robot in
            let first = try await robot.arguments("order", "--seed", "3").run().expectExitCode(0).expectError(equals: "")
            #expect(first.standardOutput == "#  NAME\n1  Edsger\n2  Alan\n3  Grace\n4  Ada\n")
        }
    }

    @Test func executableListsTheMembersAnAddressAnswers() async throws {
        let server = try LoopbackHTTPServer()
        server.route(.get, "/team", body: #"["Barbara", "Ken"]"#)
        let url = server.baseURL.appendingPathComponent("team").absoluteString
        try await StandupApp.application.test(.executable) { robot in
            try await robot.arguments("members", "--set", "team.source=http", "--set", "team.url=\(url)").run()
                .expectExitCode(0)
                .expectOutput(equals: "NAME\nBarbara\nKen\n")
        }
        #expect(server.requests.map(\.path) == ["/team"])
    }

    @Test func aRequestTheLoopbackServerHasNoRouteForIsAnIssueOfThisTest() async throws {
        try await withKnownIssue {
            let server = try LoopbackHTTPServer()
            let url = server.baseURL.appendingPathComponent("nowhere").absoluteString
            try await StandupApp.application.test(.inProcess) { robot in
                try await robot.arguments("members", "--set", "team.source=http", "--set", "team.url=\(url)").run().expectExitCode(69)
            }
            #expect(server.requests.map(\.path) == ["/nowhere"])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("has no route for GET") && $0.rawValue.contains("/nowhere") }
        }
    }
}

/// A `TeamListing` that answers a fixed team.
private struct FixedTeam: TeamListing {
    let names: [String]
    var sourceName: String { "fixed" }
    func team() throws -> Team { Team(names: names, source: sourceName) }
}
