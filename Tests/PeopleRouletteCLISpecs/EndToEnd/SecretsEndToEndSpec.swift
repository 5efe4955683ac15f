import Foundation
import SpecKit
import SpecKitRobot

/// Issue 24's redaction cases through the built `people-roulette`: an invalid URL is described,
/// never echoed; a valid one keeps its credentials and every parameter value out of output and
/// errors, whatever separators or combining marks surround them.
final class SecretsEndToEndSpec: Spec {
    override func spec() {
        describe("people-roulette given a URL holding a planted secret") {
            func expectNoSecret(_ result: CommandResult, _ secret: String) {
                expect(result.standardOutput).toNot(contain(secret))
                expect(result.standardError).toNot(contain(secret))
            }

            context("when the URL is invalid") {
                let cases = [
                    ("a password holding '@'", "bob:p@SECRETX@host/x"),
                    ("an '@' followed by a combining mark", "http://bob:SECRETQ@\u{301}host/x"),
                    ("text shaped like a URL twice", "//SECRET@At://"),
                ]
                for (name, url) in cases {
                    it("describes \(name) by kind, length and source, exit 78, in refresh and config") {
                        for arguments in [["refresh"], ["config"], ["--json", "config"]] {
                            let result = try await peopleRoulette(["PEOPLE_SOURCE": "http", "PEOPLE_URL": url]).arguments(arguments).run()
                                .expectExitCode(78)
                                .expectError(
                                    contains:
                                        "invalid URL for people.url in environment variable PEOPLE_URL (\(url.count) characters, not shown as it may hold a secret)"
                                )
                            expectNoSecret(result, "SECRET")
                        }
                    }
                }
            }

            context("when the URL is valid") {
                it("shows a ';' inside a parameter's value as part of the redacted value") {
                    let result = try await peopleRoulette(["PEOPLE_URL": "http://host.example/x?token=abcSECRET;def=ghi"]).arguments("config").run()
                        .expectExitCode(0)
                        .expectOutput(contains: "people.url=http://host.example/x?token=<redacted>\n")
                    expectNoSecret(result, "SECRET")
                    expect(result.standardOutput).toNot(contain("def="))
                }
                it("keeps user and password out of config --json") {
                    let result = try await peopleRoulette(["PEOPLE_URL": "https://bob:SECRETP@host.example/x?key=SECRETK&page=2"]).arguments(
                        "--json",
                        "config"
                    ).run()
                        .expectExitCode(0)
                        .expectOutput(contains: "https://<redacted>@host.example/x?key=<redacted>&page=<redacted>")
                    expectNoSecret(result, "SECRET")
                    expectNoSecret(result, "bob")
                }
            }
        }
    }
}
