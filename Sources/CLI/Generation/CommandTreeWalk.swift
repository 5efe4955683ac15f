/// The command tree as the generators (completion scripts, manual page, tool info) see it: each
/// command with its path from the root and every option it accepts, its own, the help flag and
/// the root's global options. Built only when one of them is asked for.
struct CommandTreeWalk<Context> {
    /// One command of the tree.
    struct Node {
        /// The commands from the root down to this one.
        let path: [Command<Context>]
        var command: Command<Context> { path[path.count - 1] }
        /// `people-roulette pick`.
        var name: String { path.map(\.name).joined(separator: " ") }
        var isRoot: Bool { path.count == 1 }
    }

    let root: Command<Context>

    /// Every command, the root first, depth first in declaration order.
    var nodes: [Node] {
        var result: [Node] = []
        func visit(_ path: [Command<Context>]) {
            result.append(Node(path: path))
            for sub in path[path.count - 1].subcommands { visit(path + [sub]) }
        }
        visit([root])
        return result
    }

    /// The `-h, --help` flag every command accepts.
    static var helpFlag: ArgumentDeclaration {
        ArgumentDeclaration(name: "help", shortName: "h", abstract: "Show help information.", kind: .flag, key: ArgumentKey())
    }

    /// The `--version` flag of a root with a version.
    static var versionFlag: ArgumentDeclaration {
        ArgumentDeclaration(name: "version", abstract: "Show the version.", kind: .flag, key: ArgumentKey())
    }

    /// The named arguments of a command's own, then help (and version at the root).
    func ownOptions(_ node: Node) -> [ArgumentDeclaration] {
        var options = node.command.arguments.filter(\.isNamed) + [Self.helpFlag]
        if node.isRoot, root.version != nil { options.append(Self.versionFlag) }
        return options
    }

    /// The positionals of a command.
    func positionals(_ node: Node) -> [ArgumentDeclaration] {
        node.command.arguments.filter { !$0.isNamed }
    }

    /// What subcommand names can follow a command: its subcommands, and `help` at the root.
    func subcommandNames(_ node: Node) -> [(name: String, abstract: String)] {
        var names = node.command.subcommands.map { ($0.name, $0.abstract) }
        if node.isRoot, !names.isEmpty { names.append(("help", "Show help for a subcommand.")) }
        return names
    }

    /// A name made of letters, digits and underscores: `people_roulette_pick`, for shell functions.
    static func identifier(_ text: String) -> String {
        String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    }
}
