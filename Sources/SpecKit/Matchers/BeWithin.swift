// beWithin: the value lies in a range. `expect(score).to(beWithin(0..<100))`.

/// Passes when the value lies in the half-open range.
public func beWithin<T: Comparable>(_ range: Range<T>) -> Matcher<T> {
    Matcher.simple("be within range <(\(range.lowerBound)..<\(range.upperBound))>") { expression in
        guard let value = try expression.evaluate() else { return .fail }
        return MatcherStatus(bool: range.contains(value))
    }
}

/// Passes when the value lies in the closed range.
public func beWithin<T: Comparable>(_ range: ClosedRange<T>) -> Matcher<T> {
    Matcher.simple("be within range <(\(range.lowerBound)...\(range.upperBound))>") { expression in
        guard let value = try expression.evaluate() else { return .fail }
        return MatcherStatus(bool: range.contains(value))
    }
}
