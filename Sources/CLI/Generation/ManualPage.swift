/// The manual page of `--generate-manual`: the whole tool in one mdoc(7) page, section 1, from
/// the same declarations as `--help`: NAME, SYNOPSIS, DESCRIPTION with every global option,
/// one entry per command with its options and arguments, then the root's help sections (EXIT
/// STATUS), and the ENVIRONMENT that styles output. `man ./people-roulette.1` reads it.
///
/// ```sh
/// people-roulette --generate-manual > people-roulette.1
/// ```
struct ManualPage<Context> {
    let root: Command<Context>

    func render() -> String {
        let walk = CommandTreeWalk(root: root)
        var lines = [
            ".\\\" The manual page of \(root.name), written by '\(root.name) --generate-manual'.",
            ".Dd $Mdocdate$",
            ".Dt \(root.name.uppercased()) 1",
            ".Os",
            ".Sh NAME",
            ".Nm \(root.name)",
            ".Nd \(Self.text(root.abstract))",
            ".Sh SYNOPSIS",
            ".Nm",
        ]
        lines += root.globalOptions.map(synopsis)
        if !root.subcommands.isEmpty { lines.append(".Ar subcommand") }
        lines.append(".Sh DESCRIPTION")
        if !root.discussion.isEmpty { lines.append(Self.text(root.discussion)) }
        lines.append(".Pp")
        lines.append("Every command accepts these options, anywhere on the line:")
        lines.append(".Bl -tag -width 6n")
        for option in root.globalOptions + walk.ownOptions(CommandTreeWalk<Context>.Node(path: [root])) {
            lines += item(option)
        }
        lines.append(".El")
        if !root.subcommands.isEmpty {
            lines.append(".Sh COMMANDS")
            lines.append(".Bl -tag -width 6n")
            for node in walk.nodes where !node.isRoot {
                lines.append(".It Nm \(node.path.dropFirst().map(\.name).joined(separator: " "))" + usageTail(node))
                lines.append(Self.text(node.command.abstract))
                if !node.command.discussion.isEmpty {
                    lines.append(".Pp")
                    lines.append(Self.text(node.command.discussion))
                }
                let arguments = node.command.arguments
                if !arguments.isEmpty {
                    lines.append(".Bl -tag -width 6n")
                    for argument in arguments { lines += item(argument) }
                    lines.append(".El")
                }
            }
            lines.append(".El")
        }
        lines += [
            ".Sh ENVIRONMENT",
            ".Bl -tag -width 6n",
            ".It Ev NO_COLOR",
            "Set and not empty: never colour the output, as",
            ".Fl -no-color",
            "does.",
            ".It Ev FORCE_COLOR , Ev CLICOLOR_FORCE",
            "Set, not empty and not 0: colour the output even when it is not a terminal.",
            ".It Ev TERM",
            "dumb: no colour.",
            ".El",
        ]
        for section in root.helpSections {
            lines.append(".Sh \(Self.text(section.title))")
            lines.append(".Bl -tag -width 6n")
            for row in section.rows {
                lines.append(".It \(Self.text(row.label))")
                lines.append(Self.text(row.text))
            }
            lines.append(".El")
        }
        lines.append(".Sh SEE ALSO")
        lines.append("The help of each command:")
        lines.append(".Nm \(root.name) Cm help Ar command .")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `.Op Fl -limit Ar n` for the synopsis.
    private func synopsis(_ argument: ArgumentDeclaration) -> String {
        let value = argument.takesValue ? " Ar \(Self.word(argument.valueName))" : ""
        return ".Op Fl -\(argument.name)\(value)"
    }

    private func usageTail(_ node: CommandTreeWalk<Context>.Node) -> String {
        var pieces: [String] = []
        let arguments = node.command.arguments
        for argument in arguments.filter(\.isNamed) + arguments.filter({ !$0.isNamed }) {
            switch argument.kind {
            case .flag: pieces.append("Op Fl -\(argument.name)")
            case .option, .repeatableOption: pieces.append("Op Fl -\(argument.name) Ar \(Self.word(argument.valueName))")
            case .positional(true): pieces.append("Ar \(Self.word(argument.valueName))")
            case .positional(false): pieces.append("Op Ar \(Self.word(argument.valueName))")
            case .positionalList: pieces.append("Op Ar \(Self.word(argument.valueName)) ...")
            }
        }
        return pieces.isEmpty ? "" : " " + pieces.joined(separator: " ")
    }

    /// `.It Fl n , Fl -limit Ar n` and its description.
    private func item(_ argument: ArgumentDeclaration) -> [String] {
        let head: String
        if argument.isNamed {
            let short = argument.shortName.map { "Fl \($0) , " } ?? ""
            let value = argument.takesValue ? " Ar \(Self.word(argument.valueName))" : ""
            head = ".It \(short)Fl -\(argument.name)\(value)"
        } else {
            head = ".It Ar \(Self.word(argument.valueName))"
        }
        return [head, Self.text(HelpGenerator<Context>(path: [root]).describe(argument))]
    }

    /// Text on a line of its own: backslashes written `\e`, and a leading dot or quote, which
    /// would make the line a request, escaped with `\&`.
    static func text(_ text: String) -> String {
        var result = ""
        for character in text.split(whereSeparator: \.isNewline).joined(separator: " ") {
            if character == "\\" { result += "\\e" } else { result.append(character) }
        }
        if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
        return result
    }

    /// An argument of a macro: one word, spaces turned into non-breaking escapes, quotes dropped.
    static func word(_ text: String) -> String {
        var result = ""
        for character in text where character != "\"" {
            if character == " " { result += "\\ " } else if character == "\\" { result += "\\e" } else { result.append(character) }
        }
        return result
    }
}
