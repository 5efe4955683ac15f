/// A requirement: like an ``Expectation``, but a failure also ends the example, and a success
/// returns the value so that the example can go on with it.
///
/// ```swift
/// let user = try require(store.user(id: 1)).toNot(beNil())   // User, not User?
/// let count = try require(items.count).to(beGreaterThan(0))
/// ```
///
/// When it fails, the failure is recorded at the line of the `require` and the example stops by
/// throwing ``ExampleStopped`` (or `customError`, when given).
public struct SyncRequirement<Value> {
    /// The value under test and where the `require` was written.
    public let expression: Expression<Value>
    /// Thrown instead of ``ExampleStopped`` when the requirement fails.
    public let customError: (any Error)?

    /// A requirement about `expression`; `require(...)` is the usual way to make one.
    public init(expression: Expression<Value>, customError: (any Error)?) {
        self.expression = expression
        self.customError = customError
    }

    /// Where the `require` was written.
    public var location: CodeLocation { expression.location }

    /// Returns the value when the matcher matches; otherwise records the failure and throws.
    @discardableResult
    public func to(_ matcher: Matcher<Value>, description: String? = nil) throws -> Value {
        try verify(matcher, negated: false, description: description)
    }

    /// Returns the value when the matcher does not match; otherwise records the failure and throws.
    @discardableResult
    public func toNot(_ matcher: Matcher<Value>, description: String? = nil) throws -> Value {
        try verify(matcher, negated: true, description: description)
    }

    /// Same as `toNot`.
    @discardableResult
    public func notTo(_ matcher: Matcher<Value>, description: String? = nil) throws -> Value {
        try toNot(matcher, description: description)
    }

    private func verify(_ matcher: Matcher<Value>, negated: Bool, description: String?) throws -> Value {
        let verdict = Verdict(matcher, on: expression, negated: negated)
        if let message = verdict.gatheredFailureMessage(description: description, at: location) {
            ExampleRecorder.fail(message, at: location)
            throw customError ?? ExampleStopped()
        }
        return try RequiredValue.extract(from: expression, customError: customError)
    }
}

/// Gets the value a passed requirement returns.
enum RequiredValue {
    static func extract<Value>(from expression: Expression<Value>, customError: (any Error)?) throws -> Value {
        let outcome = Result { try expression.evaluate() }
        if case let .success(value?) = outcome { return value }
        if let unit = () as? Value { return unit }
        let what =
            switch outcome {
            case .success: "its value is nil"
            case let .failure(error): "its expression threw <\(error)>"
            }
        ExampleRecorder.fail(
            "require passed but has no value to return: \(what); check this with expect(...) instead of require(...)",
            at: expression.location
        )
        throw customError ?? ExampleStopped()
    }
}

/// Starts a requirement about a value: `let user = try require(found).toNot(beNil())`.
@discardableResult
public func require<T>(
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    customError: (any Error)? = nil,
    _ expression: @autoclosure @escaping () throws -> T?
) -> SyncRequirement<T> {
    SyncRequirement(
        expression: Expression(location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), isClosure: true, expression),
        customError: customError
    )
}

/// Starts a requirement about the value a closure returns: `let data = try require { try load() }.toNot(throwError())`.
@discardableResult
public func require<T>(
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    customError: (any Error)? = nil,
    _ expression: @escaping () throws -> T?
) -> SyncRequirement<T> {
    SyncRequirement(
        expression: Expression(location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), isClosure: true, expression),
        customError: customError
    )
}

/// Starts a requirement about the value a closure returns (a closure whose result is not optional).
@discardableResult
public func require<T>(
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    customError: (any Error)? = nil,
    _ expression: @escaping () throws -> T
) -> SyncRequirement<T> {
    SyncRequirement(
        expression: Expression(location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), isClosure: true, expression),
        customError: customError
    )
}

/// Starts a requirement about a closure that returns nothing: `try require { try setUp() }.toNot(throwError())`.
@discardableResult
public func require(
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    customError: (any Error)? = nil,
    _ expression: @escaping () throws -> Void
) -> SyncRequirement<Void> {
    SyncRequirement(
        expression: Expression(location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), isClosure: true, expression),
        customError: customError
    )
}

/// Returns the value, or records `expected to not be nil, got <nil>` and ends the example:
/// `let first = try unwrap(list.first)`.
@discardableResult
public func unwrap<T>(
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    customError: (any Error)? = nil,
    description: String? = nil,
    _ expression: @autoclosure @escaping () throws -> T?
) throws -> T {
    try require(fileID: fileID, filePath: filePath, line: line, column: column, customError: customError, expression())
        .toNot(beNil(), description: description)
}

/// Returns the value the closure returns, or records the failure and ends the example:
/// `let user = try unwrap { try store.user(id: 1) }`.
@discardableResult
public func unwrap<T>(
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    customError: (any Error)? = nil,
    description: String? = nil,
    _ expression: @escaping () throws -> T?
) throws -> T {
    try require(fileID: fileID, filePath: filePath, line: line, column: column, customError: customError, expression)
        .toNot(beNil(), description: description)
}

/// Records a failure and ends the example: `guard case .ready = state else { try requireFail("not ready") }`.
public func requireFail(
    _ message: String? = nil,
    customError: (any Error)? = nil,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
) throws -> Never {
    ExampleRecorder.fail(message ?? "requireFail() always fails", at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    throw customError ?? ExampleStopped()
}
