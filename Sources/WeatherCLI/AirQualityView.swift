import CLI
import Weather

/// Lays out `weather air`:
///
/// ```text
/// Air quality in Lugo: Low
/// POLLUTANT       VALUE  LEVEL
/// PM2.5      9.0 µg/m³   Very low
/// ...
/// ```
package enum AirQualityView {
    /// The overall level, then a row per pollutant.
    package static func render(_ report: AirQualityReport, to output: CommandOutput) throws {
        try output.line("Air quality in \(bold: report.place): \(report.overall.rawValue, graphicRendition: report.overallColour.ansiCode)")
        let rows = report.readings.map { row in
            [Table.Cell(row.pollutant.rawValue), Table.Cell(row.valueText), row.colour.cell(row.level.rawValue)]
        }
        try output.table(Table(columns: [Table.Column("POLLUTANT"), Table.Column("VALUE", alignment: .right), Table.Column("LEVEL")], cells: rows))
    }
}
