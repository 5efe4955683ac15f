import CompositionTesting
import Foundation
import FxAssemblies
import Platform
import SpecKit
import SpecKitHTTP
import SpecKitRobot

/// fx as its main.swift runs it, at the depth `.inProcess`: parser, configuration, composition
/// root, commands and the error printer, on platform doubles rooted in the robot's temporary
/// directory, the database in its home.
final class FxAppSpec: Spec {
    override func spec() {
        describe("FxApp") {
            var environment: [String: String] = [:]
            var robot: CommandRobot!
            beforeEach { environment = [:] }
            justBeforeEach { try await FxApp.application.test(.inProcess) { robot = $0 } }

            /// Runs fx with the example's variables.
            func run(_ arguments: String...) async throws -> CommandResult {
                try await robot.environment(environment).arguments(arguments).run()
            }
            /// A path in the robot's working directory.
            func path(_ relativePath: String) -> String { robot.workingDirectory.appendingPathComponent(relativePath).path }

            describe("convert") {
                it("prints the amount in the other currency, with the bundled rates") {
                    try await run("convert", "100", "USD", "EUR").expectExitCode(0).expectOutput(equals: "100.00 USD = 92.59 EUR\n").expectError(
                        equals: ""
                    )
                }
                it("prints the conversion as JSON with --json") {
                    let result = try await run("convert", "100", "eur", "jpy", "--json").expectExitCode(0)
                    let object = try JSONSerialization.jsonObject(with: result.standardOutputData) as? [String: Any]
                    expect(object?["from"] as? String) == "EUR"
                    expect(object?["to"] as? String) == "JPY"
                    expect(object?["result"] as? Double) == 16250
                }
                context("when a currency has no rate") {
                    it("fails with one line naming it, a hint and 64") {
                        try await run("convert", "1", "USD", "XYZ")
                            .expectExitCode(ExitCode.usage.rawValue)
                            .expectOutput(equals: "")
                            .expectError(
                                equals: """
                                    fx: error: no rate for XYZ; known: CHF, EUR, GBP, JPY, USD
                                    hint: fx rates lists the currencies; fx refresh loads them again from rates.source

                                    """
                            )
                    }
                }
                context("when the amount is not a number") {
                    it("is a usage error") {
                        let result = try await run("convert", "lots", "USD", "EUR").expectExitCode(ExitCode.usage.rawValue)
                        expect(result.standardError).to(contain("expected a number from -1e12 to 1e12"))
                    }
                }
                context("when rates.source=file names no file") {
                    it("fails with one error line, a hint and 78") {
                        try await run("convert", "1", "USD", "EUR", "--set", "rates.source=file")
                            .expectExitCode(ExitCode.configuration.rawValue)
                            .expectError(
                                equals: """
                                    fx: error: rates.source is file, but rates.file names no file
                                    hint: set it with --set rates.file=<path> or RATES_FILE, or choose --set rates.source=bundled

                                    """
                            )
                    }
                }
            }

            describe("rates") {
                it("lists the rates in a table") {
                    try await run("rates").expectExitCode(0).expectOutput(
                        equals: """
                            CURRENCY  PER BASE
                            CHF           0.95
                            EUR            1.0
                            GBP           0.85
                            JPY          162.5
                            USD           1.08

                            """
                    )
                }
                it("lists them as JSON with --json") {
                    let result = try await run("rates", "--json").expectExitCode(0)
                    let rates = try JSONSerialization.jsonObject(with: result.standardOutputData) as? [[String: Any]]
                    expect(rates?.compactMap { $0["currency"] as? String }) == ["CHF", "EUR", "GBP", "JPY", "USD"]
                }
                it("keeps the rates first loaded until refresh, from a file") {
                    try robot.createFile(at: "rates.json", contents: #"{"base": "EUR", "rates": {"USD": 2}}"#)
                    environment = ["RATES_SOURCE": "file", "RATES_FILE": path("rates.json")]
                    try await run("convert", "1", "EUR", "USD").expectExitCode(0).expectOutput(equals: "1.00 EUR = 2.00 USD\n")
                    try robot.createFile(at: "rates.json", contents: #"{"base": "EUR", "rates": {"USD": 3}}"#)
                    try await run("convert", "1", "EUR", "USD").expectExitCode(0).expectOutput(equals: "1.00 EUR = 2.00 USD\n")
                    try await run("refresh").expectExitCode(0)
                    try await run("convert", "1", "EUR", "USD").expectExitCode(0).expectOutput(equals: "1.00 EUR = 3.00 USD\n")
                }
            }

            describe("history") {
                it("says there is none yet, then lists the conversions made") {
                    try await run("history").expectExitCode(0).expectOutput(equals: "no conversion yet: fx convert 100 USD EUR makes one\n")
                    try await run("convert", "100", "USD", "EUR").expectExitCode(0)
                    try await run("convert", "5", "GBP", "CHF").expectExitCode(0)
                    let result = try await run("history").expectExitCode(0)
                    let lines = result.standardOutput.split(separator: "\n")
                    expect(lines.count) == 3
                    expect(String(lines[1])).to(contain("100.00 USD  92.59 EUR"))
                    expect(String(lines[2])).to(contain("5.00 GBP    5.59 CHF"))
                }
                it("keeps nothing between runs with storage.backend=memory") {
                    environment = ["STORAGE_BACKEND": "memory"]
                    try await run("convert", "100", "USD", "EUR").expectExitCode(0)
                    try await run("history").expectExitCode(0).expectOutput(equals: "no conversion yet: fx convert 100 USD EUR makes one\n")
                }
            }

            describe("rates.source=http") {
                // End to end in-process: the networking component's real handler (libcurl) against
                // a server on 127.0.0.1.
                var server: LoopbackHTTPServer?
                afterEach { server?.stop() }

                it("converts with the rates the address answers") {
                    let started = try LoopbackHTTPServer()
                    server = started
                    started.route(.get, "/latest", body: #"{"base": "USD", "rates": {"EUR": 0.5}}"#)
                    let url = started.baseURL.appendingPathComponent("latest").absoluteString
                    try await run("convert", "10", "USD", "EUR", "--set", "rates.source=http", "--set", "rates.url=\(url)")
                        .expectExitCode(0)
                        .expectOutput(equals: "10.00 USD = 5.00 EUR\n")
                        .expectError(equals: "")
                    expect(started.requests.map(\.path)) == ["/latest"]
                }
                it("fails with one line naming the address, and 69, when it answers an HTTP error") {
                    let started = try LoopbackHTTPServer()
                    server = started
                    started.route(.get, "/latest", status: 503, body: "down")
                    let url = started.baseURL.appendingPathComponent("latest").absoluteString
                    let result = try await run("rates", "--set", "rates.source=http", "--set", "rates.url=\(url)")
                        .expectExitCode(ExitCode.unavailable.rawValue)
                        .expectOutput(equals: "")
                    expect(result.standardError).to(beginWith("fx: error: \(url) answered HTTP 503"))
                }
            }

            describe("graph") {
                it("shows the generic record stores storage.backend chose") {
                    let result = try await run("graph").expectExitCode(0)
                    result.expectOutput(contains: "RecordStoring<Rate>")
                    result.expectOutput(contains: "SQLiteRecordStore<Rate>")
                    result.expectOutput(contains: "storage.backend=sqlite (default)")
                }
            }
        }
    }
}
