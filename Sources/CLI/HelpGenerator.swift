/// Writes `--help` and usage lines from a command's declarations, in swift-argument-parser's
/// layout: OVERVIEW, USAGE, ARGUMENTS, OPTIONS, GLOBAL OPTIONS, SUBCOMMANDS, labels in a
/// 26-column gutter, text wrapped to `width` columns.
struct HelpGenerator<Context> {
    static var labelColumn: Int { 26 }

    /// The commands from the root down to the one described.
    let path: [Command<Context>]
    let width: Int

    init(path: [Command<Context>], width: Int = 80) {
        self.path = path
        self.width = width
    }

    var root: Command<Context>? { path.first }
    var command: Command<Context>? { path.last }
    var commandName: String { path.map(\.name).joined(separator: " ") }

    /// The complete usage line without its `Usage: ` prefix, every option the command accepts
    /// (its own, then the global ones), then its positionals:
    /// `people-roulette history [--limit <n>] [--json] ... `. Help shows it wrapped.
    var fullUsage: String {
        guard let command, let root else { return "" }
        var pieces = [commandName]
        pieces += command.arguments.filter(\.isNamed).map(\.usagePiece)
        pieces += root.globalOptions.map(\.usagePiece)
        pieces += command.arguments.filter { !$0.isNamed }.map(\.usagePiece)
        if !command.subcommands.isEmpty { pieces.append("<subcommand>") }
        return pieces.joined(separator: " ")
    }

    /// The usage line of errors, one line: the complete one when it fits in `width` columns,
    /// else with the options folded into `[<options>]`, as swift-argument-parser does:
    /// `people-roulette pick [<options>] [<count>]`.
    var usage: String {
        let full = fullUsage
        guard DisplayWidth.of("Usage: " + full) > width, let command else { return full }
        var pieces = [commandName, "[<options>]"]
        pieces += command.arguments.filter { !$0.isNamed }.map(\.usagePiece)
        if !command.subcommands.isEmpty { pieces.append("<subcommand>") }
        return pieces.joined(separator: " ")
    }

    /// Where to read this command's help: `people-roulette help pick`, `people-roulette --help`.
    var helpCommand: String {
        path.count > 1 ? helpCommandPrefix : "\(commandName) --help"
    }

    /// The full help text, ending with a newline.
    func render() -> String {
        guard let command, let root else { return "" }
        var blocks: [String] = []
        if !command.abstract.isEmpty || !command.discussion.isEmpty {
            let overview = [command.abstract, command.discussion].filter { !$0.isEmpty }.joined(separator: "\n\n")
            blocks.append(TextWrapping.wrap("OVERVIEW: \(overview)", width: width))
        }
        blocks.append(TextWrapping.wrap("USAGE: \(fullUsage)", width: width, indent: 7))

        let positionals = command.arguments.filter { !$0.isNamed }
        if !positionals.isEmpty {
            blocks.append(section("ARGUMENTS", positionals.map { ($0.helpLabel, describe($0)) }))
        }
        var options = command.arguments.filter(\.isNamed).map { ($0.helpLabel, describe($0)) }
        options.append(("-h, --help", "Show help information."))
        blocks.append(section("OPTIONS", options))

        if path.count == 1 {
            var globals = root.globalOptions.map { ($0.helpLabel, describe($0)) }
            if root.version != nil { globals.append(("--version", "Show the version.")) }
            if !globals.isEmpty { blocks.append(section("GLOBAL OPTIONS", globals)) }
        } else if !root.globalOptions.isEmpty {
            // A subcommand names the global options and sends the reader to the root's help,
            // instead of repeating what each does.
            let names = root.globalOptions.map { "--" + $0.name }.joined(separator: ", ")
            let line = TextWrapping.wrap("\(names): see '\(root.name) --help'.", width: width - 2, indent: 0)
            blocks.append("GLOBAL OPTIONS:\n" + line.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
        }

        if !command.subcommands.isEmpty {
            var lines = command.subcommands.map { sub in
                (sub.name + (sub.name == command.defaultSubcommand ? " (default)" : ""), sub.abstract)
            }
            if path.count == 1 { lines.append(("help", "Show help for a subcommand.")) }
            blocks.append(section("SUBCOMMANDS", lines) + "\n\n  See '\(helpCommandPrefix) <subcommand>' for detailed help.")
        }
        for extra in command.helpSections {
            blocks.append(section(extra.title, extra.rows.map { ($0.label, $0.text) }))
        }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// `people-roulette help`, `people-roulette help pick`, or `people-roulette help group sub`.
    private var helpCommandPrefix: String {
        var names = path.map(\.name)
        names.insert("help", at: 1)
        return names.joined(separator: " ")
    }

    func describe(_ argument: ArgumentDeclaration) -> String {
        var notes: [String] = []
        if !argument.allowedValues.isEmpty { notes.append("values: \(argument.allowedValues.joined(separator: ", "))") }
        if let defaultText = argument.defaultText { notes.append("default: \(defaultText)") }
        if argument.kind == .repeatableOption { notes.append("repeatable") }
        let suffix = notes.isEmpty ? "" : "(\(notes.joined(separator: "; ")))"
        return [argument.abstract, suffix].filter { !$0.isEmpty }.joined(separator: " ")
    }

    private func section(_ title: String, _ lines: [(label: String, text: String)]) -> String {
        let body = lines.map { line -> String in
            let label = "  " + line.label
            let text = TextWrapping.wrap(line.text, width: width - Self.labelColumn)
                .split(separator: "\n", omittingEmptySubsequences: false)
                .map { String(repeating: " ", count: Self.labelColumn) + $0 }
                .joined(separator: "\n")
            guard !line.text.isEmpty else { return label }
            if DisplayWidth.of(label) < Self.labelColumn {
                return label + String(text.dropFirst(DisplayWidth.of(label)))
            }
            return label + "\n" + text
        }
        return "\(title):\n" + body.joined(separator: "\n")
    }
}
