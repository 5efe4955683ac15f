import CLI
import Weather

/// Lays out `weather current`:
///
/// ```text
/// A Coruña: light rain
/// Temperature  14.3 °C
/// Pressure     1014 hPa
/// Humidity     82 %
/// Wind         6.2 m/s WSW
/// ```
package enum CurrentWeatherView {
    /// The place and description, then a line per measurement.
    package static func render(_ report: CurrentWeatherReport, to output: CommandOutput) throws {
        try output.line("\(bold: report.place): \(report.description)")
        try output.table(
            Table(
                headers: [],
                rows: [
                    ["Temperature", report.temperatureText],
                    ["Pressure", report.pressureText],
                    ["Humidity", report.humidityText],
                    ["Wind", report.windText],
                ]
            )
        )
    }
}
