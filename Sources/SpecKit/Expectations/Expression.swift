/// The lazily evaluated value under test. A matcher may evaluate it (once: the value is cached)
/// or inspect the error it throws.
public final class Expression<T> {
    private let closure: () throws -> T?
    private var cached: Result<T?, any Error>?
    /// Where the `expect` or `require` was written.
    public let location: CodeLocation
    /// Whether the value comes from a closure that polling may evaluate again.
    public let isClosure: Bool

    /// An expression that evaluates `closure` when a matcher first asks for the value.
    public init(location: CodeLocation, isClosure: Bool = true, _ closure: @escaping () throws -> T?) {
        self.closure = closure
        self.location = location
        self.isClosure = isClosure
    }

    /// The value, computed on first use; later calls return it (or throw its error) again.
    public func evaluate() throws -> T? {
        if let cached { return try cached.get() }
        let result = Result { try closure() }
        cached = result
        return try result.get()
    }

    /// A new expression that evaluates the same closure again (for polling).
    public func fresh() -> Expression<T> {
        Expression(location: location, isClosure: isClosure, closure)
    }

    /// The expression mapped to another type, sharing its cache.
    public func cast<U>(_ transform: @escaping (T?) throws -> U?) -> Expression<U> {
        Expression<U>(location: location, isClosure: isClosure) { try transform(try self.evaluate()) }
    }
}
