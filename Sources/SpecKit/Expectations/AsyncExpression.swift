/// The value under test of an ``AsyncExpectation``: an async closure, evaluated once (the value is
/// cached) unless polling asks for a fresh evaluation.
public final class AsyncExpression<T> {
    private let closure: () async throws -> T?
    private var cached: Result<T?, any Error>?
    /// Where the `expecta` or `requirea` was written.
    public let location: CodeLocation
    /// Whether the value comes from a closure that polling may evaluate again.
    public let isClosure: Bool

    /// An expression that evaluates `closure` when first asked for the value.
    public init(location: CodeLocation, isClosure: Bool = true, _ closure: @escaping () async throws -> T?) {
        self.closure = closure
        self.location = location
        self.isClosure = isClosure
    }

    /// The value, computed on first use; later calls return it (or throw its error) again.
    public nonisolated(nonsending) func evaluate() async throws -> T? {
        try await outcome().get()
    }

    /// A new expression that evaluates the same closure again (for polling).
    public func fresh() -> AsyncExpression<T> {
        AsyncExpression(location: location, isClosure: isClosure, closure)
    }

    /// Evaluates the closure (once) and returns a synchronous expression that replays its value
    /// or error, so that every ``Matcher`` works on async values.
    public nonisolated(nonsending) func toSynchronousExpression() async -> Expression<T> {
        let result = await outcome()
        return Expression(location: location, isClosure: isClosure) { try result.get() }
    }

    private nonisolated(nonsending) func outcome() async -> Result<T?, any Error> {
        if let cached { return cached }
        let result: Result<T?, any Error>
        do {
            result = .success(try await closure())
        } catch {
            result = .failure(error)
        }
        cached = result
        return result
    }
}
