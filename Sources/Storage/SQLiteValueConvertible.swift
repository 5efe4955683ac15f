#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A Swift type that converts to and from an SQLite value, for bindings and for reading
/// columns with `SQLiteRow`.
///
/// Conforming: `Int`, `Int64`, `Int32`, `Double`, `Bool`, `String`, `Data`, `Date` (seconds
/// since 1970 as a real), `UUID` (text), `URL` (text), `SQLiteValue` itself, and `Optional` of
/// any of them (nil is `NULL`).
public protocol SQLiteValueConvertible: Sendable {
    /// The value to store.
    var sqliteValue: SQLiteValue { get }
    /// The Swift value of a stored value, or nil when it cannot be read as this type.
    init?(sqliteValue: SQLiteValue)
}

extension SQLiteValue: SQLiteValueConvertible {
    /// Itself.
    public var sqliteValue: SQLiteValue { self }
    /// Any stored value.
    public init?(sqliteValue: SQLiteValue) { self = sqliteValue }
}

extension Int64: SQLiteValueConvertible {
    /// An `INTEGER`.
    public var sqliteValue: SQLiteValue { .integer(self) }
    /// Reads an `INTEGER`, or a `REAL` without a fractional part.
    public init?(sqliteValue: SQLiteValue) {
        switch sqliteValue {
        case .integer(let value): self = value
        case .real(let value) where value.rounded() == value && abs(value) < 9.2e18: self = Int64(value)
        default: return nil
        }
    }
}

extension Int: SQLiteValueConvertible {
    /// An `INTEGER`.
    public var sqliteValue: SQLiteValue { .integer(Int64(self)) }
    /// Reads an `INTEGER` that fits.
    public init?(sqliteValue: SQLiteValue) {
        guard let value = Int64(sqliteValue: sqliteValue), let exact = Int(exactly: value) else { return nil }
        self = exact
    }
}

extension Int32: SQLiteValueConvertible {
    /// An `INTEGER`.
    public var sqliteValue: SQLiteValue { .integer(Int64(self)) }
    /// Reads an `INTEGER` that fits.
    public init?(sqliteValue: SQLiteValue) {
        guard let value = Int64(sqliteValue: sqliteValue), let exact = Int32(exactly: value) else { return nil }
        self = exact
    }
}

extension Double: SQLiteValueConvertible {
    /// A `REAL`.
    public var sqliteValue: SQLiteValue { .real(self) }
    /// Reads a `REAL` or an `INTEGER`.
    public init?(sqliteValue: SQLiteValue) {
        switch sqliteValue {
        case .real(let value): self = value
        case .integer(let value): self = Double(value)
        default: return nil
        }
    }
}

extension Bool: SQLiteValueConvertible {
    /// 1 or 0.
    public var sqliteValue: SQLiteValue { .integer(self ? 1 : 0) }
    /// Reads the integers 0 and 1.
    public init?(sqliteValue: SQLiteValue) {
        switch sqliteValue {
        case .integer(0): self = false
        case .integer(1): self = true
        default: return nil
        }
    }
}

extension String: SQLiteValueConvertible {
    /// `TEXT`.
    public var sqliteValue: SQLiteValue { .text(self) }
    /// Reads `TEXT`.
    public init?(sqliteValue: SQLiteValue) {
        guard case .text(let value) = sqliteValue else { return nil }
        self = value
    }
}

extension Data: SQLiteValueConvertible {
    /// A `BLOB`.
    public var sqliteValue: SQLiteValue { .blob(self) }
    /// Reads a `BLOB`, or the UTF-8 bytes of `TEXT`.
    public init?(sqliteValue: SQLiteValue) {
        switch sqliteValue {
        case .blob(let value): self = value
        case .text(let value): self = Data(value.utf8)
        default: return nil
        }
    }
}

extension Date: SQLiteValueConvertible {
    /// Seconds since 1 January 1970 (UTC), as a `REAL`.
    public var sqliteValue: SQLiteValue { .real(timeIntervalSince1970) }
    /// Reads seconds since 1970, `REAL` or `INTEGER`.
    public init?(sqliteValue: SQLiteValue) {
        guard let seconds = Double(sqliteValue: sqliteValue) else { return nil }
        self = Date(timeIntervalSince1970: seconds)
    }
}

extension UUID: SQLiteValueConvertible {
    /// The UUID string as `TEXT`.
    public var sqliteValue: SQLiteValue { .text(uuidString) }
    /// Reads a UUID string.
    public init?(sqliteValue: SQLiteValue) {
        guard case .text(let text) = sqliteValue, let uuid = UUID(uuidString: text) else { return nil }
        self = uuid
    }
}

extension URL: SQLiteValueConvertible {
    /// The absolute string as `TEXT`.
    public var sqliteValue: SQLiteValue { .text(absoluteString) }
    /// Reads a URL string.
    public init?(sqliteValue: SQLiteValue) {
        guard case .text(let text) = sqliteValue, let url = URL(string: text) else { return nil }
        self = url
    }
}

extension Optional: SQLiteValueConvertible where Wrapped: SQLiteValueConvertible {
    /// `NULL` for nil, the wrapped value's otherwise.
    /// (An `if let`: `map(\.sqliteValue)` built a key path on every call, half of a refresh.)
    public var sqliteValue: SQLiteValue {
        if let wrapped = self { return wrapped.sqliteValue }
        return .null
    }
    /// nil for `NULL`, the wrapped type's reading otherwise.
    public init?(sqliteValue: SQLiteValue) {
        if case .null = sqliteValue {
            self = .none
        } else if let wrapped = Wrapped(sqliteValue: sqliteValue) {
            self = .some(wrapped)
        } else {
            return nil
        }
    }
}
