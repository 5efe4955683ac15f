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
            let passed = result.status.satisfies(negated: negated)
            // A passing expectation's message is read only by `gatherExpectations`: without a
            // gatherer, describing the value would be work no one reads (most expectations pass).
            guard !passed || ExpectationGatherer.current != nil else {
                self.init(passed: true, message: "")
                return
            }
            let actual = result.message.needsActualValue ? bracketed(try expression.evaluate()) : ""
            self.init(passed: passed, message: result.message.render(to: verb, actual: actual))
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
