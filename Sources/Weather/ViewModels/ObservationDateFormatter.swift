#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes observation times as American English does in full ("Friday, November 21, 2025 at
/// 12:00 PM UTC"), in a time zone given as an offset from UTC (UTC unless told), so output does
/// not depend on the machine. Written out here from the Gregorian calendar rather than with
/// Foundation's `DateFormatter`, which needs the internationalisation library (ICU) a run would
/// otherwise not load.
///
/// ```swift
/// ObservationDateFormatter().string(from: date)                                  // "Friday, November 21, 2025 at 12:00 PM UTC"
/// ObservationDateFormatter(secondsFromUTC: 3_600).string(from: date)            // "Friday, November 21, 2025 at 1:00 PM UTC+1"
/// ```
package struct ObservationDateFormatter: Sendable {
    /// The offset of the time shown from UTC, in seconds.
    package let secondsFromUTC: Int

    /// A formatter for times `secondsFromUTC` ahead of UTC (behind when negative).
    package init(secondsFromUTC: Int = 0) {
        self.secondsFromUTC = secondsFromUTC
    }

    /// The date's text: weekday, month, day, year, the time on a 12-hour clock and the zone.
    package func string(from date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: secondsFromUTC) ?? .gmt
        let parts = calendar.dateComponents([.year, .month, .day, .weekday, .hour, .minute], from: date)
        let weekday = Self.weekdays[((parts.weekday ?? 1) - 1) % 7]
        let month = Self.months[((parts.month ?? 1) - 1) % 12]
        let hour = parts.hour ?? 0
        let minute = parts.minute ?? 0
        let clock = "\(hour % 12 == 0 ? 12 : hour % 12):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
        return "\(weekday), \(month) \(parts.day ?? 1), \(parts.year ?? 1970) at \(clock) \(zone)"
    }

    /// `UTC`, `UTC+1`, `UTC-3:30`.
    private var zone: String {
        guard secondsFromUTC != 0 else { return "UTC" }
        let minutes = abs(secondsFromUTC) / 60
        let sign = secondsFromUTC < 0 ? "-" : "+"
        let rest = minutes % 60 == 0 ? "" : ":\(minutes % 60 < 10 ? "0" : "")\(minutes % 60)"
        return "UTC\(sign)\(minutes / 60)\(rest)"
    }

    private static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    private static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
}
