/// A parsed command line: which command to run and the values of its arguments. Read values
/// through the same declarations that were parsed:
///
/// ```swift
/// let count = try invocation.value(of: PickArguments.count)   // Int
/// let json = invocation[OutputOptions.json]                     // Bool
/// let names = invocation[GreetArguments.names]                  // [String], a repeatable option
/// ```
///
/// Each value was converted once, by the parser, through the declaration's own conversion, and is
/// read back through the same declaration: by its identity, not its name, and as the type it was
/// declared with. So declare each argument once (a `static let`) and read through that one: a
/// declaration made again, by a computed property say, is another argument, never given.
public struct CommandInvocation: Sendable {
    /// The command names from the root down: `["people-roulette", "pick"]`.
    public let commandPath: [String]
    /// What was given for each argument on the line, filed under its declaration's key; an
    /// argument not given has none.
    let arguments: [ParsedArgument]

    init(commandPath: [String], arguments: [ParsedArgument]) {
        self.commandPath = commandPath
        self.arguments = arguments
    }

    /// The command's name as typed: `people-roulette pick`.
    public var commandName: String { commandPath.joined(separator: " ") }

    /// Whether a flag was given.
    public subscript(flag: Flag) -> Bool {
        arguments.given(flag.declaration.key) != nil
    }

    /// An option's value: the last one given, else its default, else nil.
    public subscript<Value>(option: Option<Value>) -> Value? {
        arguments.values(option.key)?.last ?? option.defaultValue
    }

    /// Every value of a repeatable option, in order.
    public subscript<Value>(option: RepeatableOption<Value>) -> [Value] {
        arguments.values(option.key) ?? []
    }

    /// A positional's value: the one given, else its default, else nil.
    public subscript<Value>(positional: Positional<Value>) -> Value? {
        arguments.values(positional.key)?.first ?? positional.defaultValue
    }

    /// Every value of a positional list, in order.
    public subscript<Value>(list: PositionalList<Value>) -> [Value] {
        arguments.values(list.key) ?? []
    }

    /// A usage error for options that cannot go together: "'--dot' and '--json' cannot be used
    /// together". The tool adds the command's usage line.
    public func conflict(_ first: Flag, _ second: Flag) -> UsageError {
        UsageError("'--\(first.declaration.name)' and '--\(second.declaration.name)' cannot be used together")
    }

    /// Throws `conflict(first, second)` when both flags were given.
    public func reject(_ first: Flag, with second: Flag) throws(UsageError) {
        if self[first], self[second] { throw conflict(first, second) }
    }

    /// A positional's value, throwing a usage error when there is none (the declaration does
    /// not belong to this command).
    public func value<Value>(of positional: Positional<Value>) throws(UsageError) -> Value {
        guard let value = self[positional] else {
            throw UsageError("Missing expected argument '<\(positional.declaration.valueName)>'")
        }
        return value
    }

    /// An option's value, throwing a usage error when it was not given and has no default.
    public func value<Value>(of option: Option<Value>) throws(UsageError) -> Value {
        guard let value = self[option] else {
            throw UsageError("Missing expected argument '\(option.declaration.synopsisName)'")
        }
        return value
    }
}
