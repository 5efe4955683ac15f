/// A requirement about a value computed by async code: like ``SyncRequirement``, a failure ends
/// the example and a success returns the value.
///
/// ```swift
/// let user = try await requirea { await store.user(id: 1) }.toNot(beNil())
/// ```
public struct AsyncRequirement<Value> {
    /// The value under test and where the `requirea` was written.
    public let expression: AsyncExpression<Value>
    /// Thrown instead of ``ExampleStopped`` when the requirement fails.
    public let customError: (any Error)?

    /// A requirement about `expression`; `requirea { ... }` is the usual way to make one.
    public init(expression: AsyncExpression<Value>, customError: (any Error)?) {
        self.expression = expression
        self.customError = customError
    }

    /// Where the `requirea` was written.
    public var location: CodeLocation { expression.location }

    /// Returns the value when the matcher matches; otherwise records the failure and throws.
    @discardableResult
    public nonisolated(nonsending) func to(_ matcher: Matcher<Value>, description: String? = nil) async throws -> Value {
        try SyncRequirement(expression: await expression.toSynchronousExpression(), customError: customError).to(matcher, description: description)
    }

    /// Returns the value when the matcher does not match; otherwise records the failure and throws.
    @discardableResult
    public nonisolated(nonsending) func toNot(_ matcher: Matcher<Value>, description: String? = nil) async throws -> Value {
        try SyncRequirement(expression: await expression.toSynchronousExpression(), customError: customError).toNot(matcher, description: description)
    }

    /// Same as `toNot`.
    @discardableResult
    public nonisolated(nonsending) func notTo(_ matcher: Matcher<Value>, description: String? = nil) async throws -> Value {
        try await toNot(matcher, description: description)
    }
}

/// Starts a requirement about the value an async closure returns:
/// `let user = try await requirea { await store.user(id: 1) }.toNot(beNil())`.
@discardableResult
public func requirea<T>(
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    customError: (any Error)? = nil,
    _ expression: @escaping () async throws -> T?
) -> AsyncRequirement<T> {
    AsyncRequirement(
        expression: AsyncExpression(
            location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            isClosure: true,
            expression
        ),
        customError: customError
    )
}

/// Starts a requirement about the value an async closure returns (a closure whose result is not optional).
@discardableResult
public func requirea<T>(
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    customError: (any Error)? = nil,
    _ expression: @escaping () async throws -> T
) -> AsyncRequirement<T> {
    AsyncRequirement(
        expression: AsyncExpression(
            location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            isClosure: true,
            expression
        ),
        customError: customError
    )
}

/// Returns the value an async closure returns, or records `expected to not be nil, got <nil>` and
/// ends the example: `let user = try await unwrapa { await store.user(id: 1) }`.
@discardableResult
public func unwrapa<T>(
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    customError: (any Error)? = nil,
    description: String? = nil,
    _ expression: @escaping () async throws -> T?
) async throws -> T {
    try await requirea(fileID: fileID, filePath: filePath, line: line, column: column, customError: customError, expression)
        .toNot(beNil(), description: description)
}
