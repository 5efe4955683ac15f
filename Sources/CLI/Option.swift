/// A named value given at most once (the last one wins): `--format table`, `--format=table`,
/// `-f table`. Reads as the value given, else the default, else nil.
///
/// ```swift
/// static let format = Option<Format>("format", short: "f", abstract: "How to print.", default: .table)
/// let format = invocation[format] ?? .table
/// ```
public struct Option<Value: ArgumentValue>: CommandArgument {
    public let declaration: ArgumentDeclaration
    /// The value used when the option is not given.
    public let defaultValue: Value?

    public init(_ name: String, short: Character? = nil, valueName: String? = nil, abstract: String, default defaultValue: Value? = nil) {
        self.defaultValue = defaultValue
        declaration = ArgumentDeclaration(name: name, shortName: short, valueName: valueName, abstract: abstract, kind: .option,
                                          defaultText: defaultValue?.argumentText, allowedValues: Value.allowedValues,
                                          expectation: Value.expectation, convert: { Value(argument: $0) })
    }
}

/// A named value that may be given any number of times: `--set a=1 --set b=2`. Reads as every
/// value, in order.
public struct RepeatableOption<Value: ArgumentValue>: CommandArgument {
    public let declaration: ArgumentDeclaration

    public init(_ name: String, short: Character? = nil, valueName: String? = nil, abstract: String) {
        declaration = ArgumentDeclaration(name: name, shortName: short, valueName: valueName, abstract: abstract, kind: .repeatableOption,
                                          allowedValues: Value.allowedValues, expectation: Value.expectation, convert: { Value(argument: $0) })
    }
}
