// containElementSatisfying: some element of the sequence passes a test.

/// Passes when some element passes `test`: `expect(users).to(containElementSatisfying { $0.isAdmin }, "that is an admin")`.
public func containElementSatisfying<S: Sequence>(_ test: @escaping (S.Element) -> Bool, _ description: String = "") -> Matcher<S> {
    Matcher.define { expression in
        let message = containElementMessage(description)
        guard let sequence = try expression.evaluate() else { return MatcherResult(status: .fail, message: message) }
        return MatcherResult(bool: sequence.contains(where: test), message: message)
    }
}

/// Passes when some element passes the async `test`.
public func containElementSatisfying<S: Sequence>(_ test: @escaping (S.Element) async -> Bool, _ description: String = "") -> AsyncMatcher<S> {
    AsyncMatcher.define { expression in
        let message = containElementMessage(description)
        guard let sequence = try await expression.evaluate() else { return MatcherResult(status: .fail, message: message) }
        for element in sequence where await test(element) {
            return MatcherResult(bool: true, message: message)
        }
        return MatcherResult(bool: false, message: message)
    }
}

private func containElementMessage(_ description: String) -> ExpectationMessage {
    description.isEmpty
        ? .expectedTo("find object in collection that satisfies matcher")
        : .expectedTo("find object in collection \(description)")
}
