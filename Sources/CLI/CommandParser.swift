import Platform

/// Parses a command line against a command tree, as swift-argument-parser would:
///
/// - subcommands by name, `help <subcommand>`, and `-h`/`--help` on every command;
/// - `--version` when the root has a version;
/// - `--name value`, `--name=value`, `-n value`, grouped short flags `-vq`, and `--` before
///   positionals that start with a dash;
/// - global options anywhere on the line;
/// - "did you mean" for unknown options and commands;
/// - on any command, swift-argument-parser's generators of the whole tree:
///   `--generate-completion-script bash|zsh|fish`, `--experimental-dump-help` (JSON), and
///   `--generate-manual` (an mdoc page). They are built only when asked for.
///
/// ```swift
/// switch try CommandParser(root: root).parse(["pick", "2", "--json"]) {
/// case .help(let text), .version(let text): try console.standardOutput.write(text)
/// case .run(let command, let invocation): ...
/// }
/// ```
public struct CommandParser<Context>: Sendable {
    /// The top-level command the parser reads the arguments against.
    public let root: Command<Context>
    /// The columns help is wrapped to.
    public let width: Int

    /// Creates a parser for a command tree, wrapping help text at `width` columns.
    public init(root: Command<Context>, width: Int = 80) {
        self.root = root
        self.width = width
    }

    /// Parses the arguments after the program name.
    public func parse(_ arguments: [String]) throws(UsageError) -> ParseOutcome<Context> {
        var state = ParseState(root: root)
        var index = 0
        while index < arguments.count {
            let token = arguments[index]
            index += 1
            if state.onlyPositionals {
                state.positionals.append(token)
            } else if token == "--" {
                state.onlyPositionals = true
            } else if token.hasPrefix("--"), token.count > 2 {
                try long(token, &state, arguments, &index)
            } else if token.hasPrefix("-"), token.count > 1, !Self.looksNumeric(token) {
                try short(token, &state, arguments, &index)
            } else {
                try word(token, &state)
            }
        }
        if let generated = state.generated { return .help(generate(generated)) }
        if state.helpRequested { return .help(help(for: state.path)) }
        if state.versionRequested, let version = root.version { return .version(version + "\n") }
        return try finish(&state)
    }

    /// The help text of the command at `path` (names after the root), for a `help` command of
    /// the app's own.
    public func help(forCommandPath names: [String]) -> String? {
        var path = [root]
        for name in names {
            guard let next = path.last?.subcommand(name) else { return nil }
            path.append(next)
        }
        return help(for: path)
    }

    private func help(for path: [Command<Context>]) -> String {
        HelpGenerator(path: path, width: width).render()
    }

    /// What the tree generators write, all from the root.
    enum Generated {
        case completion(CompletionShell)
        case toolInfo
        case manual
    }

    private func generate(_ generated: Generated) -> String {
        switch generated {
        case let .completion(shell): shell.script(for: root)
        case .toolInfo: (try? JSONOutput.render(ToolInfo(root: root))) ?? "{}\n"
        case .manual: ManualPage(root: root).render()
        }
    }

    /// The long options the parser answers itself, before any command's: `help`, the generators,
    /// and `version` when the root has one.
    static var parserOptions: [String] { ["help", "version", "experimental-dump-help", "generate-manual", "generate-completion-script"] }

    /// The generators' options: handled by the parser, never by a command.
    private func generator(
        _ name: String,
        inline: String?,
        _ state: inout ParseState<Context>,
        _ arguments: [String],
        _ index: inout Int
    ) throws(UsageError) -> Bool {
        switch name {
        case "experimental-dump-help" where inline == nil:
            state.generated = .toolInfo
        case "generate-manual" where inline == nil:
            state.generated = .manual
        case "generate-completion-script":
            let text: String
            if let inline {
                text = inline
            } else if index < arguments.count, !arguments[index].hasPrefix("-") {
                text = arguments[index]
                index += 1
            } else {
                throw usageError("Missing value for '--generate-completion-script <shell>'", state, hint: "the shells are bash, zsh and fish")
            }
            guard let shell = CompletionShell(argument: text) else {
                throw usageError(
                    "The value \(BoundedEcho.quoted(text)) is invalid for '--generate-completion-script <shell>': \(CompletionShell.expectation)",
                    state
                )
            }
            state.generated = .completion(shell)
        default:
            return false
        }
        return true
    }

