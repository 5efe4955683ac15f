import CLI
import SpecKit

final class HelpGeneratorSpec: Spec {
    override func spec() {
        let globals = """
        GLOBAL OPTIONS:
          --env <name>            Read Config/<name>.json over default.json. Default:
                                  $APP_ENV, else development.
          --config-dir <path>     Where the config files are. Default: $APP_CONFIG_DIR,
                                  else ./Config.
          --set <key=value>       Override a setting (keys: Config/README.md).
                                  (repeatable)
          --json                  Print JSON instead of text.
          --no-color              Never use colour, as NO_COLOR does.
          --seed <n>              Seed randomness to repeat a run.
          --version               Show the version.
        """

        describe("the generated help") {
            it("describes the root: overview, usage, options, global options and subcommands") {
                expect(ExampleTool.helpText(["--help"])) == """
                OVERVIEW: Pick people at random.

                Reads people from the store and picks some.

                USAGE: roulette <subcommand>

                OPTIONS:
                  -h, --help              Show help information.

                \(globals)

                SUBCOMMANDS:
                  pick                    Pick N unique random people.
                  add                     Add people by name.
                  weather                 Weather of a city.
                  people                  Manage people.
                  group                   A group without a default.
                  help                    Show help for a subcommand.

                  See 'roulette help <subcommand>' for detailed help.

                """
            }
            it("describes a command from the declarations that parse it, with values and defaults") {
                expect(ExampleTool.helpText(["pick", "--help"])) == """
                OVERVIEW: Pick N unique random people.

                USAGE: roulette pick [--format <format>] [--verbose] [--quiet] [--tag <tag> ...]
                       [<count>]

                ARGUMENTS:
                  <count>                 How many people to pick. (default: 1)

                OPTIONS:
                  -f, --format <format>   How to print them. (values: table, list; default:
                                          table)
                  -v, --verbose           Say more.
                  -q, --quiet             Say less.
                  -t, --tag <tag>         Only people with this tag. (repeatable)
                  -h, --help              Show help information.

                \(globals)

                """
            }
            it("marks a group's default subcommand and points to help for the group") {
                let help = ExampleTool.helpText(["people", "--help"]) ?? ""
                expect(help.contains("  pick (default)          Pick N unique random people.\n")) == true
                expect(help.contains("  See 'roulette help people <subcommand>' for detailed help.\n")) == true
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
                expect(text.hasPrefix("OVERVIEW: One two\nthree four five six.\n")) == true
            }
        }
    }
}
