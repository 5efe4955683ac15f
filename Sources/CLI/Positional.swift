/// A value given by position: `pick 2`. Required unless it has a default.
///
/// ```swift
/// static let count = Positional<Int>("count", abstract: "How many people to pick.", default: 1)
/// let count = try invocation.value(of: count)
/// ```
public struct Positional<Value: ArgumentValue>: CommandArgument {
    public let declaration: ArgumentDeclaration
    /// The value used when the argument is not given; nil makes it required.
    public let defaultValue: Value?
    /// The argument's identity, which its parsed value is filed under (also `declaration.key`).
    let key: TypedArgumentKey<Value>

    /// Declares a positional argument, required unless it has a default.
    public init(_ name: String, valueName: String? = nil, abstract: String, default defaultValue: Value? = nil) {
        let key = TypedArgumentKey<Value> { Value(argument: $0) }
        self.defaultValue = defaultValue
        self.key = key
        declaration = ArgumentDeclaration(
            name: name,
            valueName: valueName,
            abstract: abstract,
            kind: .positional(isRequired: defaultValue == nil),
            defaultText: defaultValue?.argumentText,
            allowedValues: Value.allowedValues,
            expectation: Value.expectation,
            key: key
        )
    }

    /// A positional whose values must also pass `accepts`; `expectation` says which are
    /// accepted in the usage error of any other.
    ///
    /// ```swift
    /// static let count = Positional<Int>("count", abstract: "How many.", default: 1, expectation: "expected 1 or more") { $0 >= 1 }
    /// ```
    public init(
        _ name: String,
        valueName: String? = nil,
        abstract: String,
        default defaultValue: Value? = nil,
        expectation: String,
        accepts: @escaping @Sendable (Value) -> Bool
    ) {
        let key = TypedArgumentKey<Value> { Value(argument: $0).flatMap { accepts($0) ? $0 : nil } }
        self.defaultValue = defaultValue
        self.key = key
        declaration = ArgumentDeclaration(
            name: name,
            valueName: valueName,
            abstract: abstract,
            kind: .positional(isRequired: defaultValue == nil),
            defaultText: defaultValue?.argumentText,
            allowedValues: Value.allowedValues,
            expectation: expectation,
            key: key
        )
    }
}

/// All remaining positional values, zero or more: `weather cities Madrid Oslo`.
public struct PositionalList<Value: ArgumentValue>: CommandArgument {
    public let declaration: ArgumentDeclaration
    /// The list's identity, which its parsed values are filed under (also `declaration.key`).
    let key: TypedArgumentKey<Value>

    /// Declares a list of positional arguments that takes every remaining position.
    public init(_ name: String, valueName: String? = nil, abstract: String) {
        let key = TypedArgumentKey<Value> { Value(argument: $0) }
        self.key = key
        declaration = ArgumentDeclaration(
            name: name,
            valueName: valueName,
            abstract: abstract,
            kind: .positionalList,
            allowedValues: Value.allowedValues,
            expectation: Value.expectation,
            key: key
        )
    }
}
