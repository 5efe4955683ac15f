// matchError: an error value (not a throwing closure) is the one expected.
// `expect(result.error).to(matchError(StoreError.full))`.

/// Passes when the error has the same domain and code as `error`.
public func matchError<E: Error>(_ error: E) -> Matcher<any Error> {
    Matcher.define { expression in
        let actual = try expression.evaluate()
        let matches = actual.map { $0._domain == error._domain && $0._code == error._code } ?? false
        return MatcherResult(bool: matches, message: errorMessage(expected: "match error <\(error)>", actual: actual))
    }
}

/// Passes when the error is of type `E` and equals `error`.
public func matchError<E: Error & Equatable>(_ error: E) -> Matcher<any Error> {
    Matcher.define { expression in
        let actual = try expression.evaluate()
        return MatcherResult(bool: (actual as? E) == error, message: errorMessage(expected: "match error <\(error)>", actual: actual))
    }
}

/// Passes when the error is of type `E`.
public func matchError<E: Error>(_ errorType: E.Type) -> Matcher<any Error> {
    Matcher.define { expression in
        let actual = try expression.evaluate()
        return MatcherResult(bool: actual is E, message: errorMessage(expected: "match error from type <\(E.self)>", actual: actual))
    }
}

private func errorMessage(expected: String, actual: (any Error)?) -> ExpectationMessage {
    .expectedCustomValueTo(expected, actual: actual.map { "<\($0)>" } ?? "no error")
}
