#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The zsh script of `--generate-completion-script zsh`: a `#compdef` file with one function per
/// command, each an `_arguments` call over the command's options, the global options and its
/// positionals; a group hands the words after its subcommand to that subcommand's function.
struct ZshCompletionScript<Context> {
    let root: Command<Context>

    func render() -> String {
        let walk = CommandTreeWalk(root: root)
        let base = "_" + CommandTreeWalk<Context>.identifier(root.name)
        var lines = [
            "#compdef \(root.name)",
            "# zsh completion for \(root.name), written by '\(root.name) --generate-completion-script zsh'.",
            "# Install it as _\(root.name) in a directory of $fpath.",
            "",
        ]
        for node in walk.nodes {
            let function = base + node.path.dropFirst().map { "_" + CommandTreeWalk<Context>.identifier($0.name) }.joined()
            lines.append("\(function)() {")
            if node.isRoot {
                lines.append("    local -a \(base)_globals")
                lines.append("    \(base)_globals=(")
                for option in root.globalOptions { lines.append("        " + spec(option)) }
                lines.append("    )")
            }
            lines.append("    local context state state_descr line")
            lines.append("    local -A opt_args")
            var arguments = ["\"${\(base)_globals[@]}\""] + walk.ownOptions(node).map(spec)
            let subcommands = walk.subcommandNames(node)
            if subcommands.isEmpty {
                arguments += walk.positionals(node).map(positionalSpec)
                lines.append("    _arguments -s -S " + arguments.joined(separator: " \\\n        "))
            } else {
                arguments += ["': :->command'", "'*:: :->argument'"]
                lines.append("    _arguments -s -S -C " + arguments.joined(separator: " \\\n        ") + " && return")
                lines.append("    case $state in")
                lines.append("        command)")
                lines.append("            local -a commands")
                lines.append("            commands=(")
                for sub in subcommands { lines.append("                " + quoted("\(escapedName(sub.name)):\(sub.abstract)")) }
                lines.append("            )")
                lines.append("            _describe 'subcommand' commands ;;")
                lines.append("        argument)")
                lines.append("            case $words[1] in")
                for sub in node.command.subcommands {
                    lines.append("                \(quoted(sub.name))) \(function)_\(CommandTreeWalk<Context>.identifier(sub.name)) ;;")
                }
                if node.isRoot {
                    let names = root.subcommands.map(\.name).joined(separator: " ")
                    lines.append("                help) _arguments '1:subcommand:(\(names))' ;;")
                }
                lines.append("            esac ;;")
                lines.append("    esac")
            }
            lines.append("}")
            lines.append("")
        }
        lines.append("\(base) \"$@\"")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `'(-n --limit)'{-n,--limit}'[How many.]:n:'`, quoted for zsh.
    private func spec(_ option: ArgumentDeclaration) -> String {
        let description = "[" + escaped(option.abstract, colons: false) + "]"
        let value = option.takesValue ? ":" + escaped(option.valueName) + ":" + action(option) : ""
        let repeatable = option.kind == .repeatableOption ? "*" : ""
        if let short = option.shortName {
            let exclusion = repeatable.isEmpty ? "(-\(short) --\(option.name))" : ""
            return quoted(exclusion) + "{-\(short),--\(option.name)}" + quoted(description + value)
        }
        return quoted(repeatable + "--\(option.name)" + description + value)
    }

    private func positionalSpec(_ argument: ArgumentDeclaration) -> String {
        let prefix: String
        switch argument.kind {
        case .positionalList: prefix = "*"
        case .positional(false): prefix = ":"
        default: prefix = ""
        }
        return quoted(prefix + ":" + escaped(argument.valueName) + ":" + action(argument))
    }

    private func action(_ argument: ArgumentDeclaration) -> String {
        switch argument.completion {
        case .file: return "_files"
        case .directory: return "_files -/"
        case .none, .list:
            let words = argument.completionWords
            guard !words.isEmpty else { return " " }
            return "(" + words.map(escapedWord).joined(separator: " ") + ")"
        }
    }

    /// Brackets (and, outside a description, colons) would end a part of an `_arguments` spec.
    private func escaped(_ text: String, colons: Bool = true) -> String {
        var result = ""
        for character in text {
            if "[]\\".contains(character) || (colons && character == ":") { result.append("\\") }
            result.append(character)
        }
        return result
    }

    private func escapedWord(_ word: String) -> String {
        var result = ""
        for character in word {
            if " ()[]:\\\"'$`;&|<>*?#~{}".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    private func escapedName(_ name: String) -> String { name.replacing(":", with: "\\:") }

    private func quoted(_ text: String) -> String { CompletionShell.singleQuoted(text) }
}
