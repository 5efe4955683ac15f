/// What `weather air` shows: each pollutant's concentration, band and colour, and the overall
/// level, the worst of them.
public struct AirQualityReport: Sendable, Equatable, Encodable {
    /// One pollutant's row.
    public struct Row: Sendable, Equatable, Encodable {
        /// `PM2.5`, `PM10`, `NO2`, `O3`.
        public let pollutant: Pollutant
        /// µg/m³, one decimal.
        public let value: Double
        /// Its band.
        public let level: AirLevel
        /// The band's colour.
        public let colour: LevelColour

        /// `6.0 µg/m³`.
        public var valueText: String { "\(NumberText.fixed(value, decimals: 1)) µg/m³" }
    }

    /// The place name.
    public let place: String
    /// One row per pollutant, in the order measured.
    public let readings: [Row]
    /// The worst level among the readings.
    public let overall: AirLevel
    /// The overall level's colour.
    public let overallColour: LevelColour

    /// The report of `air` measured at `place`: each reading rounded to one decimal, with its band.
    public init(place: String, air: AirQuality) {
        self.place = place
        readings = air.readings.map { reading in
            Row(
                pollutant: reading.pollutant,
                value: NumberText.rounded(reading.value, decimals: 1),
                level: reading.level,
                colour: reading.level.colour
            )
        }
        overall = air.overall
        overallColour = air.overall.colour
    }
}
