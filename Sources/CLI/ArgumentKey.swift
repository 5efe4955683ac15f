/// The identity of one declared argument, made once when the argument is declared
/// (`Option("limit", ...)`) and shared by every copy of the declaration. The parser files what it
/// converted for the argument under this key, and a read through the same declaration finds it
/// by identity (`===`): never by its name, so two arguments named alike never meet.
///
/// A flag's key is this class itself: a flag takes no text, so its storage only records that it
/// was given. An argument that takes a value has a `TypedArgumentKey` of its value's type.
class ArgumentKey: @unchecked Sendable {
    // @unchecked: no stored state here, and subclasses add only constants.

    init() {}

    /// New storage for the values given for this argument on one command line.
    func makeStorage() -> ParsedArgument {
        ParsedArgument(key: self)
    }
}

/// The key of an argument that takes a value: it converts each text typed into `Value` once,
/// when the parser meets it, into storage of `[Value]` that only this key makes, so a read
/// through the same declaration gets `Value` back without asking the runtime what it holds.
final class TypedArgumentKey<Value: Sendable>: ArgumentKey, @unchecked Sendable {
    /// The text typed to the value, or nil when the text is not a valid value.
    let convert: @Sendable (String) -> Value?

    init(convert: @escaping @Sendable (String) -> Value?) {
        self.convert = convert
    }

    override func makeStorage() -> ParsedArgument {
        TypedParsedArgument(key: self)
    }
}
