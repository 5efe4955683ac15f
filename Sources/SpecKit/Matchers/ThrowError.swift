// throwError: matchers on what an expression throws. The expression is evaluated once; its value,
// if it returns one, is ignored.

/// Passes when the expression throws any error: `expect { try parse("") }.to(throwError())`.
public func throwError<Out>() -> Matcher<Out> {
    Matcher { expression in
        let error = thrownError(by: expression)
        return MatcherResult(bool: error != nil, message: throwMessage(expected: "throw any error", actual: error))
    }
}

/// Passes when the expression throws an error of the same domain and code as `error` (for enums,
/// the same case); the closure, if given, may make more expectations about it:
/// `expect { try load() }.to(throwError(LoadError.missing))`.
public func throwError<E: Error, Out>(_ error: E, closure: ((any Error) -> Void)? = nil) -> Matcher<Out> {
    Matcher { expression in
        let actual = thrownError(by: expression)
        let message = throwMessage(expected: "throw error <\(error)>" + (closure == nil ? "" : " that satisfies block"), actual: actual)
        guard let actual, actual._domain == error._domain, actual._code == error._code else {
            return MatcherResult(bool: false, message: message)
        }
        return MatcherResult(bool: closure.map { closure in FailureCapture.passes { closure(actual) } } ?? true, message: message)
    }
}

/// Passes when the expression throws an error equal to `error`; the closure, if given, may make
/// more expectations about it: `expect { try parse("x") }.to(throwError(ParseError.line(1)))`.
public func throwError<E: Error & Equatable, Out>(_ error: E, closure: ((E) -> Void)? = nil) -> Matcher<Out> {
    Matcher { expression in
        let actual = thrownError(by: expression)
        let message = throwMessage(expected: "throw error <\(error)>" + (closure == nil ? "" : " that satisfies block"), actual: actual)
        guard let typed = actual as? E, typed == error else {
            return MatcherResult(bool: false, message: message)
        }
        return MatcherResult(bool: closure.map { closure in FailureCapture.passes { closure(typed) } } ?? true, message: message)
    }
}

/// Passes when the expression throws an error of type `E`; the closure, if given, may make more
/// expectations about it: `expect { try load() }.to(throwError(errorType: LoadError.self))`.
public func throwError<E: Error, Out>(errorType: E.Type, closure: ((E) -> Void)? = nil) -> Matcher<Out> {
    Matcher { expression in
        let actual = thrownError(by: expression)
        let message = throwMessage(expected: "throw error from type <\(E.self)>" + (closure == nil ? "" : " that satisfies block"), actual: actual)
        guard let typed = actual as? E else {
            return MatcherResult(bool: false, message: message)
        }
        return MatcherResult(bool: closure.map { closure in FailureCapture.passes { closure(typed) } } ?? true, message: message)
    }
}

/// Passes when the expression throws an error and the closure's expectations about it pass:
/// `expect { try load() }.to(throwError { error in expect(error.localizedDescription).to(contain("disk")) })`.
public func throwError<Out>(closure: @escaping (any Error) -> Void) -> Matcher<Out> {
    Matcher { expression in
        let actual = thrownError(by: expression)
        let message = throwMessage(expected: "throw error that satisfies block", actual: actual)
        guard let actual else { return MatcherResult(bool: false, message: message) }
        return MatcherResult(bool: FailureCapture.passes { closure(actual) }, message: message)
    }
}

/// Passes when the expression throws an error of the closure's parameter type and the closure's
/// expectations about it pass: `expect { try load() }.to(throwError { (error: LoadError) in expect(error.code) == 3 })`.
public func throwError<E: Error, Out>(closure: @escaping (E) -> Void) -> Matcher<Out> {
    Matcher { expression in
        let actual = thrownError(by: expression)
        let message = throwMessage(expected: "throw error from type <\(E.self)> that satisfies block", actual: actual)
        guard let typed = actual as? E else { return MatcherResult(bool: false, message: message) }
        return MatcherResult(bool: FailureCapture.passes { closure(typed) }, message: message)
    }
}

private func thrownError<T>(by expression: Expression<T>) -> (any Error)? {
    do {
        _ = try expression.evaluate()
        return nil
    } catch {
        return error
    }
}

private func throwMessage(expected: String, actual: (any Error)?) -> ExpectationMessage {
    .expectedCustomValueTo(expected, actual: actual.map { "<\($0)>" } ?? "no error")
}
