/// An expectation about a value: `expect(stack.count).to(equal(2))`.
///
/// The value is an autoclosure, evaluated lazily by the matcher. A failure is recorded for the
/// running example at the file and line of the `expect`, and the example goes on (use `require`
/// to stop it instead).
public struct Expectation<T> {
    /// The value under test and where the `expect` was written.
    public let expression: Expression<T>

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
        if let message = verdict.failureMessage(description: description) {
            ExampleRecorder.fail(message, at: expression.location)
        }
    }
}

/// The outcome of running a matcher once on an expression, and the message to report if it failed.
struct Verdict {
    /// Whether the expectation holds.
    let passed: Bool
    /// The message, ready to show (without the user's description).
    let message: String
    /// Whether the expression or the matcher threw instead of deciding.
    let errorThrown: Bool

    init(passed: Bool, message: String, errorThrown: Bool = false) {
        self.passed = passed
        self.message = message
        self.errorThrown = errorThrown
    }

    /// Runs `matcher` on `expression`. `verb` is what the message says after "expected":
    /// "to", "to not", "to eventually", ... (by default "to" or "to not").
    init<T>(_ matcher: Matcher<T>, on expression: Expression<T>, negated: Bool, verb: String? = nil) {
        let verb = verb ?? (negated ? "to not" : "to")
        do {
            let result = try matcher.satisfies(expression)
            let actual = result.message.needsActualValue ? bracketed(try expression.evaluate()) : ""
            self.init(passed: result.status.satisfies(negated: negated), message: result.message.render(to: verb, actual: actual))
        } catch {
            self.init(passed: false, message: "unexpected error thrown: <\(error)>", errorThrown: true)
        }
    }

    /// The message to record, prefixed by the user's description, or nil when the expectation holds.
    func failureMessage(description: String?) -> String? {
        guard !passed else { return nil }
        guard let description, !description.isEmpty else { return message }
        return "\(description)\n\(message)"
    }
}

extension MatcherStatus {
    /// Whether `to` (or `toNot` when `negated`) passes with this status.
    func satisfies(negated: Bool) -> Bool {
        negated ? self == .doesNotMatch : self == .matches
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

/// Starts an expectation about the value a closure returns (a closure whose result is not optional).
public func expect<T>(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    _ expression: @escaping () throws -> T
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
