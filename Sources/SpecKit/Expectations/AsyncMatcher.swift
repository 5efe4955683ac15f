/// A matcher whose test awaits: Nimble's `AsyncMatcher`. Use it with `await expect(...).to(...)`
/// or `await expect { await ... }.to(...)`.
///
/// ```swift
/// func beCached(in cache: Cache) -> AsyncMatcher<String> {
///     AsyncMatcher.simple("be cached") { key in
///         MatcherStatus(bool: await cache.contains(try await key.evaluate() ?? ""))
///     }
/// }
/// await expect("k").to(beCached(in: cache))
/// ```
public struct AsyncMatcher<T> {
    private let body: (AsyncExpression<T>) async throws -> MatcherResult

    /// A matcher with full control over its result and message.
    public init(_ body: @escaping (AsyncExpression<T>) async throws -> MatcherResult) {
        self.body = body
    }

    /// Evaluates the matcher against an expression.
    public func satisfies(_ expression: AsyncExpression<T>) async throws -> MatcherResult {
        try await body(expression)
    }

    /// A matcher given its message to pass on (`expected to <message>, got <actual>`); nil fails
    /// both ways with the beNil hint.
    public static func define(
        _ message: String = "match",
        matcher: @escaping (AsyncExpression<T>, ExpectationMessage) async throws -> MatcherResult
    ) -> AsyncMatcher<T> {
        AsyncMatcher { expression in try await matcher(expression, .expectedActualValueTo(message)) }.requireNonNil
    }

    /// A matcher with full control over its result; nil fails both ways with the beNil hint.
    public static func define(matcher: @escaping (AsyncExpression<T>) async throws -> MatcherResult) -> AsyncMatcher<T> {
        AsyncMatcher(matcher).requireNonNil
    }

    /// As `define(_:matcher:)`, letting nil through to the matcher.
    public static func defineNilable(
        _ message: String = "match",
        matcher: @escaping (AsyncExpression<T>, ExpectationMessage) async throws -> MatcherResult
    ) -> AsyncMatcher<T> {
        AsyncMatcher { expression in try await matcher(expression, .expectedActualValueTo(message)) }
    }

    /// A matcher that only decides the status; the message is `expected to <message>, got <actual>`.
    public static func simple(_ message: String = "match", matcher: @escaping (AsyncExpression<T>) async throws -> MatcherStatus) -> AsyncMatcher<T> {
        AsyncMatcher { expression in
            MatcherResult(status: try await matcher(expression), message: .expectedActualValueTo(message))
        }.requireNonNil
    }

    /// As `simple`, letting nil through to the matcher.
    public static func simpleNilable(
        _ message: String = "match",
        matcher: @escaping (AsyncExpression<T>) async throws -> MatcherStatus
    ) -> AsyncMatcher<T> {
        AsyncMatcher { expression in
            MatcherResult(status: try await matcher(expression), message: .expectedActualValueTo(message))
        }
    }

    /// The same matcher, failing both ways (with the beNil hint) when the value is nil.
    public var requireNonNil: AsyncMatcher<T> {
        AsyncMatcher { expression in
            let result = try await self.satisfies(expression)
            guard try await expression.evaluate() == nil else { return result }
            return MatcherResult(status: .fail, message: result.message.appendedBeNilHint())
        }
    }
}

extension AsyncExpression {
    /// The expression with its value transformed (evaluated once, when needed).
    public func cast<U>(_ transform: @escaping (T?) async throws -> U?) -> AsyncExpression<U> {
        AsyncExpression<U>(location: location, isClosure: isClosure) { try await transform(try await self.evaluate()) }
    }
}

extension Verdict {
    init<T>(_ matcher: AsyncMatcher<T>, on expression: AsyncExpression<T>, negated: Bool, verb: String? = nil) async {
        let verb = verb ?? (negated ? "to not" : "to")
        do {
            let result = try await matcher.satisfies(expression)
            let passed = result.status.satisfies(negated: negated)
            if let pass = Verdict.unrenderedPass(passed) {
                self = pass
                return
            }
            let actual = result.message.needsActualValue ? bracketed(try await expression.evaluate()) : ""
            self.init(passed: passed, message: result.message.render(to: verb, actual: actual))
        } catch {
            self.init(passed: false, message: "unexpected error thrown: <\(error)>", errorThrown: true)
        }
    }
}

extension AsyncExpectation {
    /// Passes when the async matcher matches: `await expect { await store.items }.to(containElementSatisfying { await $0.isValid })`.
    @discardableResult
    public func to(_ matcher: AsyncMatcher<T>, description: String? = nil) async -> AsyncExpectation<T> {
        await verify(matcher, negated: false, description: description)
        return self
    }

    /// Passes when the async matcher does not match.
    @discardableResult
    public func toNot(_ matcher: AsyncMatcher<T>, description: String? = nil) async -> AsyncExpectation<T> {
        await verify(matcher, negated: true, description: description)
        return self
    }

    /// Same as `toNot`.
    @discardableResult
    public func notTo(_ matcher: AsyncMatcher<T>, description: String? = nil) async -> AsyncExpectation<T> {
        await toNot(matcher, description: description)
    }

    private func verify(_ matcher: AsyncMatcher<T>, negated: Bool, description: String?) async {
        let verdict = await Verdict(matcher, on: expression, negated: negated)
        if let message = verdict.gatheredFailureMessage(description: description, at: location) {
            ExampleRecorder.fail(message, at: location)
        }
    }
}

extension Expectation {
    /// Passes when the async matcher matches the value: `await expect(key).to(beCached(in: cache))`.
    @discardableResult
    public func to(_ matcher: AsyncMatcher<T>, description: String? = nil) async -> Expectation<T> {
        await asynchronous.to(matcher, description: description)
        return self
    }

    /// Passes when the async matcher does not match the value.
    @discardableResult
    public func toNot(_ matcher: AsyncMatcher<T>, description: String? = nil) async -> Expectation<T> {
        await asynchronous.toNot(matcher, description: description)
        return self
    }

    /// Same as `toNot`.
    @discardableResult
    public func notTo(_ matcher: AsyncMatcher<T>, description: String? = nil) async -> Expectation<T> {
        await toNot(matcher, description: description)
    }

    private var asynchronous: AsyncExpectation<T> {
        let expression = self.expression
        return AsyncExpectation(
            expression: AsyncExpression(location: expression.location, isClosure: expression.isClosure) { try expression.evaluate() }
        )
    }
}
