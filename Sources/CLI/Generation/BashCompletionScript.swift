/// The bash script of `--generate-completion-script bash`: one function that finds the command
/// being typed from the words before the cursor, then offers the values of the option just
/// typed, or options after a dash, or else subcommands and positional values.
struct BashCompletionScript<Context> {
    let root: Command<Context>

    func render() -> String {
        let walk = CommandTreeWalk(root: root)
        let function = "_" + CommandTreeWalk<Context>.identifier(root.name)
        var lines = [
            "#!/bin/bash",
            "# bash completion for \(root.name), written by '\(root.name) --generate-completion-script bash'.",
            "# Load it with: source <(\(root.name) --generate-completion-script bash)",
            "",
            "\(function)() {",
            "    local cur=\"${COMP_WORDS[COMP_CWORD]}\"",
            "    local prev=\"\"",
            "    if [[ $COMP_CWORD -gt 0 ]]; then prev=\"${COMP_WORDS[COMP_CWORD-1]}\"; fi",
            "    local command=\(quoted(root.name)) i",
            "    for ((i = 1; i < COMP_CWORD; i++)); do",
            "        case \"$command ${COMP_WORDS[i]}\" in",
        ]
        let transitions = walk.nodes.flatMap { node in node.command.subcommands.map { node.name + " " + $0.name } }
        if !transitions.isEmpty {
            lines.append("            " + transitions.map(quoted).joined(separator: "|") + ") command=\"$command ${COMP_WORDS[i]}\" ;;")
        }
        lines += [
            "            \(quoted(root.name + " help"))) command=\(quoted(root.name + " help")) ;;",
            "        esac",
            "    done",
        ]
        // `--set key=<Tab>`: bash splits the word at `=`, so the key and the option are found
        // before it, and the values offered are those of the `key=value` words.
        let paired = root.globalOptions.filter { option in option.takesValue && option.completionWords.contains { Self.isPair($0) } }
        if !paired.isEmpty {
            lines += [
                "    local option=\"\" key=\"\"",
                "    if [[ \"$cur\" == \"=\" && $COMP_CWORD -ge 2 ]]; then option=\"${COMP_WORDS[COMP_CWORD-2]}\"; key=\"$prev\"; cur=\"\"",
                "    elif [[ \"$prev\" == \"=\" && $COMP_CWORD -ge 3 ]]; then option=\"${COMP_WORDS[COMP_CWORD-3]}\"; "
                    + "key=\"${COMP_WORDS[COMP_CWORD-2]}\"; fi",
                "    case \"$option\" in",
            ]
            for option in paired {
                let words = option.completionWords.filter(Self.isPair).map(quoted).joined(separator: " ")
                lines.append(
                    "        \(labels(option))) local word values=\"\"; for word in \(words); do [[ \"$word\" == \"$key=\"* ]] && values=\"$values "
                        + "${word#*=}\"; done; COMPREPLY=($(compgen -W \"$values\" -- \"$cur\")); return ;;"
                )
            }
            lines.append("    esac")
        }
        // Values of the option just typed: the global ones anywhere, a command's own in it.
        lines.append("    case \"$prev\" in")
        for option in root.globalOptions where option.takesValue {
            lines.append("        \(labels(option))) \(valueCompletion(option)); return ;;")
        }
        lines.append("    esac")
        lines.append("    case \"$command $prev\" in")
        for node in walk.nodes {
            for option in node.command.arguments where option.takesValue {
                let patterns = names(option).map { quoted(node.name + " " + $0) }.joined(separator: "|")
                lines.append("        \(patterns)) \(valueCompletion(option)); return ;;")
            }
        }
        lines.append("    esac")
        let globals = root.globalOptions.flatMap(names).joined(separator: " ")
        lines.append("    local options=\(quoted(globals)) words=\"\"")
        lines.append("    case \"$command\" in")
        for node in walk.nodes {
            let options = walk.ownOptions(node).flatMap(names).joined(separator: " ")
            let words = walk.subcommandNames(node).map(\.name) + walk.positionals(node).flatMap(\.completionWords)
            lines.append("        \(quoted(node.name))) options=\"$options \(options)\"; words=\(quoted(words.joined(separator: " "))) ;;")
        }
        let commands = root.subcommands.map(\.name).joined(separator: " ")
        lines.append("        \(quoted(root.name + " help"))) words=\(quoted(commands)) ;;")
        lines += [
            "    esac",
            "    if [[ \"$cur\" == -* ]]; then",
            "        COMPREPLY=($(compgen -W \"$options\" -- \"$cur\"))",
            "    else",
            "        COMPREPLY=($(compgen -W \"$words\" -- \"$cur\"))",
            "    fi",
            "}",
            "",
            "complete -F \(function) \(quoted(root.name))",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private func names(_ option: ArgumentDeclaration) -> [String] {
        (option.shortName.map { ["-\($0)"] } ?? []) + ["--\(option.name)"]
    }

    private func labels(_ option: ArgumentDeclaration) -> String {
        names(option).joined(separator: "|")
    }

    private func valueCompletion(_ option: ArgumentDeclaration) -> String {
        switch option.completion {
        case .file: return "COMPREPLY=($(compgen -f -- \"$cur\"))"
        case .directory: return "COMPREPLY=($(compgen -d -- \"$cur\"))"
        case .none, .list:
            // `key=value` words are offered after `key=` (above); here the keys.
            let words = option.completionWords.filter { !Self.isPair($0) }
            guard !words.isEmpty else { return "COMPREPLY=()" }
            let nospace = words.allSatisfy { $0.hasSuffix("=") } ? "; compopt -o nospace 2>/dev/null" : ""
            return "COMPREPLY=($(compgen -W \(quoted(words.joined(separator: " "))) -- \"$cur\"))\(nospace)"
        }
    }

    private func quoted(_ text: String) -> String { CompletionShell.singleQuoted(text) }

    /// `storage.backend=memory`: a key and a value, as opposed to `storage.backend=` or `metric`.
    static func isPair(_ word: String) -> Bool {
        guard let equals = word.firstIndex(of: "=") else { return false }
        return equals != word.startIndex && word.index(after: equals) != word.endIndex
    }
}
