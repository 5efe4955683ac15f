// Nimble's other spellings of `expect`: async closures (`await expect { await ... }.to(...)`), and
// the `file:`/`line: UInt` forms that helpers use to point a failure at their caller.
//
// The `line:` forms take the line explicitly (a `UInt`, as Nimble's): with a default they would be
// ambiguous with SpecKit's `expect(fileID:filePath:line:column:_:)`, which captures the same
// location.

/// Nimble's name for the expectation `expect(value)` returns.
public typealias SyncExpectation<T> = Expectation<T>

/// Starts an expectation about the value an async closure returns, as Nimble spells it:
/// `await expect { await cache.value(for: "k") }.to(equal("v"))` (same as `expecta`).
public func expect<T>(
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ expression: @escaping () async throws -> T?
) -> AsyncExpectation<T> {
    expecta(fileID: fileID, filePath: filePath, line: line, column: column, expression)
}

/// Starts an expectation about the value an async closure returns (a non-optional result).
public func expect<T>(
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ expression: @escaping () async throws -> T
) -> AsyncExpectation<T> {
    expecta(fileID: fileID, filePath: filePath, line: line, column: column, expression)
}

/// Starts an expectation about an async closure that returns nothing, to check what it throws.
public func expect(
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ expression: @escaping () async throws -> Void
) -> AsyncExpectation<Void> {
    expecta(fileID: fileID, filePath: filePath, line: line, column: column, expression)
}

/// Starts an expectation that reports at the file and line given: in a helper,
/// `expect(file: file, line: line, value).to(equal(expected))`.
public func expect<T>(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt,
    column: UInt = #column,
    _ expression: @autoclosure @escaping () throws -> T?
) -> Expectation<T> {
    Expectation(expression: Expression(location: CodeLocation(quickFile: file, line: line, fileID: fileID), isClosure: true, expression))
}

/// Starts an expectation about a closure's value that reports at the file and line given.
public func expect<T>(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt,
    column: UInt = #column,
    _ expression: @escaping () throws -> T?
) -> Expectation<T> {
    Expectation(expression: Expression(location: CodeLocation(quickFile: file, line: line, fileID: fileID), isClosure: true, expression))
}

/// Starts an expectation about an async closure's value that reports at the file and line given.
public func expect<T>(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt,
    column: UInt = #column,
    _ expression: @escaping () async throws -> T?
) -> AsyncExpectation<T> {
    AsyncExpectation(expression: AsyncExpression(location: CodeLocation(quickFile: file, line: line, fileID: fileID), isClosure: true, expression))
}

/// Records a failure at the file and line given (Nimble's `fail(_:file:line:)`).
public func fail(_ message: String, fileID: String = #fileID, file: FileString = #filePath, line: UInt, column: UInt = #column) {
    let location = CodeLocation(quickFile: file, line: line, fileID: fileID)
    ExpectationGatherer.note(passed: false, message: message, at: location)
    ExampleRecorder.fail(message, at: location)
}

extension Expression {
    /// Nimble's spelling of the initializer, for custom matchers that build expressions.
    public convenience init(expression: @escaping () throws -> T?, location: CodeLocation, isClosure: Bool = true) {
        self.init(location: location, isClosure: isClosure, expression)
    }
}

/// Starts an expectation about a value, always the synchronous kind: Nimble's `expects`, for an
/// async context where `expect` could pick the async form: `await expects(counter).to(beCalled(times: 1))`.
public func expects<T>(
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

/// Starts an expectation about a closure's value, always the synchronous kind (Nimble's `expects`).
public func expects<T>(
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

/// Starts an expectation about an awaited value, written as Nimble does without a closure:
/// `await expecta(await counter.increment()).toEventually(equal(1))`. The value is awaited again
/// at every poll. Disfavoured, so that `expecta { ... }` keeps meaning the closure's value rather
/// than the closure itself.
@_disfavoredOverload
public func expecta<T>(
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ expression: @autoclosure @escaping () async throws -> T?
) async -> AsyncExpectation<T> {
    AsyncExpectation(
        expression: AsyncExpression(
            location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            isClosure: true,
            expression
        )
    )
}
