import CLI
import SpecKit

final class CommandParserSpec: Spec {
    override func spec() {
        describe("CommandParser") {
            context("when the command line names a subcommand") {
                it("runs it with its positionals, options and flags") {
                    let invocation = ExampleTool.invocation(["pick", "3", "--format", "list", "-l"])
                    expect(invocation?.commandPath) == ["roulette", "pick"]
                    expect(invocation.map { try? $0.value(of: ExampleTool.count) } ?? nil) == 3
                    expect(invocation?[ExampleTool.format]) == .list
                    expect(invocation?[ExampleTool.verbose]) == true
                    expect(invocation?[ExampleTool.quiet]) == false
                }
                it("applies defaults for what is not given") {
                    let invocation = ExampleTool.invocation(["pick"])
                    expect(invocation?[ExampleTool.count]) == 1
                    expect(invocation?[ExampleTool.format]) == .table
                }
                it("accepts --name=value and -f value") {
                    expect(ExampleTool.invocation(["pick", "--format=list"])?[ExampleTool.format]) == .list
                    expect(ExampleTool.invocation(["pick", "-f", "list"])?[ExampleTool.format]) == .list
                    expect(ExampleTool.invocation(["pick", "-flist"])?[ExampleTool.format]) == .list
                }
                it("lets the last of two values of an option win") {
                    expect(ExampleTool.invocation(["pick", "-f", "list", "-f", "table"])?[ExampleTool.format]) == .table
                }
                it("collects a repeatable option in order") {
                    expect(ExampleTool.invocation(["pick", "--tag", "a", "-t", "b", "--tag=c"])?[ExampleTool.tag]) == ["a", "b", "c"]
                }
                it("reads grouped short flags") {
                    let invocation = ExampleTool.invocation(["pick", "-ls"])
                    expect(invocation?[ExampleTool.verbose]) == true
                    expect(invocation?[ExampleTool.quiet]) == true
                }
                it("collects a positional list") {
                    expect(ExampleTool.invocation(["add", "Ana", "Zoë", "Bo"])?[ExampleTool.names]) == ["Ana", "Zoë", "Bo"]
                    expect(ExampleTool.invocation(["add"])?[ExampleTool.names]) == []
                }
                it("takes everything after -- as positionals") {
                    expect(ExampleTool.invocation(["add", "--", "--json", "-v"])?[ExampleTool.names]) == ["--json", "-v"]
                }
                it("takes a negative number as a value") {
                    expect(ExampleTool.invocation(["pick", "-2"])?[ExampleTool.count]) == -2
                }
                it("walks nested subcommands") {
                    expect(ExampleTool.invocation(["people", "add", "Ana"])?.commandPath) == ["roulette", "people", "add"]
                }
                it("runs a group's default subcommand when none is named") {
                    let invocation = ExampleTool.invocation(["people", "4"])
                    expect(invocation?.commandPath) == ["roulette", "people", "pick"]
                    expect(invocation?[ExampleTool.count]) == 4
                }
            }

            context("with global options") {
                it("accepts them before and after the subcommand") {
                    let invocation = ExampleTool.invocation([
                        "--env", "production", "pick", "--json", "--set", "a.b=1", "--seed", "42", "--no-color", "--config-dir", "/etc/app",
                    ])
                    let globals = invocation.map(OutputValues.init)
                    expect(invocation?[ExampleTool.environment]) == "production"
                    expect(globals?.json) == true
                    expect(globals?.noColor) == true
                    expect(invocation?[ExampleTool.seed]) == 42
                    expect(invocation?[ExampleTool.configDirectory]) == "/etc/app"
                    expect(invocation?[ExampleTool.set]) == [ExampleAssignment(key: "a.b", value: "1")]
                }
                it("collects --set in order, values may hold '='") {
                    let invocation = ExampleTool.invocation(["pick", "--set", "a.b=x=y", "--set=c.d="])
                    expect(invocation?[ExampleTool.set]) == [ExampleAssignment(key: "a.b", value: "x=y"), ExampleAssignment(key: "c.d", value: "")]
                }
                it("refuses a malformed --set as a usage error") {
                    expect(ExampleTool.usageError(["pick", "--set", "storage.backend"])?.message)
                        == "The value 'storage.backend' is invalid for '--set <key=value>': expected key=value, such as storage.backend=memory"
                    expect(ExampleTool.usageError(["pick", "--set", "=memory"])?.message)
                        == "The value '=memory' is invalid for '--set <key=value>': expected key=value, such as storage.backend=memory"
                    expect(ExampleTool.usageError(["pick", "--set", "=memory"])?.exitCode) == .usage
                }
                it("refuses a --seed that is not a whole number") {
                    expect(ExampleTool.usageError(["--seed", "abc"])?.message)
                        == "The value 'abc' is invalid for '--seed <n>': expected a whole number from 0 to 18446744073709551615"
                }
            }

            context("when asked for help") {
                it("answers --help and -h on every command") {
                    expect(ExampleTool.helpText(["--help"])).to(beginWith("OVERVIEW: Pick people at random."))
                    expect(ExampleTool.helpText(["pick", "--help"])).to(beginWith("OVERVIEW: Pick N unique random people."))
                    expect(ExampleTool.helpText(["people", "add", "-h"])).to(beginWith("OVERVIEW: Add people by name."))
                    expect(ExampleTool.helpText(["pick", "-lh"])).to(beginWith("OVERVIEW: Pick N unique random people."))
                }
                it("answers help <subcommand>") {
                    expect(ExampleTool.helpText(["help", "pick"])) == ExampleTool.helpText(["pick", "--help"])
                    expect(ExampleTool.helpText(["help"])) == ExampleTool.helpText(["--help"])
                }
                it("prints a group's help when it runs without a subcommand and has no default") {
                    expect(ExampleTool.helpText([])) == ExampleTool.helpText(["--help"])
                    expect(ExampleTool.helpText(["group"])) == ExampleTool.helpText(["group", "--help"])
                }
                it("answers --version") {
                    guard case let .version(text)? = try? ExampleTool.parse(["--version"]) else { return fail("expected the version") }
                    expect(text) == "1.2.3\n"
                }
            }

            describe("usage errors") {
                it("suggests the closest option for an unknown one") {
                    let error = ExampleTool.usageError(["pick", "--fromat", "list"])
                    expect(error?.message) == "Unknown option '--fromat'. Did you mean '--format'?"
                    expect(error?.usage) == "roulette pick [<options>] [<count>]"
                    expect(error?.helpCommand) == "roulette help pick"
                    expect(error?.exitCode) == .usage
                }
                it("suggests global options too") {
                    expect(ExampleTool.usageError(["pick", "--jsn"])?.message) == "Unknown option '--jsn'. Did you mean '--json'?"
                }
                it("names an unknown option without a suggestion when nothing is close") {
                    expect(ExampleTool.usageError(["pick", "--zzzzzzzz"])?.message) == "Unknown option '--zzzzzzzz'"
                    expect(ExampleTool.usageError(["pick", "-z"])?.message) == "Unknown option '-z'"
                }
                it("suggests the closest command for an unknown one") {
                    let error = ExampleTool.usageError(["pikc", "2"])
                    expect(error?.message) == "Unknown command 'pikc'. Did you mean 'pick'?"
                    expect(error?.usage) == "roulette [<options>] <subcommand>"
                    expect(ExampleTool.usageError(["people", "ad"])?.message) == "The value 'ad' is invalid for '<count>': expected a whole number"
                    expect(ExampleTool.usageError(["group", "ad"])?.message) == "Unknown command 'ad'. Did you mean 'add'?"
                    expect(ExampleTool.usageError(["help", "pikc"])?.message) == "Unknown command 'pikc'. Did you mean 'pick'?"
                }
                it("names a missing value") {
                    expect(ExampleTool.usageError(["pick", "--format"])?.message) == "Missing value for '--format <format>'"
                    expect(ExampleTool.usageError(["pick", "--format", "-l"])?.message) == "Missing value for '--format <format>'"
                }
                it("names an invalid value and what is accepted") {
                    expect(ExampleTool.usageError(["pick", "--format", "grid"])?.message)
                        == "The value 'grid' is invalid for '--format <format>': expected one of: table, list"
                    expect(ExampleTool.usageError(["pick", "two"])?.message) == "The value 'two' is invalid for '<count>': expected a whole number"
                }
                it("names a missing required argument") {
                    expect(ExampleTool.usageError(["weather"])?.message) == "Missing expected argument '<city>'"
                }
                it("names unexpected arguments") {
                    expect(ExampleTool.usageError(["pick", "1", "2"])?.message) == "Unexpected argument '2'"
                    expect(ExampleTool.usageError(["pick", "1", "2", "3"])?.message) == "2 unexpected arguments: '2', '3'"
                }
                it("quotes at most 100 characters of a long value, then says how long it was") {
                    let long = String(repeating: "x", count: 120_000)
                    let x100 = String(repeating: "x", count: 100)
                    expect(ExampleTool.usageError(["pick", long])?.message)
                        == "The value '\(x100)'... (120000 characters) is invalid for '<count>': expected a whole number"
                    expect(ExampleTool.usageError(["--" + long])?.message)
                        == "Unknown option '--\(String(repeating: "x", count: 98))'... (120002 characters)"
                    expect(ExampleTool.usageError([long])?.message) == "Unknown command '\(x100)'... (120000 characters)"
                    expect(ExampleTool.usageError(["pick", "--loud=" + long])?.message)
                        == "The option '--loud' does not take any value, but '\(x100)'... (120000 characters) was specified."
                }
                it("names the first five of many unexpected arguments, and how many more there were") {
                    expect(ExampleTool.usageError(["pick"] + (1...50_000).map(String.init))?.message)
                        == "49999 unexpected arguments: '2', '3', '4', '5', '6' and 49994 more"
                }
                it("refuses a value for a flag") {
                    expect(ExampleTool.usageError(["pick", "--loud=yes"])?.message)
                        == "The option '--loud' does not take any value, but 'yes' was specified."
                }
                it("carries the command's usage line and where its help is") {
                    let error = ExampleTool.usageError(["weather"])
                    expect(error?.usage) == "roulette weather [<options>] <city>"
                    expect(error?.hints) == ["see 'roulette help weather'"]
                }
            }
        }
    }
}
