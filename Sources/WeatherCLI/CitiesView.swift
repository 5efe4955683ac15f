import CLI
import Weather

/// Lays out `weather cities`: one row per city, a failed city saying why in its row.
///
/// ```text
/// CITY       TEMPERATURE  PRESSURE  HUMIDITY  WIND          DESCRIPTION
/// Lugo           10.8 °C  1016 hPa      88 %  2.1 m/s SSW   overcast clouds
/// Atlantis        failed                                    no city called "Atlantis" was found
/// ```
package enum CitiesView {
    /// A table with a row per city.
    package static func render(_ report: CitiesReport, to output: CommandOutput) throws {
        let columns = [
            Table.Column("CITY"), Table.Column("TEMPERATURE", alignment: .right), Table.Column("PRESSURE", alignment: .right),
            Table.Column("HUMIDITY", alignment: .right), Table.Column("WIND"), Table.Column("DESCRIPTION"),
        ]
        let rows = report.rows.map { row -> [Table.Cell] in
            if let weather = row.weather {
                return [row.city, weather.temperatureText, weather.pressureText, weather.humidityText, weather.windText, weather.description].map {
                    Table.Cell($0)
                }
            }
            return [Table.Cell(row.city), LevelColour.red.cell("failed"), "", "", "", Table.Cell(row.error ?? "")]
        }
        try output.table(Table(columns: columns, cells: rows))
    }
}
