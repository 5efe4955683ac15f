/// The fish script of `--generate-completion-script fish`: a helper that tells which command is
/// being typed, then one `complete` line per subcommand and per option, the global options on
/// every command and each command's own under a condition.
struct FishCompletionScript<Context> {
    let root: Command<Context>

    func render() -> String {
        let walk = CommandTreeWalk(root: root)
        let helper = "__" + CommandTreeWalk<Context>.identifier(root.name) + "_command_is"
        let transitions = walk.nodes.flatMap { node in node.command.subcommands.map { node.name + " " + $0.name } }
        var lines = [
            "# fish completion for \(root.name), written by '\(root.name) --generate-completion-script fish'.",
            "# Install it as ~/.config/fish/completions/\(root.name).fish",
            "",
            "function \(helper)",
            "    set -l command \(quoted(root.name))",
            "    for token in (commandline -opc)[2..-1]",
            "        switch \"$command $token\"",
        ]
        if !transitions.isEmpty {
            lines.append("            case " + transitions.map(quoted).joined(separator: " "))
            lines.append("                set command \"$command $token\"")
        }
        lines += [
            "            case \(quoted(root.name + " help"))",
            "                set command \(quoted(root.name + " help"))",
            "        end",
            "    end",
            "    test \"$command\" = \"$argv[1]\"",
            "end",
            "",
            "complete -c \(quoted(root.name)) -f",
        ]
        for option in root.globalOptions {
            lines.append(line(option, condition: nil))
        }
        for node in walk.nodes {
            let condition = "\(helper) \(quoted(node.name))"
            for sub in walk.subcommandNames(node) {
                lines.append("complete -c \(quoted(root.name)) -n \(quoted(condition)) -a \(quoted(sub.name)) -d \(quoted(sub.abstract))")
            }
            for option in walk.ownOptions(node) {
                lines.append(line(option, condition: condition))
            }
            for positional in walk.positionals(node) {
                let words = positional.completionWords
                if !words.isEmpty {
                    lines.append(
                        "complete -c \(quoted(root.name)) -n \(quoted(condition)) -a \(quoted(words.joined(separator: " "))) -d "
                            + "\(quoted(positional.abstract))"
                    )
                }
            }
        }
        let names = root.subcommands.map(\.name).joined(separator: " ")
        lines.append("complete -c \(quoted(root.name)) -n \(quoted("\(helper) \(quoted(root.name + " help"))")) -a \(quoted(names))")
        return lines.joined(separator: "\n") + "\n"
    }

    private func line(_ option: ArgumentDeclaration, condition: String?) -> String {
        var parts = ["complete -c \(quoted(root.name))"]
        if let condition { parts.append("-n \(quoted(condition))") }
        if let short = option.shortName { parts.append("-s \(short)") }
        parts.append("-l \(option.name)")
        if option.takesValue {
            switch option.completion {
            case .file: parts.append("-r -F")
            case .directory: parts.append("-r -a '(__fish_complete_directories)'")
            case .none, .list:
                parts.append("-r")
                let words = option.completionWords
                if !words.isEmpty { parts.append("-a \(quoted(words.joined(separator: " ")))") }
            }
        }
        parts.append("-d \(quoted(option.abstract))")
        return parts.joined(separator: " ")
    }

    private func quoted(_ text: String) -> String { CompletionShell.singleQuoted(text, fish: true) }
}
