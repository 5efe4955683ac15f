/// The pollutants `weather air` reports, each with its bands in µg/m³.
package enum Pollutant: String, Sendable, Codable, CaseIterable {
    /// Fine particles, 2.5 µm and smaller.
    case pm25 = "PM2.5"
    /// Coarse particles, 10 µm and smaller.
    case pm10 = "PM10"
    /// Nitrogen dioxide.
    case no2 = "NO2"
    /// Ozone.
    case o3 = "O3"

    /// The lower bounds of Low, Medium, High and Very high; Very low starts at 0.
    /// Bands are half-open: a value on a bound belongs to the higher band.
    package var bounds: [Double] {
        switch self {
        case .no2: [50, 100, 200, 400]
        case .o3: [60, 120, 180, 240]
        case .pm10: [25, 50, 90, 180]
        case .pm25: [15, 30, 55, 110]
        }
    }

    /// The level of a concentration of this pollutant.
    package func level(for value: Double) -> AirLevel {
        guard value.isFinite, value >= 0 else { return .unknown }
        let band = bounds.firstIndex { value < $0 } ?? bounds.count
        return AirLevel.ranked[band]
    }
}

/// Air quality levels, from best to worst.
package enum AirLevel: String, Sendable, Codable, CaseIterable, Comparable {
    /// The best band.
    case veryLow = "Very low"
    /// The second band.
    case low = "Low"
    /// The middle band.
    case medium = "Medium"
    /// The fourth band.
    case high = "High"
    /// The worst band.
    case veryHigh = "Very high"
    /// No reading, or one that is negative or not a number.
    case unknown = "Unknown"

    static let ranked: [AirLevel] = [.veryLow, .low, .medium, .high, .veryHigh]

    var rank: Int { AirLevel.ranked.firstIndex(of: self) ?? -1 }

    /// Whether `lhs` is a better (lower) level than `rhs`; Unknown ranks below every level.
    package static func < (lhs: AirLevel, rhs: AirLevel) -> Bool { lhs.rank < rhs.rank }

    /// Green, Yellow, Orange, Red, Violet from Very low to Very high; None for Unknown.
    package var colour: LevelColour {
        switch self {
        case .veryLow: .green
        case .low: .yellow
        case .medium: .orange
        case .high: .red
        case .veryHigh: .violet
        case .unknown: .none
        }
    }
}

/// One pollutant's measured concentration.
package struct PollutantReading: Sendable, Hashable, Codable {
    /// What was measured.
    package let pollutant: Pollutant
    /// µg/m³.
    package let value: Double

    /// A reading of `value` µg/m³ of `pollutant`.
    package init(pollutant: Pollutant, value: Double) {
        self.pollutant = pollutant
        self.value = value
    }

    /// The band of the reading.
    package var level: AirLevel { pollutant.level(for: value) }
}

/// The four readings and the overall index: the worst of them.
package struct AirQuality: Sendable, Hashable, Codable {
    /// One reading per pollutant, in the order measured.
    package let readings: [PollutantReading]

    /// The air quality of these readings.
    package init(readings: [PollutantReading]) { self.readings = readings }

    /// The worst known level among the readings; Unknown when none is known.
    package var overall: AirLevel {
        readings.map(\.level).filter { $0 != .unknown }.max() ?? .unknown
    }
}
