/// A test double that records every call and its arguments, and answers with a canned output.
///
/// Use it through its two names: `Spy` for functions that do not throw, `ThrowingSpy` for
/// functions that do. Several arguments are passed as one tuple.
///
/// ```swift
/// final class GreeterSpy: Greeting {
///     let greet = Spy<(String, Int), Bool>(returning: true)
///     func greet(_ name: String, times: Int) -> Bool { greet((name, times)) }
/// }
///
/// let greeter = GreeterSpy()
/// _ = greeter.greet("Ada", times: 2)
/// expect(greeter.greet.callCount) == 1
/// expect(greeter.greet.wasCalled(with: "Ada", 2)).to(beTrue())
/// ```
///
/// Calls are recorded under a lock, so a spy may be called from any thread or task.
/// `Failure` is `Never` for `Spy`, which is why calling one needs no `try`.
public final class CallSpy<Arguments: Sendable, Output: Sendable, Failure: Error>: Sendable {
    /// How the spy answers a call.
    public typealias Answer = @Sendable (Arguments) throws(Failure) -> Output

    private struct State {
        var calls: [Arguments] = []
        var answer: Answer
    }

    private let state: Lock<State>

    /// A spy that answers every call with what `answer` returns for its arguments.
    public init(answering answer: @escaping Answer) {
        state = Lock(State(answer: answer))
    }

    /// A spy that answers every call with `output`.
    public convenience init(returning output: Output) {
        self.init(answering: { _ in output })
    }

    /// Records the call, then answers it.
    public func callAsFunction(_ arguments: Arguments) throws(Failure) -> Output {
        let answer = state.withLock { state in
            state.calls.append(arguments)
            return state.answer
        }
        return try answer(arguments)
    }

    /// From now on, answers every call with `output`.
    public func willReturn(_ output: Output) {
        willAnswer { _ in output }
    }

    /// From now on, answers every call with what `answer` returns.
    public func willAnswer(_ answer: @escaping Answer) {
        state.withLock { $0.answer = answer }
    }

    /// The arguments of every call so far, oldest first.
    public var calls: [Arguments] { state.withLock { $0.calls } }

    /// How many times the spy was called.
    public var callCount: Int { state.withLock { $0.calls.count } }

    /// The arguments of the latest call, or nil before the first call.
    public var lastArguments: Arguments? { state.withLock { $0.calls.last } }

    /// Whether the spy was called at all.
    public var wasCalled: Bool { callCount > 0 }

    /// Whether some call's arguments satisfy `predicate`:
    /// `spy.wasCalled { name, times in name.hasPrefix("A") && times > 1 }`.
    public func wasCalled(where predicate: (Arguments) throws -> Bool) rethrows -> Bool {
        try calls.contains(where: predicate)
    }

    /// Forgets the calls recorded so far; the answer stays.
    public func reset() {
        state.withLock { $0.calls.removeAll() }
    }
}

/// A spy of a function that cannot throw: `Spy<(String, Int), Bool>(returning: true)`.
public typealias Spy<Arguments: Sendable, Output: Sendable> = CallSpy<Arguments, Output, Never>

/// A spy of a throwing function: `ThrowingSpy<URL, Data>(throwing: URLError(.timedOut))`.
public typealias ThrowingSpy<Arguments: Sendable, Output: Sendable> = CallSpy<Arguments, Output, any Error>

extension CallSpy where Output == Void {
    /// A spy of a function that returns nothing: `Spy<String, Void>()`.
    public convenience init() {
        self.init(returning: ())
    }
}

extension CallSpy where Failure == any Error {
    /// A spy that throws `error` on every call.
    public convenience init(throwing error: any Error) {
        self.init(answering: { _ in throw error })
    }

    /// From now on, throws `error` on every call.
    public func willThrow(_ error: any Error) {
        willAnswer { _ in throw error }
    }
}

extension CallSpy where Arguments: Equatable {
    /// Whether some call had exactly these arguments: `spy.wasCalled(with: "Ada")`.
    public func wasCalled(with arguments: Arguments) -> Bool {
        calls.contains(arguments)
    }
}

// Tuples of arguments are not Equatable, so arities two to four get their own overloads. (A
// parameter-pack version, `where Arguments == (repeat each T)`, crashes the Swift 6.3.1 compiler.)
extension CallSpy {
    /// Whether some call had exactly these two arguments: `spy.wasCalled(with: "Ada", 2)`.
    public func wasCalled<A: Equatable, B: Equatable>(with a: A, _ b: B) -> Bool where Arguments == (A, B) {
        calls.contains { $0 == (a, b) }
    }

    /// Whether some call had exactly these three arguments.
    public func wasCalled<A: Equatable, B: Equatable, C: Equatable>(with a: A, _ b: B, _ c: C) -> Bool where Arguments == (A, B, C) {
        calls.contains { $0 == (a, b, c) }
    }

    /// Whether some call had exactly these four arguments.
    public func wasCalled<A: Equatable, B: Equatable, C: Equatable, D: Equatable>(with a: A, _ b: B, _ c: C, _ d: D) -> Bool
    where Arguments == (A, B, C, D) {
        calls.contains { $0 == (a, b, c, d) }
    }
}
