/// What `weather air` shows: each pollutant's concentration, band and colour, and the overall
/// level, the worst of them.
package struct AirQualityReport: Sendable, Equatable, Encodable {
    /// One pollutant's row.
    package struct Row: Sendable, Equatable, Encodable {
        /// `PM2.5`, `PM10`, `NO2`, `O3`.
        package let pollutant: Pollutant
        /// µg/m³, one decimal.
        package let value: Double
        /// Its band.
        package let level: AirLevel
        /// The band's colour.
        package let colour: LevelColour

        /// `6.0 µg/m³`.
        package var valueText: String { "\(NumberText.fixed(value, decimals: 1)) µg/m³" }
    }

    /// The place name.
    package let place: String
    /// One row per pollutant, in the order measured.
    package let readings: [Row]
    /// The worst level among the readings.
    package let overall: AirLevel
    /// The overall level's colour.
    package let overallColour: LevelColour

    /// The report of `air` measured at `place`: each reading rounded to one decimal, with its band.
    package init(place: String, air: AirQuality) {
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
