#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `weather uv` shows: the index with one decimal, its band and colour, and when it was
/// observed. `weather uv --short` shows the same report as one line.
package struct UVIndexReport: Sendable, Equatable, Encodable {
    /// The place name.
    package let place: String
    /// The index, one decimal.
    package let value: Double
    /// The band of the index as measured (so 2.99 is Low, though shown as 3.0).
    package let level: UVLevel
    /// The band's colour.
    package let colour: LevelColour
    /// When it was observed.
    package let observed: Date
    /// `observed` in full date style, UTC: `Friday, November 21, 2025 at 12:00 PM UTC`.
    package let observedText: String

    /// The report of `uv` at `place`; `observedText` is its date as the view shows it.
    package init(place: String, uv: UVIndex, observedText: String) {
        self.place = place
        value = NumberText.rounded(uv.value, decimals: 1)
        level = uv.level
        colour = uv.level.colour
        observed = uv.date
        self.observedText = observedText
    }

    /// `1.8`.
    package var valueText: String { NumberText.fixed(value, decimals: 1) }

    /// `UV 1.8 Low`: the one line of `weather uv --short`, for a status bar or a prompt.
    package var shortLine: String { "UV \(valueText) \(level.rawValue)" }
}
