/// How secrets look wherever a value would be shown.
public enum Redaction {
    /// Replaces a secret's value in dumps and errors.
    public static let placeholder = "<redacted>"

    /// A URL as it may be shown: the user and password, and the value of every query (and
    /// fragment) parameter, are `<redacted>`; the scheme, host, port, path and parameter names
    /// stay readable. Works on any text, valid URL or not, so an invalid value in an error is
    /// redacted too.
    ///
    /// ```swift
    /// Redaction.url("http://bob:hunter2@host/x?token=q&page=2")
    /// // "http://<redacted>@host/x?token=<redacted>&page=<redacted>"
    /// ```
    public static func url(_ text: String) -> String {
        var rest = Substring(text)
        var shown = ""
        // The user and password: between `://` (or, in text that is no URL, the last `/`) and
        // the `@` of the authority.
        let beforeParameters = rest[..<(rest.firstIndex { $0 == "?" || $0 == "#" } ?? rest.endIndex)]
        if let scheme = beforeParameters.firstRange(of: "://") {
            let authority = beforeParameters[scheme.upperBound...].prefix { $0 != "/" }
            if let at = authority.lastIndex(of: "@") {
                shown += rest[..<scheme.upperBound] + placeholder
                rest = rest[at...]
            }
        } else if let at = beforeParameters.firstIndex(of: "@") {
            let start = beforeParameters[..<at].lastIndex(of: "/").map { beforeParameters.index(after: $0) } ?? beforeParameters.startIndex
            shown += rest[..<start] + placeholder
            rest = rest[at...]
        }
        guard let parameters = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) else { return shown + rest }
        shown += rest[..<parameters]
        rest = rest[parameters...]
        // What is left is `?query` and/or `#fragment`: each `name=value` keeps its name only.
        var part = ""
        func flush() {
            guard !part.isEmpty else { return }
            if let equals = part.firstIndex(of: "=") {
                shown += part[...equals] + placeholder
            } else {
                shown += placeholder
            }
            part = ""
        }
        for character in rest {
            switch character {
            case "?", "#", "&", ";":
                flush()
                shown.append(character)
            default:
                part.append(character)
            }
        }
        flush()
        return shown
    }
}
