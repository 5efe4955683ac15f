/// An expectation about a value: `expect(stack.count).to(equal(2))`.
///
/// The value is an autoclosure, evaluated lazily by the matcher. A failure is recorded for the
/// running example at the file and line of the `expect`, and the example goes on (use `require`
/// to stop it instead).
public struct Expectation<T> {
    public let expression: Expression<T>

    public init(expression: Expression<T>) {
        self.expression = expression
    }

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

    /// Evaluates the matcher once; returns the failure message, or nil when the expectation holds.
    func check(_ matcher: Matcher<T>, negated: Bool, to: String? = nil, on expression: Expression<T>? = nil) -> String? {
        let expression = expression ?? self.expression
        let verb = to ?? (negated ? "to not" : "to")
        do {
            let result = try matcher.satisfies(expression)
            let passed = negated ? result.status == .doesNotMatch : result.status == .matches
            if passed { return nil }
            let actual = (try? expression.evaluate()).map { bracketed($0) } ?? "<nil>"
            return result.message.render(to: verb, actual: actual)
        } catch {
            return "unexpected error thrown: <\(stringify(error))>"
        }
    }

    func verify(_ matcher: Matcher<T>, negated: Bool, description: String?) {
        if let message = check(matcher, negated: negated) {
            ExampleRecorder.fail(prefixed(message, description), at: expression.location)
        }
    }

    func prefixed(_ message: String, _ description: String?) -> String {
        guard let description, !description.isEmpty else { return message }
        return "\(description)\n\(message)"
    }
}

/// Starts an expectation about a value: `expect(stack.isEmpty).to(beTrue())`.
public func expect<T>(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    _ expression: @autoclosure @escaping () throws -> T?
) -> Expectation<T> {
    Expectation(expression: Expression(location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), isClosure: true, expression))
}

/// Starts an expectation about the value a closure returns: `expect { try parse(text) }.to(throwError())`.
public func expect<T>(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    _ expression: @escaping () throws -> T?
) -> Expectation<T> {
    Expectation(expression: Expression(location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), isClosure: true, expression))
}

/// Starts an expectation about a closure that returns nothing, to check what it throws:
/// `expect { try store.save([]) }.toNot(throwError())`.
public func expect(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    _ expression: @escaping () throws -> Void
) -> Expectation<Void> {
    Expectation(expression: Expression(location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), isClosure: true, expression))
}

/// Records a failure for the running example and goes on: `fail("unreachable")`.
public func fail(_ message: String = "failed", fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
    ExampleRecorder.fail(message, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}
