/// A value as a layer wrote it, before it is checked against the setting's type: a piece of
/// text (environment variables, flags, JSON strings, numbers and booleans) or a list (JSON arrays).
public enum RawSettingValue: Sendable, Hashable {
    /// Text: an environment variable, a flag's value, or a JSON string, number or boolean.
    case text(String)
    /// A list: a JSON array of strings.
    case list([String])

    /// The value as it would be typed on a command line: list items joined by commas.
    public var text: String {
        switch self {
        case let .text(text): text
        case let .list(items): items.joined(separator: ",")
        }
    }
}
