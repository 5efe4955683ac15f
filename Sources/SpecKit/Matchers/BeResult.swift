// beSuccess and beFailure: matchers on a Result, optionally checking the value or the error.
// A nil value fails both `to` and `toNot`.

/// Passes when the result is a success; the closure, if given, may make expectations about the
/// value: `expect(result).to(beSuccess { users in expect(users).to(haveCount(2)) })`.
///
///     expected to be <success(Int)>, got <failure(NotFound())>
public func beSuccess<Success, Failure>(test: ((Success) -> Void)? = nil) -> Matcher<Result<Success, Failure>> {
    Matcher.define { expression in
        let message = ExpectationMessage.expectedActualValueTo("be <success(\(Success.self))>" + (test == nil ? "" : " that satisfies block"))
        guard case let .success(value)? = try expression.evaluate() else { return MatcherResult(status: .doesNotMatch, message: message) }
        return MatcherResult(bool: test.map { test in FailureCapture.passes { test(value) } } ?? true, message: message)
    }
}

/// Passes when the result is a success with this value: `expect(result).to(beSuccess(3))`.
public func beSuccess<Success: Equatable, Failure>(_ value: Success) -> Matcher<Result<Success, Failure>> {
    Matcher.define { expression in
        let message = ExpectationMessage.expectedActualValueTo("be <success(\(Success.self))> that equals \(stringify(value))")
        guard case let .success(actual)? = try expression.evaluate() else { return MatcherResult(status: .doesNotMatch, message: message) }
        return MatcherResult(bool: actual == value, message: message)
    }
}

/// Passes when the result is a success whose value satisfies the matcher:
/// `expect(result).to(beSuccess(beGreaterThan(2)))`. The matcher's own message follows on a second line.
public func beSuccess<Success, Failure>(_ matcher: Matcher<Success>) -> Matcher<Result<Success, Failure>> {
    Matcher.define { expression in
        let message = ExpectationMessage.expectedActualValueTo("be <success(\(Success.self))> that satisfies matcher")
        guard case let .success(value)? = try expression.evaluate() else { return MatcherResult(status: .doesNotMatch, message: message) }
        return try nested(matcher, on: value, at: expression.location, message: message)
    }
}

/// Passes when the result is a failure; the closure, if given, may make expectations about the
/// error: `expect(result).to(beFailure { error in expect(error.code) == 404 })`.
///
///     expected to be <failure(Error)>, got <success(1)>
public func beFailure<Success, Failure>(test: ((Failure) -> Void)? = nil) -> Matcher<Result<Success, Failure>> {
    Matcher.define { expression in
        let message = ExpectationMessage.expectedActualValueTo("be <failure(\(Failure.self))>" + (test == nil ? "" : " that satisfies block"))
        guard case let .failure(error)? = try expression.evaluate() else { return MatcherResult(status: .doesNotMatch, message: message) }
        return MatcherResult(bool: test.map { test in FailureCapture.passes { test(error) } } ?? true, message: message)
    }
}

/// Passes when the result is a failure whose error satisfies the matcher:
/// `expect(result).to(beFailure(beAKindOf(URLError.self)))`.
public func beFailure<Success, Failure>(_ matcher: Matcher<Failure>) -> Matcher<Result<Success, Failure>> {
    Matcher.define { expression in
        let message = ExpectationMessage.expectedActualValueTo("be <failure(\(Failure.self))> that satisfies matcher")
        guard case let .failure(error)? = try expression.evaluate() else { return MatcherResult(status: .doesNotMatch, message: message) }
        return try nested(matcher, on: error, at: expression.location, message: message)
    }
}

private func nested<T>(_ matcher: Matcher<T>, on value: T, at location: CodeLocation, message: ExpectationMessage) throws -> MatcherResult {
    let result = try matcher.satisfies(Expression(location: location) { value })
    return MatcherResult(
        bool: result.status == .matches,
        message: message.appended(details: result.message.render(to: "to", actual: stringify(value)))
    )
}
