#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A setting's value after it was checked against its type.
public enum SettingValue: Sendable, Hashable {
    /// The value of a `string` setting.
    case string(String)
    /// The value of an `integer` setting.
    case integer(Int)
    /// The value of a `double` setting.
    case double(Double)
    /// The value of a `boolean` setting.
    case boolean(Bool)
    /// The value of a `url` setting.
    case url(URL)
    /// An absolute file URL: `~` expanded, relative paths resolved.
    case path(URL)
    /// The items of a `list` setting, blank items dropped.
    case list([String])
    /// The value of a `duration` setting.
    case duration(Duration)
    /// The name chosen for a `choice` setting.
    case choice(String)

    /// The value as text, for dumps: paths absolute, durations in their largest whole unit.
    public var text: String {
        switch self {
        case let .string(value), let .choice(value): value
        case let .integer(value): String(value)
        case let .double(value): SettingType.format(value)
        case let .boolean(value): value ? "true" : "false"
        case let .url(url): url.absoluteString
        case let .path(url): url.path
        case let .list(items): items.joined(separator: ",")
        case let .duration(duration): Self.format(duration)
        }
    }

    static func format(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let totalNanoseconds = Double(seconds) * 1e9 + Double(attoseconds) / 1e9
        let milliseconds = totalNanoseconds / 1e6
        for (suffix, size) in [("h", 3_600_000.0), ("m", 60_000.0), ("s", 1_000.0)] where milliseconds >= size {
            let value = milliseconds / size
            if value == value.rounded() { return "\(Int64(value))\(suffix)" }
        }
        if milliseconds >= 1_000 { return "\(SettingType.format(milliseconds / 1_000))s" }
        return "\(SettingType.format(milliseconds))ms"
    }
}
