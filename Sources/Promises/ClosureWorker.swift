/// A worker made from a closure: for small steps that do not deserve a type of their own, and for
/// stubbing workers in specs.
///
/// ```swift
/// let doubler = ClosureWorker { (number: Int) in number * 2 }
/// let eight = try await once(doubler, 4).value
/// ```
public struct ClosureWorker<Input: Sendable, Output: Sendable>: Worker {
    private let body: @Sendable (Input) async throws -> Output

    /// Makes a worker that runs `body`.
    public init(_ body: @escaping @Sendable (Input) async throws -> Output) {
        self.body = body
    }

    /// Runs the closure.
    public func run(_ input: Input) async throws -> Output {
        try await body(input)
    }
}
