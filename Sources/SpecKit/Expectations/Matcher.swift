/// Whether a value matched.
public enum MatcherStatus: Sendable, Equatable {
    /// The value matches: `to` passes, `toNot` fails.
    case matches
    /// The value does not match: `to` fails, `toNot` passes.
    case doesNotMatch
    /// The matcher cannot decide (for example the value is nil where nil makes no sense):
    /// both `to` and `toNot` fail.
    case fail

    /// `.matches` when true, `.doesNotMatch` when false.
    public init(bool: Bool) { self = bool ? .matches : .doesNotMatch }
}

/// A matcher's verdict and the message to show if the expectation fails.
public struct MatcherResult: Sendable {
    /// Whether the value matched.
    public let status: MatcherStatus
    /// What to show if the expectation fails, in the positive form (`equal <2>`).
    public let message: ExpectationMessage

    /// A result with an explicit status, such as `.fail` for a value the matcher cannot judge.
    public init(status: MatcherStatus, message: ExpectationMessage) {
        self.status = status
        self.message = message
    }

    /// `.matches` when `bool` is true, `.doesNotMatch` otherwise.
    public init(bool: Bool, message: ExpectationMessage) {
        self.init(status: MatcherStatus(bool: bool), message: message)
    }
}

/// Decides whether the value of an expression matches, and says how to describe it.
///
/// A custom matcher is a function that returns a `Matcher`. Its message is written in the
/// positive form; SpecKit adds "expected to", "expected to not", "expected to eventually" and
/// the actual value:
///
/// ```swift
/// // expect(3).to(beEven())       fails with: expected to be even, got <3>
/// // expect(4).toNot(beEven())    fails with: expected to not be even, got <4>
/// // expect(nil).to(beEven())     fails with: expected to be even, got <nil> (use beNil() to match nils)
/// func beEven() -> Matcher<Int> {
///     Matcher.defineNonNil("be even") { $0.isMultiple(of: 2) }
/// }
///
/// // Full control: inspect the expression and build the message yourself.
/// func haveTitle(_ title: String) -> Matcher<Page> {
///     Matcher { expression in
///         guard let page = try expression.evaluate() else {
///             return MatcherResult(status: .fail, message: ExpectationMessage.expectedActualValueTo("have title <\(title)>").appendedBeNilHint())
///         }
///         return MatcherResult(
///             bool: page.title == title,
///             message: .expectedCustomValueTo("have title <\(title)>", actual: "<\(page.title)>")
///         )
///     }
/// }
/// ```
///
/// `MatcherStatus.fail` fails both `to` and `toNot`: use it when the value cannot be judged.
/// A matcher may throw; the expectation then fails with `unexpected error thrown: <error>`.
public struct Matcher<T> {
    private let body: (Expression<T>) throws -> MatcherResult

    /// The most general form: inspect the expression (evaluate it, or check what it throws).
    public init(_ body: @escaping (Expression<T>) throws -> MatcherResult) {
        self.body = body
    }

    /// Runs the matcher on an expression.
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

    /// Nimble's form: the closure gets the expression and the message `expected to <message>, got <actual>`
    /// and returns a result. A nil value fails both `to` and `toNot`, with the `beNil()` hint.
    public static func define(
        _ message: String = "match",
        matcher: @escaping (Expression<T>, ExpectationMessage) throws -> MatcherResult
    ) -> Matcher<T> {
        Matcher { expression in try matcher(expression, .expectedActualValueTo(message)) }.requireNonNil
    }

    /// Nimble's form without a prepared message. A nil value fails both `to` and `toNot`.
    public static func define(matcher: @escaping (Expression<T>) throws -> MatcherResult) -> Matcher<T> {
        Matcher(matcher).requireNonNil
    }

    /// Like `define(_:matcher:)`, but the closure decides about nil values itself.
    public static func defineNilable(
        _ message: String = "match",
        matcher: @escaping (Expression<T>, ExpectationMessage) throws -> MatcherResult
    ) -> Matcher<T> {
        Matcher { expression in try matcher(expression, .expectedActualValueTo(message)) }
    }

    /// A matcher whose closure only returns a status; the failure reads `expected to <message>, got <actual>`.
    /// A nil value fails both `to` and `toNot`.
    public static func simple(_ message: String = "match", matcher: @escaping (Expression<T>) throws -> MatcherStatus) -> Matcher<T> {
        Matcher { expression in
            MatcherResult(status: try matcher(expression), message: .expectedActualValueTo(message))
        }.requireNonNil
    }

    /// Like `simple`, but the closure decides about nil values itself.
    public static func simpleNilable(_ message: String = "match", matcher: @escaping (Expression<T>) throws -> MatcherStatus) -> Matcher<T> {
        Matcher { expression in
            MatcherResult(status: try matcher(expression), message: .expectedActualValueTo(message))
        }
    }

    /// This matcher, except that a nil value fails both `to` and `toNot`, with the `beNil()` hint.
    public var requireNonNil: Matcher<T> {
        Matcher { expression in
            let result = try self.satisfies(expression)
            guard try expression.evaluate() == nil else { return result }
            return MatcherResult(status: .fail, message: result.message.appendedBeNilHint())
        }
    }
}
