#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An ultraviolet index reading: its value and when it was observed.
package struct UVIndex: Sendable, Hashable, Codable {
    /// The index: 0 and up.
    package let value: Double
    /// When it was observed.
    package let date: Date

    /// A reading of `value` observed at `date`.
    package init(value: Double, date: Date) {
        self.value = value
        self.date = date
    }

    /// The band of the value.
    package var level: UVLevel { UVLevel(value) }
}

/// The WHO's UV index bands: [0,3) Low, [3,6) Moderate, [6,8) High, [8,11) Very high,
/// 11 and above Extreme; anything else (negative, not a number) Unknown.
package enum UVLevel: String, Sendable, Codable, CaseIterable {
    /// Index below 3.
    case low = "Low"
    /// Index from 3 to below 6.
    case moderate = "Moderate"
    /// Index from 6 to below 8.
    case high = "High"
    /// Index from 8 to below 11.
    case veryHigh = "Very high"
    /// Index 11 and above.
    case extreme = "Extreme"
    /// Negative, or not a number.
    case unknown = "Unknown"

    /// The band of `value`: bounds belong to the higher band.
    package init(_ value: Double) {
        switch value {
        case 0..<3: self = .low
        case 3..<6: self = .moderate
        case 6..<8: self = .high
        case 8..<11: self = .veryHigh
        case 11...: self = value.isFinite ? .extreme : .unknown
        default: self = .unknown
        }
    }

    /// Green, Yellow, Orange, Red, Violet from Low to Extreme; None for Unknown.
    package var colour: LevelColour {
        switch self {
        case .low: .green
        case .moderate: .yellow
        case .high: .orange
        case .veryHigh: .red
        case .extreme: .violet
        case .unknown: .none
        }
    }
}
