import Foundation
import Nimble
import Quick
import Standup

/// HTTPTeamList over a stubbed HTTP client: nothing leaves the process.
final class HTTPTeamListSpec: AsyncSpec {
    override class func spec() {
        describe("HTTPTeamList") {
            let address = "https://intranet.example.com/standup/team"
            var http = HTTPClientStub()
            beforeEach { http = HTTPClientStub() }

            func listing(_ url: String = address, timeout: TimeInterval = 10) -> HTTPTeamList {
                HTTPTeamList(client: http, url: URL(string: url)!, timeout: timeout)
            }

            it("asks the address once for JSON and lists the names it answers, trimmed, in order") {
                http.stub(address, body: #"["Ada", " Alan ", "", "Grace"]"#)
                let team = try await listing().team()
                expect(team.names) == ["Ada", "Alan", "Grace"]
                expect(team.source) == address
                expect(http.requests.count) == 1
                expect(http.requests.first?.value(forHTTPHeaderField: "Accept")) == "application/json"
                expect(http.requests.first?.timeoutInterval) == 10
            }
            it("names the address without its credentials or query") {
                expect(listing("https://ada:s3cret@intranet.example.com/standup/team?token=abc").sourceName) == address
            }
            context("when the address answers no name") {
                it("fails as bad data, naming the address") {
                    http.stub(address, body: #"[" "]"#)
                    let error = await thrownError { _ = try await listing().team() } as? TeamListError
                    expect(error) == .emptyDownload(address: address)
                    expect(error?.message) == "the team at \(address) names no one"
                    expect(error?.exitCode) == 65
                }
            }
            context("when the body is not a list of names") {
                it("fails as bad data, with a hint") {
                    http.stub(address, body: #"["Ada", 42]"#)
                    let error = await thrownError { _ = try await listing().team() } as? TeamListError
                    expect(error) == .notNames(address: address)
                    expect(error?.hint).to(contain("JSON array of names"))
                    expect(error?.exitCode) == 65
                }
            }
            context("when the address answers an HTTP error") {
                it("fails with the status, as a service unavailable") {
                    http.stub(address, status: 404, body: "no such team")
                    let error = await thrownError { _ = try await listing().team() } as? TeamListError
                    expect(error) == .httpStatus(address: address, status: 404)
                    expect(error?.exitCode) == 69
                }
            }
            context("when the machine is offline") {
                it("fails saying so") {
                    http.stub(address, failing: .notConnectedToInternet)
                    let error = await thrownError { _ = try await listing().team() } as? TeamListError
                    expect(error) == .offline(address: address)
                    expect(error?.message) == "cannot reach \(address): the machine is offline"
                }
            }
        }
    }
}
