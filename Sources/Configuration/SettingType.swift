import Platform

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a setting holds, and so how its raw text is checked and converted.
///
/// | type       | accepts                                                        |
/// |------------|----------------------------------------------------------------|
/// | `string`   | any text                                                       |
/// | `integer`  | a whole number, optionally within a range                      |
/// | `double`   | a finite number, optionally within a range                     |
/// | `boolean`  | `true`/`false`, `yes`/`no`, `on`/`off`, `1`/`0` (any case)     |
/// | `url`      | an absolute URL with a scheme, such as `https://example.com`   |
/// | `path`     | a file path; `~` is the home directory; a relative path is resolved against the file's folder (the working directory elsewhere) |
/// | `list`     | a JSON array, or text with items separated by commas; at least one item (blank items are dropped) |
/// | `duration` | a number and a unit: `500ms`, `30s`, `1.5s`, `2m`, `1h`, within a range (1ms...24h unless declared otherwise) |
/// | `choice`   | exactly one of a fixed set of names                            |
public enum SettingType: Sendable, Hashable {
    /// Any text.
    case string
    /// A whole number, within the range when there is one.
    case integer(ClosedRange<Int>?)
    /// A finite number, within the range when there is one.
    case double(ClosedRange<Double>?)
    /// `true`/`false`, `yes`/`no`, `on`/`off` or `1`/`0`, in any case.
    case boolean
    /// An absolute URL with a scheme.
    case url
    /// A file path; `~` is the home directory.
    case path
    /// A JSON array, or items separated by commas; at least one item.
    case list
    /// A number and a unit (`500ms`, `30s`, `2m`, `1h`) within the range.
    case duration(ClosedRange<Duration>)
    /// Exactly one of the names.
    case choice([String])

    /// The range of a duration setting unless it declares its own: 1ms...24h. A zero timeout
    /// would fail every request, so durations are positive.
    public static let usualDurations: ClosedRange<Duration> = .milliseconds(1)...(.seconds(24 * 3_600))

    /// A short name for listings: `integer (1...100)`, `choice (sqlite|memory)`.
    public var summary: String {
        switch self {
        case .string: "string"
        case let .integer(range?): "integer (\(range.lowerBound)...\(range.upperBound))"
        case .integer(nil): "integer"
        case let .double(range?): "double (\(Self.format(range.lowerBound))...\(Self.format(range.upperBound)))"
        case .double(nil): "double"
        case .boolean: "boolean"
        case .url: "URL"
        case .path: "path"
        case .list: "list"
        case let .duration(range): "duration (\(SettingValue.format(range.lowerBound))...\(SettingValue.format(range.upperBound)))"
        case let .choice(names): "choice (\(names.joined(separator: "|")))"
        }
    }

    /// What an accepted value looks like, for errors: "expected a whole number between 1 and 10".
    public var expectation: String {
        switch self {
        case .string: "expected text"
        case let .integer(range?): "expected a whole number between \(range.lowerBound) and \(range.upperBound)"
        case .integer(nil): "expected a whole number"
        case let .double(range?): "expected a number between \(Self.format(range.lowerBound)) and \(Self.format(range.upperBound))"
        case .double(nil): "expected a number"
        case .boolean: "expected true or false (also yes/no, on/off, 1/0)"
        case .url: "expected an absolute URL such as https://example.com/api"
        case .path: "expected a file path"
        case .list: "expected a list of at least one item: a JSON array, or items separated by commas"
        case let .duration(range):
            "expected a duration between \(SettingValue.format(range.lowerBound)) and \(SettingValue.format(range.upperBound)), such as 500ms, 30s, "
                + "2m or 1h"
        case let .choice(names): "expected one of: \(names.joined(separator: ", "))"
        }
    }

    /// Checks and converts a raw value. `locations` expands paths; a relative path is resolved
    /// against `folder` when one is given (the folder of the file the value was read from), else
    /// against the working directory.
    func parse(_ raw: RawSettingValue, locations: any FileLocations, relativeTo folder: String? = nil) -> SettingValue? {
        if case let .list(items) = raw {
            return self == .list ? Self.nonEmpty(items) : nil
        }
        let text = raw.text
        if self == .string { return .string(text) }
        let trimmed = text.trimmingBlanks
        switch self {
        case .string:
            return .string(text)
        case let .integer(range):
            guard let value = Int(trimmed), range?.contains(value) ?? true else { return nil }
            return .integer(value)
        case let .double(range):
            guard let value = Double(trimmed), value.isFinite, range?.contains(value) ?? true else { return nil }
            return .double(value)
        case .boolean:
            switch trimmed.lowercased() {
            case "true", "yes", "on", "1": return .boolean(true)
            case "false", "no", "off", "0": return .boolean(false)
            default: return nil
            }
        case .url:
            // As written: a character that must be percent-encoded makes the value invalid rather
            // than being encoded on the user's behalf (FoundationEssentials' URL(string:) would).
            guard let url = URL(string: trimmed, encodingInvalidCharacters: false), let scheme = url.scheme, !scheme.isEmpty,
                scheme == "file" || !(url.host ?? "").isEmpty
            else { return nil }
            return .url(url)
        case .path:
            guard !trimmed.isEmpty else { return nil }
            if let folder, !trimmed.hasPrefix("/"), trimmed != "~", !trimmed.hasPrefix("~/") {
                return .path(URL(fileURLWithPath: URL(fileURLWithPath: folder + "/" + trimmed).standardizedFileURL.fileSystemPath))
            }
            return .path(locations.expand(trimmed))
        case .list:
            return Self.nonEmpty(trimmed.split(separator: ",").map(String.init))
        case let .duration(range):
            guard let duration = Self.parseDuration(trimmed), range.contains(duration) else { return nil }
            return .duration(duration)
        case let .choice(names):
            return names.contains(trimmed) ? .choice(trimmed) : nil
        }
    }

    /// The items trimmed, blank ones dropped; nil when none is left (`",,"`, `[]`).
    static func nonEmpty(_ items: [String]) -> SettingValue? {
        let kept = items.map(\.trimmingBlanks).filter { !$0.isEmpty }
        return kept.isEmpty ? nil : .list(kept)
    }

    static func parseDuration(_ text: String) -> Duration? {
        let units: [(suffix: String, milliseconds: Double)] = [("ms", 1), ("s", 1_000), ("m", 60_000), ("h", 3_600_000)]
        for unit in units where text.hasSuffix(unit.suffix) {
            let number = text.dropLast(unit.suffix.count)
            guard !number.isEmpty, number.allSatisfy({ $0.isNumber || $0 == "." }),
                let value = Double(number), value.isFinite
            else { continue }
            let nanoseconds = (value * unit.milliseconds * 1_000_000).rounded()
            guard nanoseconds < Double(Int64.max) else { return nil }
            return .nanoseconds(Int64(nanoseconds))
        }
        return nil
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
