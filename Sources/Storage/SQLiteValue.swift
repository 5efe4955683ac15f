#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A value as SQLite stores it: null, a 64-bit integer, a double, text or a blob.
///
/// Literals make bindings short: `try transaction.execute("INSERT INTO people VALUES (?, ?)", [1, "Ada"])`.
public enum SQLiteValue: Sendable, Hashable, ExpressibleByNilLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, CustomStringConvertible
{
    /// SQL `NULL`.
    case null
    /// An `INTEGER`.
    case integer(Int64)
    /// A `REAL`.
    case real(Double)
    /// `TEXT`, UTF-8.
    case text(String)
    /// A `BLOB`.
    case blob(Data)

    /// `nil` is `NULL`.
    public init(nilLiteral: ()) { self = .null }
    /// An integer literal is an `INTEGER`.
    public init(integerLiteral value: Int64) { self = .integer(value) }
    /// A floating-point literal is a `REAL`.
    public init(floatLiteral value: Double) { self = .real(value) }
    /// A string literal is `TEXT`.
    public init(stringLiteral value: String) { self = .text(value) }
    /// `true` is 1 and `false` is 0, as SQLite stores booleans.
    public init(booleanLiteral value: Bool) { self = .integer(value ? 1 : 0) }

    /// What kind of value this is, for messages: `null`, `integer`, `real`, `text`, `blob`.
    public var kind: String {
        switch self {
        case .null: return "null"
        case .integer: return "integer"
        case .real: return "real"
        case .text: return "text"
        case .blob: return "blob"
        }
    }

    /// The value as SQL would show it (blobs by size only).
    public var description: String {
        switch self {
        case .null: return "NULL"
        case .integer(let value): return String(value)
        case .real(let value): return String(value)
        case .text(let value): return "'\(value.replacing("'", with: "''"))'"
        case .blob(let value): return "<blob of \(value.count) bytes>"
        }
    }
}
