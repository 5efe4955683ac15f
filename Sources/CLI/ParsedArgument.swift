/// What one command line gave for one argument: that it was given (a flag) or its values, in
/// the order typed, each converted once by the argument's key. Made by `ArgumentKey.makeStorage()`
/// when the parser first meets the argument, filled while parsing, then only read.
class ParsedArgument: @unchecked Sendable {
    // @unchecked: written only by the parser, before the `CommandInvocation` holding it exists;
    // read-only from then on.

    /// The argument's identity.
    let key: ArgumentKey

    init(key: ArgumentKey) {
        self.key = key
    }

    /// Converts and keeps one text typed for the argument; false when it is not a valid value (a
    /// flag takes none).
    func append(_ text: String) -> Bool { false }
}

/// The values of an argument that takes them, typed.
final class TypedParsedArgument<Value: Sendable>: ParsedArgument, @unchecked Sendable {
    private(set) var values: [Value] = []
    private let convert: @Sendable (String) -> Value?

    init(key: TypedArgumentKey<Value>) {
        convert = key.convert
        super.init(key: key)
    }

    override func append(_ text: String) -> Bool {
        guard let value = convert(text) else { return false }
        values.append(value)
        return true
    }
}

extension [ParsedArgument] {
    /// What was given for the argument of `key`, or nil when it was not given.
    func given(_ key: ArgumentKey) -> ParsedArgument? {
        for argument in self where argument.key === key { return argument }
        return nil
    }

    /// The values given for the argument of `key`, in order, or nil when it was not given.
    func values<Value>(_ key: TypedArgumentKey<Value>) -> [Value]? {
        guard let argument = given(key) else { return nil }
        // Only `key.makeStorage()` makes the storage filed under `key`, and it makes a
        // `TypedParsedArgument<Value>`: the type is known by construction, not asked of the runtime.
        return unsafeDowncast(argument, to: TypedParsedArgument<Value>.self).values
    }
}
