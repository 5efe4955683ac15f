/// A command of the tree: its name, help texts, arguments, subcommands and what it runs. The
/// same declaration drives parsing and `--help`. `Context` is what the app hands every command
/// (its container, configuration and output); the runner builds it after parsing.
///
/// ```swift
/// let pick = Command<AppContext>("pick", abstract: "Pick N unique random people.",
///                                arguments: [PickArguments.count]) { invocation, context in
///     let count = try invocation.value(of: PickArguments.count)
///     ...
/// }
/// let root = Command<AppContext>("people-roulette", abstract: "...", version: "1.0.0",
///                                globalOptions: OutputOptions.all, subcommands: [pick])
/// ```
public struct Command<Context>: Sendable {
    /// What a command does when it runs.
    public typealias Action = @Sendable (CommandInvocation, Context) async throws -> Void

    /// The name typed to reach it; the root's is the tool's name.
    public let name: String
    /// One line on what it does: shown in OVERVIEW and in its parent's SUBCOMMANDS.
    public let abstract: String
    /// More paragraphs for its own help.
    public let discussion: String
    /// The tool's version, answered by `--version` (root only).
    public let version: String?
    /// Its own options, flags and positionals.
    public let arguments: [ArgumentDeclaration]
    /// Options accepted by every command of the tree, anywhere on the line (root only).
    public let globalOptions: [ArgumentDeclaration]
    /// Its subcommands.
    public let subcommands: [Command<Context>]
    /// The subcommand run when none is named; nil to print help instead.
    public let defaultSubcommand: String?
    /// What it runs; nil for a group, which prints its help when run without a subcommand.
    public let action: Action?
    /// Sections printed at the end of its own help, such as EXIT STATUS.
    public let helpSections: [HelpSection]

    /// Declares a command: its name and help, its arguments, its subcommands and the action that runs it.
    public init(
        _ name: String,
        abstract: String,
        discussion: String = "",
        version: String? = nil,
        arguments: [any CommandArgument] = [],
        globalOptions: [any CommandArgument] = [],
        subcommands: [Command<Context>] = [],
        defaultSubcommand: String? = nil,
        helpSections: [HelpSection] = [],
        action: Action? = nil
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.version = version
        self.arguments = arguments.map(\.declaration)
        self.globalOptions = globalOptions.map(\.declaration)
        self.subcommands = subcommands
        self.defaultSubcommand = defaultSubcommand
        self.action = action
        self.helpSections = helpSections
    }

    /// The subcommand named `name`.
    public func subcommand(_ name: String) -> Command<Context>? {
        subcommands.first { $0.name == name }
    }
}
