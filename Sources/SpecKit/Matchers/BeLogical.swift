import Foundation

// beTruthy, beFalsy: Nimble's loose Booleans. A value is truthy when it equals `true` as its
// type spells it (1 for numbers), falsy otherwise; nil is falsy. As in Nimble, the integer and
// floating-point types can be written as Boolean literals so that `expect(1).to(beTruthy())` works.

/// Passes when the value equals `true` of its type (`true`, or 1 for numbers).
public func beTruthy<T: ExpressibleByBooleanLiteral & Equatable>() -> Matcher<T> {
    Matcher.simpleNilable("be truthy") { expression in
        MatcherStatus(bool: try expression.evaluate() == (true as T))
    }
}

/// Passes when the value is nil or differs from `true` of its type.
public func beFalsy<T: ExpressibleByBooleanLiteral & Equatable>() -> Matcher<T> {
    Matcher.simpleNilable("be falsy") { expression in
        MatcherStatus(bool: try expression.evaluate() != (true as T))
    }
}

extension Int8: @retroactive ExpressibleByBooleanLiteral {
    /// 1 for `true`, 0 for `false` (for `beTruthy`/`beFalsy`).
    public init(booleanLiteral value: Bool) { self = value ? 1 : 0 }
}

extension UInt8: @retroactive ExpressibleByBooleanLiteral {
    /// 1 for `true`, 0 for `false` (for `beTruthy`/`beFalsy`).
    public init(booleanLiteral value: Bool) { self = value ? 1 : 0 }
}

extension Int16: @retroactive ExpressibleByBooleanLiteral {
    /// 1 for `true`, 0 for `false` (for `beTruthy`/`beFalsy`).
    public init(booleanLiteral value: Bool) { self = value ? 1 : 0 }
}

extension UInt16: @retroactive ExpressibleByBooleanLiteral {
    /// 1 for `true`, 0 for `false` (for `beTruthy`/`beFalsy`).
    public init(booleanLiteral value: Bool) { self = value ? 1 : 0 }
}

extension Int32: @retroactive ExpressibleByBooleanLiteral {
    /// 1 for `true`, 0 for `false` (for `beTruthy`/`beFalsy`).
    public init(booleanLiteral value: Bool) { self = value ? 1 : 0 }
}

extension UInt32: @retroactive ExpressibleByBooleanLiteral {
    /// 1 for `true`, 0 for `false` (for `beTruthy`/`beFalsy`).
    public init(booleanLiteral value: Bool) { self = value ? 1 : 0 }
}

extension Int64: @retroactive ExpressibleByBooleanLiteral {
    /// 1 for `true`, 0 for `false` (for `beTruthy`/`beFalsy`).
    public init(booleanLiteral value: Bool) { self = value ? 1 : 0 }
}

extension UInt64: @retroactive ExpressibleByBooleanLiteral {
    /// 1 for `true`, 0 for `false` (for `beTruthy`/`beFalsy`).
    public init(booleanLiteral value: Bool) { self = value ? 1 : 0 }
}

extension Int: @retroactive ExpressibleByBooleanLiteral {
    /// 1 for `true`, 0 for `false` (for `beTruthy`/`beFalsy`).
    public init(booleanLiteral value: Bool) { self = value ? 1 : 0 }
}

extension UInt: @retroactive ExpressibleByBooleanLiteral {
    /// 1 for `true`, 0 for `false` (for `beTruthy`/`beFalsy`).
    public init(booleanLiteral value: Bool) { self = value ? 1 : 0 }
}

extension Float: @retroactive ExpressibleByBooleanLiteral {
    /// 1 for `true`, 0 for `false` (for `beTruthy`/`beFalsy`).
    public init(booleanLiteral value: Bool) { self = value ? 1 : 0 }
}

extension Double: @retroactive ExpressibleByBooleanLiteral {
    /// 1 for `true`, 0 for `false` (for `beTruthy`/`beFalsy`).
    public init(booleanLiteral value: Bool) { self = value ? 1 : 0 }
}
