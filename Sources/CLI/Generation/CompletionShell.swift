#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The shells `--generate-completion-script` writes for: each script completes subcommands,
/// options, and the values of options and positionals that have a fixed list (enumerations and
/// `CompletionKind.list`), file or directory names where declared.
///
/// ```sh
/// people-roulette --generate-completion-script bash > /etc/bash_completion.d/people-roulette
/// people-roulette --generate-completion-script zsh > "${fpath[1]}/_people-roulette"
/// people-roulette --generate-completion-script fish > ~/.config/fish/completions/people-roulette.fish
/// ```
public enum CompletionShell: String, CaseIterable, ArgumentValue, Sendable {
    /// Bash, whose script `complete -F` loads.
    case bash
    /// Zsh, whose script is a `#compdef` function.
    case zsh
    /// Fish, whose script is a list of `complete` commands.
    case fish

    /// The script completing `root`'s command tree in this shell.
    public func script<Context>(for root: Command<Context>) -> String {
        switch self {
        case .bash: BashCompletionScript(root: root).render()
        case .zsh: ZshCompletionScript(root: root).render()
        case .fish: FishCompletionScript(root: root).render()
        }
    }

    /// Text inside single quotes in any of the three shells: `'` becomes `'\''` (bash, zsh) or
    /// `\'` (fish, which also escapes backslashes).
    static func singleQuoted(_ text: String, fish: Bool = false) -> String {
        if fish {
            return "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
        }
        return "'" + text.replacing("'", with: "'\\''") + "'"
    }
}
