/// Passes when the value is `true`.
public func beTrue() -> Matcher<Bool> {
    Matcher.defineNonNil("be true") { $0 }
}

/// Passes when the value is `false`.
public func beFalse() -> Matcher<Bool> {
    Matcher.defineNonNil("be false") { !$0 }
}
