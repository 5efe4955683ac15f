import CLI
import SpecKit

final class CommandDeclarationProblemsSpec: Spec {
    override func spec() {
        describe("Command.declarationProblems") {
            func tool(_ arguments: [any CommandArgument], subcommands: [Command<ExampleContext>] = []) -> Command<ExampleContext> {
                let leaf = Command<ExampleContext>("pick", abstract: "Pick.", arguments: arguments, subcommands: subcommands) { _, _ in }
                return Command<ExampleContext>(
                    "roulette",
                    abstract: "A tool.",
                    version: "1.0",
                    globalOptions: OutputOptions.all,
                    subcommands: [leaf]
                )
            }

            it("finds none in a tree declared the way the apps declare theirs") {
                expect(ExampleTool.root.declarationProblems()) == []
                expect(tool([ExampleTool.format, ExampleTool.verbose]).declarationProblems()) == []
            }
            it("names a command's option that a global option already declares, long or short") {
                let problems = tool([Flag("json", abstract: "Mine."), Flag("chatty", short: "q", abstract: "Mine too.")]).declarationProblems()
                expect(problems) == [
                    "--json is declared by 'roulette pick' and by the global options",
                    "-q (of --chatty) is declared by 'roulette pick' and by the global options",
                ]
            }
            it("names an option the parser answers itself: --help, -h, --version, the generators") {
                let problems = tool([
                    Flag("help", short: "h", abstract: "Mine."), Flag("version", abstract: "Mine."),
                    Flag("generate-manual", abstract: "Mine."),
                ]).declarationProblems()
                expect(problems) == [
                    "--help is declared by 'roulette pick' and by the parser",
                    "-h (of --help) is declared by 'roulette pick' and by the parser",
                    "--version is declared by 'roulette pick' and by the parser",
                    "--generate-manual is declared by 'roulette pick' and by the parser",
                ]
            }
            it("names two options of one command with one name, and two subcommands with one name") {
                let twice = Command<ExampleContext>("again", abstract: "Again.") { _, _ in }
                let problems = tool(
                    [Option<String>("tag", abstract: "One."), Option<String>("tag", abstract: "Two.")],
                    subcommands: [twice, twice]
                ).declarationProblems()
                expect(problems) == [
                    "--tag is declared by 'roulette pick' and by 'roulette pick'",
                    "'roulette pick' has two subcommands named 'again'",
                ]
            }
            it("lets two sibling commands each declare the same option") {
                let first = Command<ExampleContext>("first", abstract: "First.", arguments: [Flag("all", abstract: "All.")]) { _, _ in }
                let second = Command<ExampleContext>("second", abstract: "Second.", arguments: [Flag("all", abstract: "All.")]) { _, _ in }
                let root = Command<ExampleContext>("roulette", abstract: "A tool.", globalOptions: OutputOptions.all, subcommands: [first, second])
                expect(root.declarationProblems()) == []
            }
        }
    }
}
