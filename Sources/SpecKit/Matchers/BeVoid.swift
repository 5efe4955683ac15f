// beVoid: the closure returned (rather than threw). `expect(try save()) == ()`.

/// Passes when the expression produced `()` (it returned instead of throwing).
public func beVoid() -> Matcher<Void> {
    Matcher.simpleNilable("be void") { expression in
        let value: Void? = try expression.evaluate()
        return MatcherStatus(bool: value != nil)
    }
}

/// Operator form of `beVoid`: `expect(store.clear()) == ()`.
public func == (lhs: Expectation<Void>, rhs: Void) {
    lhs.to(beVoid())
}

/// Operator form of `toNot(beVoid())`.
public func != (lhs: Expectation<Void>, rhs: Void) {
    lhs.toNot(beVoid())
}

/// Operator form of `beVoid` for an async expectation.
public func == (lhs: AsyncExpectation<Void>, rhs: Void) async {
    await lhs.to(beVoid())
}

/// Operator form of `toNot(beVoid())` for an async expectation.
public func != (lhs: AsyncExpectation<Void>, rhs: Void) async {
    await lhs.toNot(beVoid())
}
