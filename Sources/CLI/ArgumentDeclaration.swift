/// One argument of a command with its type erased: what the parser and the help generator
/// work from. Built by `Flag`, `Option`, `RepeatableOption`, `Positional` and `PositionalList`.
public struct ArgumentDeclaration: Sendable {
    /// How the argument appears on the command line.
    public enum Kind: Sendable, Equatable {
        /// `--name`, no value.
        case flag
        /// `--name <value>`, once (the last one wins).
        case option
        /// `--name <value>`, any number of times.
        case repeatableOption
        /// `<value>`, by position; required unless it has a default.
        case positional(isRequired: Bool)
        /// `<value> ...`, all remaining positions.
        case positionalList
    }

    /// The long name without dashes (`format`), or the positional's name (`count`).
    public let name: String
    /// The short name without its dash (`f`), for options and flags.
    public let shortName: Character?
    /// The placeholder of the value in help: `<format>`.
    public let valueName: String
    /// One line on what the argument does.
    public let abstract: String
    /// How the argument appears on the command line: a flag, an option or a positional.
    public let kind: Kind
    /// The default, as typed, for "(default: ...)" in help.
    public let defaultText: String?
    /// The accepted values of a fixed set, for help and errors.
    public var allowedValues: [String] { allowedValuesText() }
    /// What a valid value looks like: "expected a whole number".
    public var expectation: String { expectationText() }
    /// What a shell offers for its value; an enumeration offers its names unless told otherwise.
    public let completion: CompletionKind
    /// The argument's identity, which the parser files its values under, and their conversion.
    let key: ArgumentKey
    // Worked out when help or an error asks: an enumeration's list of names costs a run that
    // never shows it a generic `map` and `joined` on its first use.
    private let allowedValuesText: @Sendable () -> [String]
    private let expectationText: @Sendable () -> String

    init(
        name: String,
        shortName: Character? = nil,
        valueName: String? = nil,
        abstract: String,
        kind: Kind,
        defaultText: String? = nil,
        allowedValues: @autoclosure @escaping @Sendable () -> [String] = [],
        expectation: @autoclosure @escaping @Sendable () -> String = "",
        completion: CompletionKind = .none,
        key: ArgumentKey
    ) {
        self.name = name
        self.shortName = shortName
        self.valueName = valueName ?? name
        self.abstract = abstract
        self.kind = kind
        self.defaultText = defaultText
        allowedValuesText = allowedValues
        expectationText = expectation
        self.completion = completion
        self.key = key
    }

    /// The words a shell offers for the value: the completion's list, else the allowed values.
    public var completionWords: [String] {
        if case let .list(words) = completion { return words() }
        return allowedValues
    }

    /// Whether it is given by name (`--name`) rather than by position.
    public var isNamed: Bool {
        switch kind {
        case .flag, .option, .repeatableOption: true
        case .positional, .positionalList: false
        }
    }

    /// Whether a named argument takes a value (`--name <value>`).
    public var takesValue: Bool { kind == .option || kind == .repeatableOption }

    /// `--format <format>` for options, `--json` for flags, `<count>` for positionals.
    var synopsisName: String {
        switch kind {
        case .flag: "--\(name)"
        case .option, .repeatableOption: "--\(name) <\(valueName)>"
        case .positional, .positionalList: "<\(valueName)>"
        }
    }

    /// The label of the help line: `-f, --format <format>`.
    var helpLabel: String {
        let short = shortName.map { "-\($0), " } ?? ""
        switch kind {
        case .flag: return "\(short)--\(name)"
        case .option, .repeatableOption: return "\(short)--\(name) <\(valueName)>"
        case .positional: return "<\(valueName)>"
        case .positionalList: return "<\(valueName)> ..."
        }
    }

    /// The piece of the usage line: `[--format <format>]`, `<count>`, `[<names> ...]`.
    var usagePiece: String {
        switch kind {
        case .flag: "[--\(name)]"
        case .option: "[--\(name) <\(valueName)>]"
        case .repeatableOption: "[--\(name) <\(valueName)> ...]"
        case .positional(true): "<\(valueName)>"
        case .positional(false): "[<\(valueName)>]"
        case .positionalList: "[<\(valueName)> ...]"
        }
    }
}

/// An argument a command declares: `Flag`, `Option`, `RepeatableOption`, `Positional`, `PositionalList`.
public protocol CommandArgument: Sendable {
    /// The type-erased declaration the parser and help work from.
    var declaration: ArgumentDeclaration { get }
}

extension ArgumentDeclaration: CommandArgument {
    public var declaration: ArgumentDeclaration { self }
}
