/// The text of a failed expectation, composed the way Nimble composes it:
/// `expected to equal <2>, got <3>`, `expected to not equal <2>, got <2>`.
public indirect enum ExpectationMessage: Sendable, Equatable {
    /// "expected to <message>, got <actual>"
    case expectedActualValueTo(String)
    /// "expected to <message>, got <custom actual>"
    case expectedCustomValueTo(String, actual: String)
    /// "expected to <message>"
    case expectedTo(String)
    /// "<message>"
    case fail(String)
    /// "<message><appended>"
    case appends(ExpectationMessage, String)
    /// "<message>\n<details>"
    case details(ExpectationMessage, String)

    /// Adds text after the primary message: `(use beNil() to match nils)`.
    public func appended(message: String) -> ExpectationMessage { .appends(self, message) }

    /// Adds lines after the whole message, such as a diff.
    public func appended(details: String) -> ExpectationMessage { .details(self, details) }

    /// The hint Nimble gives when the actual value is nil.
    public func appendedBeNilHint() -> ExpectationMessage { appended(message: " (use beNil() to match nils)") }

    /// Renders the message. `to` is "to", "to not" or "to eventually"; `actual` is the described
    /// actual value, such as `<3>`.
    public func render(to: String = "to", actual: String) -> String {
        switch self {
        case let .expectedActualValueTo(message): "expected \(to) \(message), got \(actual)"
        case let .expectedCustomValueTo(message, custom): "expected \(to) \(message), got \(custom)"
        case let .expectedTo(message): "expected \(to) \(message)"
        case let .fail(message): message
        case let .appends(inner, text): inner.render(to: to, actual: actual) + text
        case let .details(inner, text): inner.render(to: to, actual: actual) + "\n" + text
        }
    }
}