    // MARK: Tokens

    private func long(_ token: String, _ state: inout ParseState<Context>, _ arguments: [String], _ index: inout Int) throws(UsageError) {
        let body = token.dropFirst(2)
        let name: String
        let inline: String?
        if let equals = body.firstIndex(of: "=") {
            name = String(body[..<equals])
            inline = String(body[body.index(after: equals)...])
        } else {
            name = String(body)
            inline = nil
        }
        if name == "help", inline == nil {
            state.helpRequested = true
            return
        }
        if name == "version", inline == nil, root.version != nil {
            state.versionRequested = true
            return
        }
        if try generator(name, inline: inline, &state, arguments, &index) { return }
        guard let declaration = state.named.last(where: { $0.name == name }) else {
            var candidates = state.named.map { "--\($0.name)" } + ["--help"]
            if root.version != nil { candidates.append("--version") }
            let suggestion = Suggestion.closest(to: "--\(name)", among: candidates)
            throw usageError("Unknown option \(BoundedEcho.quoted("--" + name))" + (suggestion.map { ". Did you mean '\($0)'?" } ?? ""), state)
        }
        try take(declaration, spelled: "--\(name)", inline: inline, &state, arguments, &index)
    }

    private func short(_ token: String, _ state: inout ParseState<Context>, _ arguments: [String], _ index: inout Int) throws(UsageError) {
        let letters = Array(token.dropFirst())
        for (offset, letter) in letters.enumerated() {
            if letter == "h" {
                state.helpRequested = true
                continue
            }
            guard let declaration = state.named.last(where: { $0.shortName == letter }) else {
                throw usageError("Unknown option '-\(letter)'", state)
            }
            if declaration.takesValue {
                let rest = String(letters[(offset + 1)...])
                try take(declaration, spelled: "-\(letter)", inline: rest.isEmpty ? nil : rest, &state, arguments, &index)
                return
            }
            try take(declaration, spelled: "-\(letter)", inline: nil, &state, arguments, &index)
        }
    }

    private func word(_ token: String, _ state: inout ParseState<Context>) throws(UsageError) {
        guard let current = state.path.last, !current.subcommands.isEmpty, state.positionals.isEmpty else {
            state.positionals.append(token)
            return
        }
        if state.path.count == 1, token == "help", !state.helpRequested {
            state.helpRequested = true
            return
        }
        if let next = current.subcommand(token) {
            state.enter(next)
            return
        }
        let acceptsPositionals = current.action != nil && current.arguments.contains { !$0.isNamed }
        if acceptsPositionals, !state.helpRequested {
            state.positionals.append(token)
            return
        }
        if !state.helpRequested, let name = current.defaultSubcommand, let fallback = current.subcommand(name) {
            state.enter(fallback)
            state.positionals.append(token)
            return
        }
        var names = current.subcommands.map(\.name)
        if state.path.count == 1 { names.append("help") }
        let suggestion = Suggestion.closest(to: token, among: names)
        throw usageError("Unknown command \(BoundedEcho.quoted(token))" + (suggestion.map { ". Did you mean '\($0)'?" } ?? ""), state)
    }

    private func take(
        _ declaration: ArgumentDeclaration,
        spelled: String,
        inline: String?,
        _ state: inout ParseState<Context>,
        _ arguments: [String],
        _ index: inout Int
    ) throws(UsageError) {
        guard declaration.takesValue else {
            if let inline {
                throw usageError("The option '\(spelled)' does not take any value, but \(BoundedEcho.quoted(inline)) was specified.", state)
            }
            _ = state.storage(for: declaration)
            return
        }
        let text: String
        if let inline {
            text = inline
        } else if index < arguments.count, !arguments[index].hasPrefix("-") || Self.looksNumeric(arguments[index]) {
            text = arguments[index]
            index += 1
        } else {
            throw usageError("Missing value for '\(spelled) <\(declaration.valueName)>'", state)
        }
        try store(text, for: declaration, spelled: "\(spelled) <\(declaration.valueName)>", &state)
    }

