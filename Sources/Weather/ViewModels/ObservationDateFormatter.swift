import Foundation

/// Writes observation times in full date style with the time (spaces plain), in a given time zone (UTC for
/// `weather uv`) and locale, both injected so output does not depend on the machine.
///
/// ```swift
/// ObservationDateFormatter(locale: Locale(identifier: "en_US"), timeZone: .gmt).string(from: date)
/// // "Friday, November 21, 2025 at 12:00 PM UTC"
/// ```
public struct ObservationDateFormatter: Sendable {
    /// The language and conventions of the text.
    public let locale: Locale
    /// The time zone the text is in, named after the time.
    public let timeZone: TimeZone

    /// A formatter for `locale` (American English unless given) and `timeZone` (UTC unless given).
    public init(locale: Locale = Locale(identifier: "en_US"), timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .gmt) {
        self.locale = locale
        self.timeZone = timeZone
    }

    /// The date's text: full date style, short time style, and the zone's abbreviation.
    public func string(from date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.dateStyle = .full
        formatter.timeStyle = .short
        let zone = timeZone.identifier == "GMT" || timeZone.identifier == "UTC" ? "UTC" : (timeZone.abbreviation(for: date) ?? timeZone.identifier)
        // ICU puts narrow no-break spaces before "PM"; plain spaces read the same and survive
        // every terminal and grep.
        let text = formatter.string(from: date).replacingOccurrences(of: "\u{202F}", with: " ").replacingOccurrences(of: "\u{00A0}", with: " ")
        return "\(text) \(zone)"
    }
}
