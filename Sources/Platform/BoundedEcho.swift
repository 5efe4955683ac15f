/// How a message quotes what a user gave: at most `limit` characters of a value, then how long it
/// was, so that an error about a 120 KB argument or 50,000 arguments is a line, not the input
/// again. The error printer bounds each whole message the same way, as a net for what no message
/// quotes by hand (a path, a provider's detail).
///
/// ```swift
/// BoundedEcho.quoted("Ada")                                  // 'Ada'
/// BoundedEcho.quoted(String(repeating: "x", count: 120_000))  // 'xxx...x'... (120000 characters), 100 x's
/// BoundedEcho.list(["2", "3", "4", "5", "6", "7", "8"])       // '2', '3', '4', '5', '6' and 2 more
/// ```
public enum BoundedEcho {
    /// The characters of a value a message quotes at most: 100.
    public static let limit = 100

    /// The characters of a list's values a message quotes at most: 5.
    public static let listLimit = 5

    /// The value between `mark`s, cut after `limit` characters and followed by
    /// `... (N characters)` when it was longer.
    public static func quoted(_ value: some StringProtocol, mark: Character = "'") -> String {
        guard value.utf8.count > limit else { return "\(mark)\(value)\(mark)" }
        let count = value.count
        guard count > limit else { return "\(mark)\(value)\(mark)" }
        return "\(mark)\(value.prefix(limit))\(mark)... (\(count) characters)"
    }

    /// The first `listLimit` values, each quoted, separated by commas, and how many more there were.
    public static func list(_ values: some Collection<String>, mark: Character = "'") -> String {
        let shown = values.prefix(listLimit).map { quoted($0, mark: mark) }.joined(separator: ", ")
        return values.count > listLimit ? "\(shown) and \(values.count - listLimit) more" : shown
    }

    /// The text cut after `limit` characters and followed by `... (N characters)` when it was
    /// longer: the error printer's net for a whole message.
    public static func truncated(_ text: String, limit: Int) -> String {
        guard text.utf8.count > limit else { return text }
        let count = text.count
        guard count > limit else { return text }
        return "\(text.prefix(limit))... (\(count) characters)"
    }
}
