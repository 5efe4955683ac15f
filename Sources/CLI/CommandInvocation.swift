/// A parsed command line: which command to run and the values of its arguments. Read values
/// through the same declarations that were parsed:
///
/// ```swift
/// let count = try invocation.value(of: PickArguments.count)   // Int
/// let json = invocation[GlobalOptions.json]                     // Bool
/// let names = invocation[GreetArguments.names]                  // [String], a repeatable option
/// ```
public struct CommandInvocation: Sendable {
    /// The command names from the root down: `["people-roulette", "pick"]`.
    public let commandPath: [String]
    let values: [String: [any Sendable]]

    /// Creates an invocation from a command path and the parsed values, as the parser does; specs use it to call an action directly.
    public init(commandPath: [String], values: [String: [any Sendable]]) {
        self.commandPath = commandPath
        self.values = values
    }

    /// The command's name as typed: `people-roulette pick`.
    public var commandName: String { commandPath.joined(separator: " ") }

    /// Whether a flag was given.
    public subscript(flag: Flag) -> Bool {
        values[flag.declaration.name]?.isEmpty == false
    }

    /// An option's value: the one given, else its default, else nil.
    public subscript<Value>(option: Option<Value>) -> Value? {
        (values[option.declaration.name]?.last as? Value) ?? option.defaultValue
    }

    /// Every value of a repeatable option, in order.
    public subscript<Value>(option: RepeatableOption<Value>) -> [Value] {
        Self.typed(values[option.declaration.name])
    }

    /// A positional's value: the one given, else its default, else nil.
    public subscript<Value>(positional: Positional<Value>) -> Value? {
        (values[positional.declaration.name]?.first as? Value) ?? positional.defaultValue
    }

    /// Every value of a positional list, in order.
    public subscript<Value>(list: PositionalList<Value>) -> [Value] {
        Self.typed(values[list.declaration.name])
    }

    /// The values of the type wanted. A loop, not `compactMap`: the generic algorithm,
    /// unspecialised here, costs every run 0.18 M instructions.
    private static func typed<Value>(_ given: [any Sendable]?) -> [Value] {
        guard let given else { return [] }
        var typed: [Value] = []
        typed.reserveCapacity(given.count)
        for value in given {
            if let value = value as? Value { typed.append(value) }
        }
        return typed
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
