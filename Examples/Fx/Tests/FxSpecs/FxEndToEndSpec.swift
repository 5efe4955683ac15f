import CompositionTesting
import Foundation
import FxAssemblies
import SpecKit
import SpecKitHTTP
import SpecKitRobot

/// The built `fx` executable, run in a temporary HOME and working directory: the SQLite file
/// made on the first run and read on the next, and the rates of a server on 127.0.0.1.
final class FxEndToEndSpec: Spec {
    override func spec() {
        describe("the fx executable") {
            it("converts, keeps the history in $XDG_DATA_HOME/fx/fx.sqlite, and lists it on the next run") {
                try await FxApp.application.test(.executable) { robot in
                    try await robot.arguments("convert", "100", "USD", "EUR").run()
                        .expectExitCode(0)
                        .expectOutput(equals: "100.00 USD = 92.59 EUR\n")
                        .expectError(equals: "")
                    let database = robot.home.appendingPathComponent(".local/share/fx/fx.sqlite")
                    expect(FileManager.default.fileExists(atPath: database.path)) == true
                    try await robot.arguments("convert", "1", "GBP", "JPY").run().expectExitCode(0).expectOutput(equals: "1.00 GBP = 191.18 JPY\n")
                    let history = try await robot.arguments("history", "--json").run().expectExitCode(0)
                    let entries = try JSONSerialization.jsonObject(with: history.standardOutputData) as? [[String: Any]]
                    expect(entries?.compactMap { $0["from"] as? String }) == ["USD", "GBP"]
                    // Only the database is left: the rollback journal is deleted at commit.
                    expect(try FileManager.default.contentsOfDirectory(atPath: database.deletingLastPathComponent().path)) == ["fx.sqlite"]
                }
            }
            it("refreshes the rates from an address on 127.0.0.1") {
                let server = try LoopbackHTTPServer()
                defer { server.stop() }
                server.route(.get, "/latest", body: #"{"base": "EUR", "rates": {"USD": 1.5}}"#)
                let url = server.baseURL.appendingPathComponent("latest").absoluteString
                try await FxApp.application.test(.executable) { robot in
                    let configured = robot.environment(["RATES_SOURCE": "http", "RATES_URL": url])
                    try await configured.arguments("refresh").run().expectExitCode(0).expectOutput(
                        equals: "CURRENCY  PER BASE\nEUR            1.0\nUSD            1.5\n"
                    )
                    try await configured.arguments("convert", "3", "USD", "EUR").run().expectExitCode(0).expectOutput(equals: "3.00 USD = 2.00 EUR\n")
                    expect(server.requests.map(\.path)) == ["/latest"]
                }
            }
            it("fails with one error line and 65 on a rates file that is not JSON") {
                try await FxApp.application.test(.executable) { robot in
                    try robot.createFile(at: "rates.json", contents: "USD 1.08\n")
                    let file = robot.workingDirectory.appendingPathComponent("rates.json").path
                    try await robot.arguments("rates", "--set", "rates.source=file", "--set", "rates.file=rates.json").run()
                        .expectExitCode(65)
                        .expectOutput(equals: "")
                        .expectError(
                            equals: """
                                fx: error: the rates of \(file) cannot be used: it is not JSON such as {"base": "EUR", "rates": {"USD": 1.08}}
                                hint: write the rates as {"base": "EUR", "rates": {"USD": 1.08}}

                                """
                        )
                }
            }
        }
    }
}
