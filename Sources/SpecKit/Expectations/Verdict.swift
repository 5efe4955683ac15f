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
            if let pass = Verdict.unrenderedPass(passed) {
                self = pass
                return
            }
            let actual = result.message.needsActualValue ? bracketed(try expression.evaluate()) : ""
            self.init(passed: passed, message: result.message.render(to: verb, actual: actual))
        } catch {
            self.init(passed: false, message: "unexpected error thrown: <\(error)>", errorThrown: true)
        }
    }

    /// A pass without its message, when nothing will read it: a passing expectation's message is
    /// read only by `gatherExpectations`, and describing the value for no reader is most of an
    /// expectation's cost (most expectations pass). Nil when the verdict must be rendered.
    static func unrenderedPass(_ passed: Bool) -> Verdict? {
        passed && ExpectationGatherer.current == nil ? Verdict(passed: true, message: "") : nil
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
