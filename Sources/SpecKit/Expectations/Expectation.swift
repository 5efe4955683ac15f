/// An expectation about a value: `expect(stack.count).to(equal(2))`.
///
/// The value is an autoclosure, evaluated lazily by the matcher. A failure is recorded for the
/// running example at the file and line of the `expect`, and the example goes on (use `require`
/// to stop it instead).
public struct Expectation<T> {
    /// The value under test and where the `expect` was written.
    public let expression: Expression<T>

    /// An expectation about `expression`; `expect(...)` is the usual way to make one.
    public init(expression: Expression<T>) {
        self.expression = expression
    }

    /// Where the `expect` was written.
    public var location: CodeLocation { expression.location }

    /// Passes when the matcher matches.
    @discardableResult
    public func to(_ matcher: Matcher<T>, description: String? = nil) -> Expectation<T> {
        verify(matcher, negated: false, description: description)
        return self
    }

    /// Passes when the matcher does not match.
    @discardableResult
    public func toNot(_ matcher: Matcher<T>, description: String? = nil) -> Expectation<T> {
        verify(matcher, negated: true, description: description)
        return self
    }

    /// Same as `toNot`.
    @discardableResult
    public func notTo(_ matcher: Matcher<T>, description: String? = nil) -> Expectation<T> {
        toNot(matcher, description: description)
    }

    func verify(_ matcher: Matcher<T>, negated: Bool, description: String?) {
        let verdict = Verdict(matcher, on: expression, negated: negated)
        if let message = verdict.gatheredFailureMessage(description: description, at: expression.location) {
            ExampleRecorder.fail(message, at: expression.location)
        }
    }
}

/// Starts an expectation about a value: `expect(stack.isEmpty).to(beTrue())`.
public func expect<T>(
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ expression: @autoclosure @escaping () throws -> T?
) -> Expectation<T> {
    Expectation(
        expression: Expression(location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), isClosure: true, expression)
    )
}

/// Starts an expectation about the value a closure returns: `expect { try parse(text) }.to(throwError())`.
public func expect<T>(
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ expression: @escaping () throws -> T?
) -> Expectation<T> {
    Expectation(
        expression: Expression(location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), isClosure: true, expression)
    )
}

/// Starts an expectation about the value a closure returns (a closure whose result is not optional).
public func expect<T>(
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ expression: @escaping () throws -> T
) -> Expectation<T> {
    Expectation(
        expression: Expression(location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), isClosure: true, expression)
    )
}

/// Starts an expectation about a closure that returns nothing, to check what it throws:
/// `expect { try store.save([]) }.toNot(throwError())`.
public func expect(
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ expression: @escaping () throws -> Void
) -> Expectation<Void> {
    Expectation(
        expression: Expression(location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), isClosure: true, expression)
    )
}

/// Records a failure for the running example and goes on: `fail("unreachable")`.
public func fail(_ message: String = "failed", fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    ExpectationGatherer.note(passed: false, message: message, at: location)
    ExampleRecorder.fail(message, at: location)
}
