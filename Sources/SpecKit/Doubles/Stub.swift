/// A test double that answers calls with canned outputs: a fixed value, a sequence of values,
/// an error, or an answer chosen per input. It records nothing (use a `Spy` for that).
///
/// ```swift
/// let price: Stub<String, Int> = .returning(10)
/// price.on("book", return: 25)                 // this input gets its own answer
/// price.on("ghost", throw: NotFound())
/// try price("pen")    // 10
/// try price("book")   // 25
///
/// let weather: Stub<String, String> = .answers(["rain", "sun"])
/// try weather("Oslo") // "rain", then "sun", then "sun" again: the last answer repeats
/// ```
///
/// A sequence repeats its last answer once exhausted, unless it is declared with
/// `whenExhausted: .fail`: then one call too many fails the running example, at the line where
/// the stub was declared, and throws `StubExhausted`. Answers given per input with `on(_:return:)`
/// are checked first, latest first, and do not consume the sequence.
public final class Stub<Input: Sendable, Output: Sendable>: Sendable {
    /// What a sequence of answers does once every answer was given.
    public enum Exhaustion: Sendable {
        /// Keep answering with the last answer.
        case repeatLast
        /// Fail the example and throw `StubExhausted`.
        case fail
    }

    private enum Answer: Sendable {
        case answering(@Sendable (Input) throws -> Output)
        case sequence([Output], Exhaustion)
    }

    private struct Rule: Sendable {
        let matches: @Sendable (Input) -> Bool
        let answer: Result<Output, any Error>
    }

    private enum Next {
        case answer(Result<Output, any Error>)
        case compute(@Sendable (Input) throws -> Output)
        case exhausted(calls: Int, answers: Int)
    }

    private struct State {
        var answer: Answer
        var sequenceCalls = 0
        var rules: [Rule] = []
    }

    private let state: Lock<State>
    private let location: CodeLocation

    private init(_ answer: Answer, location: CodeLocation) {
        state = Lock(State(answer: answer))
        self.location = location
    }

    /// A stub that answers with what `answer` returns or throws for each input.
    public convenience init(
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        answering answer: @escaping @Sendable (Input) throws -> Output
    ) {
        self.init(.answering(answer), location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// A stub that answers every input with `output`.
    public static func returning(
        _ output: Output,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) -> Stub {
        Stub(.answering { _ in output }, location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// A stub that throws `error` for every input.
    public static func throwing(
        _ error: any Error,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) -> Stub {
        Stub(.answering { _ in throw error }, location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// A stub that gives `outputs` one call after the other. Once exhausted it repeats the last
    /// one, or, with `whenExhausted: .fail`, fails the example and throws `StubExhausted`.
    public static func answers(
        _ outputs: [Output],
        whenExhausted: Exhaustion = .repeatLast,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) -> Stub {
        Stub(.sequence(outputs, whenExhausted), location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// A stub that answers with what `answer` returns or throws for each input.
    public static func answering(
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        _ answer: @escaping @Sendable (Input) throws -> Output
    ) -> Stub {
        Stub(.answering(answer), location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Answers the inputs that satisfy `predicate` with `output`.
    @discardableResult
    public func on(where predicate: @escaping @Sendable (Input) -> Bool, return output: Output) -> Stub {
        state.withLock { $0.rules.append(Rule(matches: predicate, answer: .success(output))) }
        return self
    }

    /// Throws `error` for the inputs that satisfy `predicate`.
    @discardableResult
    public func on(where predicate: @escaping @Sendable (Input) -> Bool, throw error: any Error) -> Stub {
        state.withLock { $0.rules.append(Rule(matches: predicate, answer: .failure(error))) }
        return self
    }

    /// Answers the given input.
    public func callAsFunction(_ input: Input) throws -> Output {
        let next: Next = state.withLock { state in
            if let rule = state.rules.last(where: { $0.matches(input) }) {
                return .answer(rule.answer)
            }
            switch state.answer {
            case let .answering(answer):
                return .compute(answer)
            case let .sequence(outputs, exhaustion):
                state.sequenceCalls += 1
                let index = state.sequenceCalls - 1
                if index < outputs.count { return .answer(.success(outputs[index])) }
                if exhaustion == .repeatLast, let last = outputs.last { return .answer(.success(last)) }
                return .exhausted(calls: state.sequenceCalls, answers: outputs.count)
            }
        }
        switch next {
        case let .answer(result):
            return try result.get()
        case let .compute(answer):
            return try answer(input)
        case let .exhausted(calls, answers):
            let error = StubExhausted(calls: calls, answers: answers, location: location)
            ExampleRecorder.fail(error.description, at: location)
            throw error
        }
    }
}

extension Stub where Input: Equatable {
    /// Answers this input with `output`: `price.on("book", return: 25)`.
    @discardableResult
    public func on(_ input: Input, return output: Output) -> Stub {
        on(where: { $0 == input }, return: output)
    }

    /// Throws `error` for this input: `price.on("ghost", throw: NotFound())`.
    @discardableResult
    public func on(_ input: Input, throw error: any Error) -> Stub {
        on(where: { $0 == input }, throw: error)
    }
}

/// Thrown by a `Stub` declared with `.answers(_:whenExhausted: .fail)` when it is called more
/// times than it has answers.
public struct StubExhausted: Error, CustomStringConvertible {
    /// The number of the call that found no answer left.
    public let calls: Int
    /// How many answers the stub was given.
    public let answers: Int
    /// Where the stub was declared.
    public let location: CodeLocation

    /// Names the stub and how many answers it had.
    public var description: String {
        let given = answers == 1 ? "1 answer" : "\(answers) answers"
        return
            "the stub declared at \(location) was called \(calls) times but was given \(given); add answers to .answers([...]) or use "
            + "whenExhausted: .repeatLast"
    }
}
