/// Whether a value matched.
public enum MatcherStatus: Sendable, Equatable {
    /// The value matches: `to` passes, `toNot` fails.
    case matches
    /// The value does not match: `to` fails, `toNot` passes.
    case doesNotMatch
    /// The matcher cannot decide (for example the value is nil where nil makes no sense):
    /// both `to` and `toNot` fail.
    case fail

    public init(bool: Bool) { self = bool ? .matches : .doesNotMatch }
}

/// A matcher's verdict and the message to show if the expectation fails.
public struct MatcherResult: Sendable {
    public let status: MatcherStatus
    public let message: ExpectationMessage

    public init(status: MatcherStatus, message: ExpectationMessage) {
        self.status = status
        self.message = message
    }

    public init(bool: Bool, message: ExpectationMessage) {
        self.init(status: MatcherStatus(bool: bool), message: message)
    }
}

/// Decides whether the value of an expression matches, and says how to describe it.
///
/// Write a custom matcher as a function returning a `Matcher`:
///
/// ```swift
/// func beEven() -> Matcher<Int> {
///     Matcher.define("be even") { actual in actual.map { $0.isMultiple(of: 2) } ?? false }
/// }
/// expect(3).to(beEven())   // expected to be even, got <3>
/// ```
public struct Matcher<T> {
    private let body: (Expression<T>) throws -> MatcherResult

    /// The most general form: inspect the expression (evaluate it, or check for errors it throws).
    public init(_ body: @escaping (Expression<T>) throws -> MatcherResult) {
        self.body = body
    }

    public func satisfies(_ expression: Expression<T>) throws -> MatcherResult {
        try body(expression)
    }

    /// A matcher from a description (`"be even"`) and a test of the evaluated value, which may be nil.
    /// The failure reads `expected to <description>, got <actual>`.
    public static func define(_ description: String, _ test: @escaping (T?) throws -> Bool) -> Matcher<T> {
        Matcher { expression in
            MatcherResult(bool: try test(try expression.evaluate()), message: .expectedActualValueTo(description))
        }
    }

    /// Like `define`, but a nil value fails both `to` and `toNot`, with Nimble's hint to use `beNil()`.
    public static func defineNonNil(_ description: String, _ test: @escaping (T) throws -> Bool) -> Matcher<T> {
        Matcher { expression in
            guard let value = try expression.evaluate() else {
                return MatcherResult(status: .fail, message: ExpectationMessage.expectedActualValueTo(description).appendedBeNilHint())
            }
            return MatcherResult(bool: try test(value), message: .expectedActualValueTo(description))
        }
    }
}
