import CLI
import Configuration
import Platform
import SpecKit

final class ErrorPrinterSpec: Spec {
    struct Mystery: Error, CustomStringConvertible {
        var description: String { "the mystery failed" }
    }

    override func spec() {
        describe("ErrorPrinter") {
            var stderr: BufferedOutput!
            var printer: ErrorPrinter!
            beforeEach {
                stderr = BufferedOutput()
                printer = ErrorPrinter(toolName: "people-roulette", output: stderr)
            }

            context("with a user-facing error") {
                it("prints one line with the tool's name, a hint line, and returns its exit code") {
                    let code = printer.report(ExampleFailure())
                    expect(stderr.text) == """
                        people-roulette: error: the people service at https://example.com answered 503
                        hint: try again later, or use --set people.source=bundled

                        """
                    expect(code) == .unavailable
                }
                it("prints no hint line when there is none") {
                    let code = printer.report(
                        ConfigurationError.invalidValue(
                            key: "http.timeout",
                            value: "soon",
                            source: .environment(variable: "HTTP_TIMEOUT"),
                            expectation: "expected a duration such as 500ms, 30s, 2m or 1h",
                            suggestion: nil
                        )
                    )
                    expect(stderr.text)
                        == "people-roulette: error: invalid value 'soon' for http.timeout in environment variable HTTP_TIMEOUT: expected a duration such as 500ms, 30s, 2m or 1h\n"
                    expect(code) == .configuration
                }
                it("keeps a message with newlines on one line") {
                    struct Multiline: UserFacingError {
                        var message: String { "first\nsecond" }
                        var exitCode: ExitCode { .dataError }
                    }
                    expect(printer.report(Multiline())) == .dataError
                    expect(stderr.text) == "people-roulette: error: first second\n"
                }
            }
            context("with a message quoting data that holds control characters") {
                struct Quoting: UserFacingError {
                    var message: String { "nobody matches \"x\u{1B}[2J\u{202E}\"" }
                    var hint: String? { "a name like \u{1B}]52;c;SGVsbG8=\u{07}" }
                    var exitCode: ExitCode { .notFound }
                }
                it("writes them as escapes in the message and the hint, on a terminal too") {
                    let coloured = ErrorPrinter(toolName: "people-roulette", output: stderr, style: TerminalStyle(isEnabled: true))
                    coloured.report(Quoting())
                    expect(stderr.text).to(contain(#"nobody matches "x\u{1B}[2J\u{202E}""#))
                    expect(stderr.text).to(contain(#"a name like \u{1B}]52;c;SGVsbG8=\u{07}"#))
                    expect(stderr.text).toNot(contain("\u{1B}[2J"))
                    expect(stderr.text).toNot(contain("\u{1B}]"))
                }
                it("leaves them to JSON's own escapes under --json") {
                    ErrorPrinter(toolName: "people-roulette", output: stderr, json: true).report(Quoting())
                    expect(stderr.text).to(contain(#"nobody matches \"x\u001b[2J\#u{202E}\""#))
                }
            }
            context("when the reader of standard output went away") {
                it("prints nothing and returns 141") {
                    expect(printer.report(WriteError.closed(output: "standard output"))) == .outputClosed
                    expect(stderr.text) == ""
                }
            }
            context("with a message longer than 2,000 characters") {
                struct Long: UserFacingError {
                    var message: String { "cannot read " + String(repeating: "y", count: 100_000) }
                    var hint: String? { String(repeating: "z", count: 50_000) }
                    var exitCode: ExitCode { .ioError }
                }
                it("cuts the message and the hint, saying how long each was") {
                    printer.report(Long())
                    expect(stderr.text).to(contain("... (100012 characters)\nhint: "))
                    expect(stderr.text).to(endWith("... (50000 characters)\n"))
                    expect(stderr.text.utf8.count) < 4_200
                }
                it("cuts them under --json too") {
                    ErrorPrinter(toolName: "people-roulette", output: stderr, json: true).report(Long())
                    expect(stderr.text.utf8.count) < 4_300
                }
            }
            context("with a usage error") {
                it("prints the error as every other, the hints, then the usage line, and returns 64") {
                    let code = printer.report(
                        UsageError(
                            message: "Unknown option '--x'",
                            usage: "people-roulette pick [<count>]",
                            helpCommand: "people-roulette help pick",
                            hint: "options come before --"
                        )
                    )
                    expect(stderr.text) == """
                        people-roulette: error: Unknown option '--x'
                        hint: options come before --
                        hint: see 'people-roulette help pick'
                        Usage: people-roulette pick [<count>]

                        """
                    expect(code) == .usage
                }
            }
            context("under --json") {
                it("prints one JSON object on standard error, with the usage line for a usage error") {
                    let json = ErrorPrinter(toolName: "people-roulette", output: stderr, json: true)
                    expect(
                        json.report(
                            UsageError(
                                message: "Unknown option '--x'",
                                usage: "people-roulette pick [<count>]",
                                helpCommand: "people-roulette help pick"
                            )
                        )
                    ) == .usage
                    expect(stderr.text)
                        == #"{"error":{"exitCode":64,"hints":["see 'people-roulette help pick'"],"message":"Unknown option '--x'","usage":"people-roulette pick [<count>]"}}"#
                        + "\n"
                }
                it("prints a runtime error's message, hint and status, without a usage line") {
                    let json = ErrorPrinter(toolName: "people-roulette", output: stderr, json: true)
                    expect(json.report(Mystery())) == .software
                    expect(stderr.text).to(beginWith(#"{"error":{"exitCode":70,"hints":["this is a bug in people-roulette"#))
                    expect(stderr.text).toNot(contain("usage"))
                }
            }
            context("with an error no one mapped") {
                it("reports it as a bug and returns 70") {
                    expect(printer.report(Mystery())) == .software
                    expect(stderr.text)
                        == "people-roulette: error: the mystery failed\nhint: this is a bug in people-roulette; please report it with the command you ran\n"
                }
            }
            context("with cancellation") {
                it("says so and returns 1") {
                    expect(printer.report(CancellationError())) == .failure
                    expect(stderr.text) == "people-roulette: error: cancelled\n"
                }
            }
            context("on a colour terminal") {
                it("colours the labels only") {
                    let coloured = ErrorPrinter(toolName: "weather", output: stderr, style: TerminalStyle(isEnabled: true))
                    coloured.report(ExampleFailure())
                    expect(stderr.text)
                        == "weather: \u{1B}[1m\u{1B}[31merror:\u{1B}[0m\u{1B}[0m the people service at https://example.com answered 503\n\u{1B}[33mhint:\u{1B}[0m try again later, or use --set people.source=bundled\n"
                }
            }
        }
    }
}
