// succeed: a closure's own verdict. `expect { validate(form) }.to(succeed())`.

/// What a closure checked with `succeed()` returns.
public enum ToSucceedResult: Sendable {
    /// The check passed.
    case succeeded
    /// The check failed, for `reason`.
    case failed(reason: String)
}

/// Passes when the closure returns `.succeeded`; fails with its reason otherwise:
/// `expected to succeed, got <failed> because <the name is empty>`.
public func succeed() -> Matcher<ToSucceedResult> {
    Matcher.define { expression in
        guard let result = try expression.evaluate() else {
            return MatcherResult(status: .fail, message: .fail("expected a ToSucceedResult, got <nil>"))
        }
        switch result {
        case .succeeded:
            return MatcherResult(bool: true, message: .expectedCustomValueTo("succeed", actual: "<succeeded>"))
        case let .failed(reason):
            return MatcherResult(bool: false, message: .expectedCustomValueTo("succeed", actual: "<failed> because <\(reason)>"))
        }
    }
}
