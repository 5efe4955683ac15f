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
    /// The option's identity, which its parsed values are filed under (also `declaration.key`).
    let key: TypedArgumentKey<Value>

    /// Declares an option that takes one value: `--name <value>`, the last one given wins.
    public init(
        _ name: String,
        short: Character? = nil,
        valueName: String? = nil,
        abstract: String,
        default defaultValue: Value? = nil,
        completion: CompletionKind = .none
    ) {
        let key = TypedArgumentKey<Value> { Value(argument: $0) }
        self.defaultValue = defaultValue
        self.key = key
        declaration = ArgumentDeclaration(
            name: name,
            shortName: short,
            valueName: valueName,
            abstract: abstract,
            kind: .option,
            defaultText: defaultValue?.argumentText,
            allowedValues: Value.allowedValues,
            expectation: Value.expectation,
            completion: completion,
            key: key
        )
    }

    /// An option whose values must also pass `accepts`; `expectation` says which are accepted in
    /// the usage error of any other ("expected a whole number between 0 and 100").
    ///
    /// ```swift
    /// static let radius = Option<Int>("radius", abstract: "How far to look.",
    ///                                  expectation: "expected a whole number between 1 and 50000") { (1...50_000).contains($0) }
    /// ```
    public init(
        _ name: String,
        short: Character? = nil,
        valueName: String? = nil,
        abstract: String,
        default defaultValue: Value? = nil,
        completion: CompletionKind = .none,
        expectation: String,
        accepts: @escaping @Sendable (Value) -> Bool
    ) {
        let key = TypedArgumentKey<Value> { Value(argument: $0).flatMap { accepts($0) ? $0 : nil } }
        self.defaultValue = defaultValue
        self.key = key
        declaration = ArgumentDeclaration(
            name: name,
            shortName: short,
            valueName: valueName,
            abstract: abstract,
            kind: .option,
            defaultText: defaultValue?.argumentText,
            allowedValues: Value.allowedValues,
            expectation: expectation,
            completion: completion,
            key: key
        )
    }
}

/// A named value that may be given any number of times: `--set a=1 --set b=2`. Reads as every
/// value, in order.
public struct RepeatableOption<Value: ArgumentValue>: CommandArgument {
    public let declaration: ArgumentDeclaration
    /// The option's identity, which its parsed values are filed under (also `declaration.key`).
    let key: TypedArgumentKey<Value>

    /// Declares an option that may be given any number of times, each value kept in order.
    public init(_ name: String, short: Character? = nil, valueName: String? = nil, abstract: String, completion: CompletionKind = .none) {
        let key = TypedArgumentKey<Value> { Value(argument: $0) }
        self.key = key
        declaration = ArgumentDeclaration(
            name: name,
            shortName: short,
            valueName: valueName,
            abstract: abstract,
            kind: .repeatableOption,
            allowedValues: Value.allowedValues,
            expectation: Value.expectation,
            completion: completion,
            key: key
        )
    }
}
