import Foundation
import Networking
import NetworkingTesting
import Platform
import SpecKit
import SpecKitHTTP
import Standup

/// HTTPTeamList through the real handler over stubbed HTTP: nothing leaves the process.
final class HTTPTeamListSpec: Spec {
    override func spec() {
        describe("HTTPTeamList") {
            let address = "https://intranet.example.com/standup/team"
            var http = HTTPStubs()
            beforeEach { http = HTTPStubs() }

            func listing(_ url: String = address, timeout: TimeInterval = 10) -> HTTPTeamList {
                HTTPTeamList(api: CurlAPIHandler(transport: HTTPStubsTransport(http)), url: URL(string: url)!, timeout: timeout)
            }
            func failure(_ listing: HTTPTeamList) async -> (any Error)? {
                do {
                    _ = try await listing.team()
                    return nil
                } catch {
                    return error
                }
            }

            it("asks the address once for JSON and lists the names it answers, trimmed, in order") {
                http.stub(.get, url: address).respond(body: #"["Ada", " Alan ", "", "Grace"]"#)
                let team = try await listing().team()
                expect(team.names) == ["Ada", "Alan", "Grace"]
                expect(team.source) == address
                expect(http.requests.count) == 1
                expect(http.requests.first?.header("Accept")) == "application/json"
            }
            it("names the address without its credentials or query") {
                expect(listing("https://ada:s3cret@intranet.example.com/standup/team?token=abc").sourceName) == address
            }
            context("when the address answers no name") {
                it("fails as bad data, naming the address") {
                    http.stub(.get, url: address).respond(body: #"[" "]"#)
                    let error = await failure(listing())
                    expect(error as? TeamListError) == .emptyDownload(address: address)
                    expect((error as? TeamListError)?.message) == "the team at \(address) names no one"
                    expect((error as? TeamListError)?.exitCode) == .dataError
                }
            }
            context("when the body is not a list of names") {
                it("fails with the handler's error, naming the bad field") {
                    http.stub(.get, url: address).respond(body: #"["Ada", 42]"#)
                    let error = await failure(listing()) as? APIError
                    guard case let .unexpectedBody(_, fieldPath, _)? = error else {
                        return fail("expected an unexpected body, got \(String(describing: error))")
                    }
                    expect(fieldPath) == "[1]"
                    expect(error?.exitCode) == .dataError
                }
            }
            context("when the address answers an HTTP error") {
                it("fails with the status, as a service unavailable") {
                    http.stub(.get, url: address).respond(status: 404, body: "no such team")
                    let error = await failure(listing()) as? APIError
                    expect(error) == .httpStatus(endpoint: APIEndpoint(url: URL(string: address)!), statusCode: 404)
                    expect(error?.exitCode) == .unavailable
                }
            }
            context("when the machine is offline") {
                it("fails saying so") {
                    http.stub(.get, url: address).fail(.notConnectedToInternet)
                    let error = await failure(listing()) as? APIError
                    expect(error) == .offline(endpoint: APIEndpoint(url: URL(string: address)!))
                }
            }
        }
    }
}
