import Storage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One conversion, as `fx convert` prints it and `fx history` lists it: an entry of an
/// append-only log, so its id is a fresh `UUID`.
///
/// ```swift
/// let conversion = Conversion(amount: 100, from: "USD", to: "EUR", result: 92.59, at: Date())
/// ```
public struct Conversion: StorableRecord, Codable, Hashable, Sendable {
    /// Unique to this conversion.
    public let id: UUID
    /// The amount converted, in `from`.
    public let amount: Double
    /// The currency converted from.
    public let from: String
    /// The currency converted to.
    public let to: String
    /// The amount in `to`.
    public let result: Double
    /// When it was converted.
    public let at: Date

    public init(id: UUID = UUID(), amount: Double, from: String, to: String, result: Double, at: Date) {
        self.id = id
        self.amount = amount
        self.from = from
        self.to = to
        self.result = result
        self.at = at
    }
}