    // MARK: Finishing

    private func finish(_ state: inout ParseState<Context>) throws(UsageError) -> ParseOutcome<Context> {
        guard var command = state.path.last else { return .help(help(for: [root])) }
        if command.action == nil {
            if let name = command.defaultSubcommand, let next = command.subcommand(name) {
                state.enter(next)
                command = next
            } else if state.positionals.isEmpty {
                return .help(help(for: state.path))
            }
        }
        var remaining = state.positionals[...]
        for declaration in command.arguments where !declaration.isNamed {
            switch declaration.kind {
            case .positionalList:
                for text in remaining {
                    try store(text, for: declaration, spelled: "<\(declaration.valueName)>", &state)
                }
                remaining = []
            case let .positional(isRequired):
                if let text = remaining.popFirst() {
                    try store(text, for: declaration, spelled: "<\(declaration.valueName)>", &state)
                } else if isRequired {
                    throw usageError("Missing expected argument '<\(declaration.valueName)>'", state)
                }
            case .flag, .option, .repeatableOption:
                break
            }
        }
        if !remaining.isEmpty {
            let message =
                remaining.count == 1
                ? "Unexpected argument \(BoundedEcho.quoted(remaining[remaining.startIndex]))"
                : "\(remaining.count) unexpected arguments: \(BoundedEcho.list(remaining))"
            throw usageError(message, state)
        }
        return .run(command, CommandInvocation(commandPath: state.path.map(\.name), arguments: state.arguments))
    }

    /// Converts `text` by the declaration's own conversion, once, and keeps the value with the
    /// others given for it; a usage error naming `spelled` when it is not a valid value.
    private func store(
        _ text: String,
        for declaration: ArgumentDeclaration,
        spelled: String,
        _ state: inout ParseState<Context>
    ) throws(UsageError) {
        guard state.storage(for: declaration).append(text) else {
            throw usageError("The value \(BoundedEcho.quoted(text)) is invalid for '\(spelled)': \(declaration.expectation)", state)
        }
    }

    private func usageError(_ message: String, _ state: ParseState<Context>, hint: String? = nil) -> UsageError {
        let generator = HelpGenerator(path: state.path, width: width)
        return UsageError(message: message, usage: generator.usage, helpCommand: generator.helpCommand, hint: hint)
    }

    /// The usage line and help command of the command at `names` (after the root), for a usage
    /// error a command throws after parsing.
    func usage(forCommandPath names: [String]) -> (usage: String, helpCommand: String) {
        var path = [root]
        for name in names.dropFirst() {
            guard let next = path.last?.subcommand(name) else { break }
            path.append(next)
        }
        let generator = HelpGenerator(path: path, width: width)
        return (generator.usage, generator.helpCommand)
    }

    /// `-1`, `-0.5`: a negative number, taken as a value rather than an option.
    static func looksNumeric(_ token: String) -> Bool {
        token.count > 1 && token.hasPrefix("-") && Double(token) != nil
    }
}

/// What the parser has seen so far.
struct ParseState<Context> {
    var path: [Command<Context>]
    /// What was given for each argument so far, one storage per argument given.
    var arguments: [ParsedArgument] = []
    var positionals: [String] = []
    var helpRequested = false
    var versionRequested = false
    var onlyPositionals = false
    var generated: CommandParser<Context>.Generated?
    /// The named arguments accepted here: the global options and those of every command on the path.
    var named: [ArgumentDeclaration]

    init(root: Command<Context>) {
        path = [root]
        named = root.globalOptions + root.arguments.filter(\.isNamed)
    }

    mutating func enter(_ command: Command<Context>) {
        path.append(command)
        named += command.arguments.filter(\.isNamed)
    }

    /// The storage of the declaration's values on this line, made by its key the first time.
    mutating func storage(for declaration: ArgumentDeclaration) -> ParsedArgument {
        if let storage = arguments.given(declaration.key) { return storage }
        let storage = declaration.key.makeStorage()
        arguments.append(storage)
        return storage
    }
}
