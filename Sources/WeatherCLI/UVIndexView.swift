import CLI
import Weather

/// Lays out `weather uv`, and its one-line form `weather uv --short`, from the same report.
///
/// ```text
/// UV index in A Coruña: 1.8 Low
/// Observed Friday, November 21, 2025 at 12:00 PM UTC
/// ```
package enum UVIndexView {
    /// Two lines: the reading in its colour, and when it was observed.
    package static func render(_ report: UVIndexReport, to output: CommandOutput) throws {
        let reading = "\(report.valueText) \(report.level.rawValue)"
        try output.line("UV index in \(bold: report.place): \(reading, graphicRendition: report.colour.ansiCode)")
        try output.line("Observed \(report.observedText)")
    }

    /// `UV 1.8 Low`, coloured on a terminal.
    /// `sample` adds ` (sample data)`, the marker of a bundled provider's reading, on the line.
    package static func renderShort(_ report: UVIndexReport, sample: Bool = false, to output: CommandOutput) throws {
        try output.line("\(report.shortLine, graphicRendition: report.colour.ansiCode)\(sample ? " (sample data)" : "")")
    }
}
