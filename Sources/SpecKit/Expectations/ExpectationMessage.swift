/// The text of a failed expectation, composed the way Nimble composes it:
/// `expected to equal <2>, got <3>`, `expected to not equal <2>, got <2>`.
///
/// A matcher returns the positive form (`.expectedActualValueTo("equal <2>")`); the expectation
/// fills in the verb (`to`, `to not`, `to eventually`, ...) and the actual value.
public indirect enum ExpectationMessage: Sendable, Equatable {
    /// "expected to <message>, got <actual>"
    case expectedActualValueTo(String)
    /// "expected to <message>, got <custom actual>"
    case expectedCustomValueTo(String, actual: String)
    /// "expected to <message>"
    case expectedTo(String)
    /// "<message>"
    case fail(String)
    /// "<prefix><message>"
    case prepends(String, ExpectationMessage)
    /// "<message><appended>"
    case appends(ExpectationMessage, String)
    /// "<message>\n<details>"
    case details(ExpectationMessage, String)

    /// The part after "expected to", with appended text: `equal <2>` for `expected to equal <2>, got <3>`.
    public var expectedMessage: String {
        switch self {
        case let .fail(message), let .expectedTo(message), let .expectedActualValueTo(message):
            message
        case let .expectedCustomValueTo(message, _):
            message
        case let .prepends(_, inner), let .details(inner, _):
            inner.expectedMessage
        case let .appends(inner, text):
            inner.expectedMessage + text
        }
    }

    /// Adds text after the primary message (before any details): `(use beNil() to match nils)`.
    public func appended(message: String) -> ExpectationMessage {
        switch self {
        case let .details(inner, details): .details(inner.appended(message: message), details)
        default: .appends(self, message)
        }
    }

    /// Adds lines after the whole message, such as the full value of a collection.
    public func appended(details: String) -> ExpectationMessage { .details(self, details) }

    /// The hint Nimble gives when the actual value is nil.
    public func appendedBeNilHint() -> ExpectationMessage { appended(message: " (use beNil() to match nils)") }

    /// Puts text at the start of every primary expectation: `all ` + `equal <1>` reads
    /// `expected to all equal <1>`.
    public func prepended(expectation text: String) -> ExpectationMessage {
        replacedExpectation { leaf in
            switch leaf {
            case let .expectedTo(message): .expectedTo(text + message)
            case let .expectedActualValueTo(message): .expectedActualValueTo(text + message)
            case let .expectedCustomValueTo(message, actual): .expectedCustomValueTo(text + message, actual: actual)
            default: leaf
            }
        }
    }

    /// Wraps every primary expectation: `before` + `equal <1>` + `after`.
    public func wrappedExpectation(before: String, after: String) -> ExpectationMessage {
        prepended(expectation: before).appended(message: after)
    }

    /// Replaces each primary message (the leaves under `prepends`, `appends` and `details`).
    public func replacedExpectation(_ transform: (ExpectationMessage) -> ExpectationMessage) -> ExpectationMessage {
        switch self {
        case .fail, .expectedTo, .expectedActualValueTo, .expectedCustomValueTo: transform(self)
        case let .prepends(text, inner): .prepends(text, inner.replacedExpectation(transform))
        case let .appends(inner, text): .appends(inner.replacedExpectation(transform), text)
        case let .details(inner, text): .details(inner.replacedExpectation(transform), text)
        }
    }

    /// Whether rendering shows the actual value that the expectation supplies.
    var needsActualValue: Bool {
        switch self {
        case .expectedActualValueTo: true
        case .expectedCustomValueTo, .expectedTo, .fail: false
        case let .prepends(_, inner), let .appends(inner, _), let .details(inner, _): inner.needsActualValue
        }
    }

    /// Renders the message. `to` is "to", "to not", "to eventually", ...; `actual` is the described
    /// actual value, such as `<3>`.
    public func render(to: String = "to", actual: String) -> String {
        switch self {
        case let .expectedActualValueTo(message): "expected \(to) \(message), got \(actual)"
        case let .expectedCustomValueTo(message, custom): "expected \(to) \(message), got \(custom)"
        case let .expectedTo(message): "expected \(to) \(message)"
        case let .fail(message): message
        case let .prepends(text, inner): text + inner.render(to: to, actual: actual)
        case let .appends(inner, text): inner.render(to: to, actual: actual) + text
        case let .details(inner, text): inner.render(to: to, actual: actual) + "\n" + text
        }
    }
}
