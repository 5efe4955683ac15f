import CLI
import SpecKit

final class HelpGeneratorSpec: Spec {
    override func spec() {
        describe("the generated help") {
            it("describes the root: overview, complete usage, options, every global option, subcommands") {
                let help = ExampleTool.helpText(["--help"]) ?? ""
                expect(help).to(matchSnapshot(named: "root"))
                expect(help).to(contain("USAGE: roulette [--env <name>] [--config-dir <path>] [--set <key=value> ...]\n"))
                expect(help).to(contain("GLOBAL OPTIONS:\n  --env <name> "))
            }
            it("describes a command from the declarations that parse it, with every option in its usage") {
                let help = ExampleTool.helpText(["pick", "--help"]) ?? ""
                expect(help).to(matchSnapshot(named: "pick"))
                expect(help).to(contain("USAGE: roulette pick [--format <format>] [--loud] [--hushed] [--tag <tag> ...]\n"))
                expect(help).to(contain("  -f, --format <format>   How to print them. (values: table, list; default:\n"))
            }
            it("names the global options of a subcommand in one line instead of describing them again") {
                let help = ExampleTool.helpText(["pick", "--help"]) ?? ""
                expect(help).to(
                    endWith(
                        """
                        GLOBAL OPTIONS:
                          --env, --config-dir, --set, --json, --no-color, --quiet, --verbose, --seed:
                          see 'roulette --help'.

                        """
                    )
                )
                expect(help).toNot(contain("Print JSON instead of text"))
            }
            it("marks a group's default subcommand and points to help for the group") {
                let help = ExampleTool.helpText(["people", "--help"]) ?? ""
                expect(help).to(contain("  pick (default)          Pick N unique random people.\n"))
                expect(help).to(contain("  See 'roulette help people <subcommand>' for detailed help.\n"))
                expect(ExampleTool.helpText(["help", "people", "add"])) == ExampleTool.helpText(["people", "add", "--help"])
            }
            it("puts the text of a long label on the next line") {
                let option = Option<String>("a-very-long-option-name", valueName: "value", abstract: "Does something.")
                let root = Command<Void>("tool", abstract: "", arguments: [option])
                guard case let .help(text)? = try? CommandParser(root: root).parse(["--help"]) else { return fail("expected help") }
                expect(text) == """
                    USAGE: tool [--a-very-long-option-name <value>]

                    OPTIONS:
                      --a-very-long-option-name <value>
                                              Does something.
                      -h, --help              Show help information.

                    """
            }
            it("wraps to the width it is given") {
                let root = Command<Void>("tool", abstract: "One two three four five six.")
                guard case let .help(text)? = try? CommandParser(root: root, width: 20).parse(["-h"]) else { return fail("expected help") }
                expect(text).to(beginWith("OVERVIEW: One two\nthree four five six.\n"))
            }
        }
    }
}
