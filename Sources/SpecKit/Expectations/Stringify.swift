import Foundation

/// Describes a value for a failure message the way Nimble does: `3`, `hello` (strings are not
/// quoted), `1.2346` (at most four decimals), `[1, 2]`, `Set([1])`, `Optional(1)` inside a
/// collection, `nil`. Matchers put it between angle brackets: `got <3>`.
///
/// A type can choose its own description by conforming to ``TestOutputStringConvertible``.
public func stringify<T>(_ value: T?) -> String {
    guard let value else { return "nil" }
    // The commonest types first, known by their metadata: each protocol cast below is a
    // conformance lookup, and `String(describing:)` makes several more, while matchers describe
    // their expected value every time (SpecKitBenchmarks).
    // The type itself is compared, since a cast would also unwrap an `Optional(1)` to `1`.
    if T.self == Int.self, let int = value as? Int { return String(int) }
    if T.self == String.self, let string = value as? String { return string }
    if T.self == Bool.self, let bool = value as? Bool { return bool ? "true" : "false" }
    if let custom = value as? any TestOutputStringConvertible { return custom.testDescription }
    if let debug = value as? any CustomDebugStringConvertible { return debug.debugDescription }
    return String(describing: value)
}

/// `<value>` as it appears in messages: `<3>`, `<nil>`.
public func bracketed<T>(_ value: T?) -> String { "<\(stringify(value))>" }

/// A value with its own description in failure messages.
///
/// ```swift
/// extension Money: TestOutputStringConvertible {
///     var testDescription: String { "\(amount) \(currency)" }
/// }
/// expect(price).to(equal(Money(3, "EUR")))   // expected to equal <3 EUR>, got <2 EUR>
/// ```
public protocol TestOutputStringConvertible {
    /// The text shown between the angle brackets of a failure message.
    var testDescription: String { get }
}

extension String: TestOutputStringConvertible {
    /// The string itself, unquoted, as Nimble shows it.
    public var testDescription: String { self }
}

extension Double: TestOutputStringConvertible {
    /// The number with at most four decimals: `1.2`, `0.3000`.
    public var testDescription: String { decimalDescription(description, self) }
}

extension Float: TestOutputStringConvertible {
    /// The number with at most four decimals: `1.2`, `0.3000`.
    public var testDescription: String { decimalDescription(description, Double(self)) }
}

extension Array: TestOutputStringConvertible {
    /// The elements, each described by `stringify`: `[1, 2]`, `[a, b]`.
    public var testDescription: String { "[" + map { stringify($0) }.joined(separator: ", ") + "]" }
}

extension NSNumber: TestOutputStringConvertible {
    /// As Nimble prints numbers: decimals rounded to at most 4 places, integers as they are.
    public var testDescription: String { description.contains(".") ? decimalDescription(description, doubleValue) : description }
}

extension NSArray: TestOutputStringConvertible {
    /// `(1, 2)` on one line, as Nimble prints Foundation arrays (Foundation's own is multi-line).
    public var testDescription: String { "(" + map { stringify($0) }.joined(separator: ", ") + ")" }
}

extension NSDictionary: TestOutputStringConvertible {
    /// `{1 = 1;2 = 2;}` on one line, keys in order, as Nimble's messages show a dictionary.
    public var testDescription: String {
        let entries = map { (key: stringify($0.key), value: stringify($0.value)) }.sorted { $0.key < $1.key }
        return "{" + entries.map { "\($0.key) = \($0.value);" }.joined() + "}"
    }
}

extension NSSet: TestOutputStringConvertible {
    /// `{(1, 2)}` on one line, elements in order, as Nimble's messages show a set.
    public var testDescription: String { "{(" + map { stringify($0) }.sorted().joined(separator: ", ") + ")}" }
}

extension NSIndexSet: TestOutputStringConvertible {
    /// `(1, 2, 3)`, the indexes, without the object's address.
    public var testDescription: String { "(" + map { stringify($0) }.joined(separator: ", ") + ")" }
}

extension AnySequence: TestOutputStringConvertible {
    /// `[1, 2]`, the elements (the type's own description names only the type).
    public var testDescription: String { "[" + map { stringify($0) }.joined(separator: ", ") + "]" }
}

extension Data: TestOutputStringConvertible {
    /// `Data<hash=...,length=3>`.
    public var testDescription: String { "Data<hash=\(NSData(data: self).hash),length=\(count)>" }
}

extension Date: TestOutputStringConvertible {
    /// `2015-08-26 11:43:00.0050`: the local time to the ten-thousandth of a second, as Nimble shows dates.
    public var testDescription: String { Self.testFormatter.string(from: self) }

    /// Made once: `beCloseTo` describes its expected date at every call, passing or not.
    private static let testFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSSS"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        return formatter
    }()
}

extension NSDate: TestOutputStringConvertible {
    /// `2015-08-26 11:43:00.0050`, as a `Date` is shown.
    public var testDescription: String { Date(timeIntervalSinceReferenceDate: timeIntervalSinceReferenceDate).testDescription }
}

/// Nimble's rule: keep as many decimals as the plain description has, up to four.
private func decimalDescription(_ plain: String, _ value: Double) -> String {
    let parts = plain.split(separator: ".", maxSplits: 1)
    guard parts.count == 2 else { return plain }
    switch parts[1].count {
    case 1: return String(format: "%0.1f", value)
    case 2: return String(format: "%0.2f", value)
    case 3: return String(format: "%0.3f", value)
    default: return String(format: "%0.4f", value)
    }
}

/// `a, b, c`: the items of a matcher's expectation, as in `contain <a, b>`.
func listDescription<T>(_ items: [T]) -> String {
    items.map { stringify($0) }.joined(separator: ", ")
}

/// The type of a collection as haveCount names it: `Array<Int>`.
func collectionTypeDescription<T>(_ value: T) -> String {
    String(describing: type(of: value))
}
