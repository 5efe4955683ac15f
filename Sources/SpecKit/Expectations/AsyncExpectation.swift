/// An expectation about a value computed by async code: `await expecta { await store.count }.to(equal(2))`.
///
/// Start it with `expecta` and a closure, not `expect`: examples are async closures, and an
/// `expect` overload taking an async closure would make every `expect` in them need `await`.
/// (There is no `expecta(await value)` form either: an async autoclosure overload would capture
/// plain closures as values.) Every ``Matcher``
/// works here; the value is computed once, before the matcher runs.
public struct AsyncExpectation<T> {
    /// The value under test and where the `expecta` was written.
    public let expression: AsyncExpression<T>

    /// An expectation about `expression`; `expecta { ... }` is the usual way to make one.
    public init(expression: AsyncExpression<T>) {
        self.expression = expression
    }

    /// Where the `expecta` was written.
    public var location: CodeLocation { expression.location }

    /// Passes when the matcher matches.
    @discardableResult
    public nonisolated(nonsending) func to(_ matcher: Matcher<T>, description: String? = nil) async -> AsyncExpectation<T> {
        await verify(matcher, negated: false, description: description)
        return self
    }

    /// Passes when the matcher does not match.
    @discardableResult
    public nonisolated(nonsending) func toNot(_ matcher: Matcher<T>, description: String? = nil) async -> AsyncExpectation<T> {
        await verify(matcher, negated: true, description: description)
        return self
    }

    /// Same as `toNot`.
    @discardableResult
    public nonisolated(nonsending) func notTo(_ matcher: Matcher<T>, description: String? = nil) async -> AsyncExpectation<T> {
        await toNot(matcher, description: description)
    }

    private nonisolated(nonsending) func verify(_ matcher: Matcher<T>, negated: Bool, description: String?) async {
        let verdict = Verdict(matcher, on: await expression.toSynchronousExpression(), negated: negated)
        if let message = verdict.gatheredFailureMessage(description: description, at: location) {
            ExampleRecorder.fail(message, at: location)
        }
    }
}

/// Starts an expectation about the value an async closure returns:
/// `await expecta { await cache.value(for: "k") }.to(equal("v"))`.
public func expecta<T>(
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ expression: @escaping () async throws -> T?
) -> AsyncExpectation<T> {
    AsyncExpectation(
        expression: AsyncExpression(
            location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            isClosure: true,
            expression
        )
    )
}

/// Starts an expectation about the value an async closure returns (a closure whose result is not optional).
public func expecta<T>(
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ expression: @escaping () async throws -> T
) -> AsyncExpectation<T> {
    AsyncExpectation(
        expression: AsyncExpression(
            location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            isClosure: true,
            expression
        )
    )
}

/// Starts an expectation about an async closure that returns nothing, to check what it throws:
/// `await expecta { try await client.send(request) }.to(throwError(URLError(.timedOut)))`.
public func expecta(
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ expression: @escaping () async throws -> Void
) -> AsyncExpectation<Void> {
    AsyncExpectation(
        expression: AsyncExpression(
            location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            isClosure: true,
            expression
        )
    )
}

/// Operator form of `equal`: `await expecta { await store.count } == 3`.
public func == <T: Equatable>(lhs: AsyncExpectation<T>, rhs: T?) async {
    await lhs.to(equal(rhs))
}

/// Operator form of `toNot(equal(...))`: `await expecta { await store.count } != 0`.
public func != <T: Equatable>(lhs: AsyncExpectation<T>, rhs: T?) async {
    await lhs.toNot(equal(rhs))
}

/// Operator form of `beGreaterThan`.
public func > <T: Comparable>(lhs: AsyncExpectation<T>, rhs: T) async {
    await lhs.to(beGreaterThan(rhs))
}

/// Operator form of `beGreaterThanOrEqualTo`.
public func >= <T: Comparable>(lhs: AsyncExpectation<T>, rhs: T) async {
    await lhs.to(beGreaterThanOrEqualTo(rhs))
}

/// Operator form of `beLessThan`.
public func < <T: Comparable>(lhs: AsyncExpectation<T>, rhs: T) async {
    await lhs.to(beLessThan(rhs))
}

/// Operator form of `beLessThanOrEqualTo`.
public func <= <T: Comparable>(lhs: AsyncExpectation<T>, rhs: T) async {
    await lhs.to(beLessThanOrEqualTo(rhs))
}

/// Operator form of `beIdenticalTo`.
public func === <T: AnyObject>(lhs: AsyncExpectation<T>, rhs: T?) async {
    await lhs.to(beIdenticalTo(rhs))
}

/// Operator form of `toNot(beIdenticalTo(...))`.
public func !== <T: AnyObject>(lhs: AsyncExpectation<T>, rhs: T?) async {
    await lhs.toNot(beIdenticalTo(rhs))
}
