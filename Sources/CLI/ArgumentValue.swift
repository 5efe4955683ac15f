/// A type an option or positional argument can hold, converted from the text typed.
///
/// String, Int, Double and UInt64 conform; so does any
/// `CaseIterable` enumeration with `String` raw values once it declares conformance:
///
/// ```swift
/// enum Format: String, CaseIterable, ArgumentValue { case table, list }
/// ```
public protocol ArgumentValue: Sendable {
    /// Converts the typed text, or returns nil when it is not a valid value.
    init?(argument: String)
    /// What a valid value looks like, for errors: "expected a whole number".
    static var expectation: String { get }
    /// The accepted values when they form a fixed set, for help and errors; empty otherwise.
    static var allowedValues: [String] { get }
    /// The value as it would be typed, for "(default: ...)" in help.
    var argumentText: String { get }
}

extension ArgumentValue {
    public static var allowedValues: [String] { [] }
    public var argumentText: String { "\(self)" }
}

extension ArgumentValue where Self: CaseIterable & RawRepresentable, RawValue == String {
    public init?(argument: String) { self.init(rawValue: argument) }
    public static var allowedValues: [String] { allCases.map(\.rawValue) }
    public static var expectation: String { "expected one of: \(allowedValues.joined(separator: ", "))" }
    public var argumentText: String { rawValue }
}

extension String: ArgumentValue {
    public init?(argument: String) { self = argument }
    public static var expectation: String { "expected text" }
    public var argumentText: String { self }
}

extension Int: ArgumentValue {
    public init?(argument: String) { self.init(argument) }
    public static var expectation: String { "expected a whole number" }
    public var argumentText: String { String(self) }
}

extension UInt64: ArgumentValue {
    public init?(argument: String) { self.init(argument) }
    public static var expectation: String { "expected a whole number from 0 to \(UInt64.max)" }
    public var argumentText: String { String(self) }
}

extension Double: ArgumentValue {
    public init?(argument: String) {
        guard let value = Double(argument), value.isFinite else { return nil }
        self = value
    }
    public static var expectation: String { "expected a number" }
    public var argumentText: String { description }
}
