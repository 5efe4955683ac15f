#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How secrets look wherever a value would be shown.
///
/// Redaction works by construction, not by pattern: what is shown of a URL is rebuilt from the
/// parts a URL parser found (scheme, host, port, path, parameter names) and nothing else, so a
/// user name, a password or a parameter value cannot reach the output whatever characters
/// surround it. Text that does not parse as a URL is not shown at all, only described.
public enum Redaction {
    /// Replaces a secret's value in dumps and errors.
    public static let placeholder = "<redacted>"

    /// A URL as it may be shown: the user and password, and the value of every query (and
    /// fragment) parameter, are `<redacted>`; the scheme, host, port, path and parameter names
    /// stay readable. A parameter is split from the next at `&` only, and its name is kept only
    /// when it is a plain word (letters, digits, `-`, `_`, `.`, `~`); `;` or anything else in a
    /// parameter redacts the whole parameter. Text that is not an absolute URL with a host (or a
    /// `file:` URL) is replaced by its description, such as `<redacted: 14 characters>`.
    ///
    /// ```swift
    /// Redaction.url("http://bob:hunter2@host/x?token=q&page=2")
    /// // "http://<redacted>@host/x?token=<redacted>&page=<redacted>"
    /// Redaction.url("bob:p@ss@host/x")
    /// // "<redacted: 15 characters>"
    /// ```
    public static func url(_ text: String) -> String {
        guard let parts = URLComponents(string: text),
            let scheme = parts.scheme, isScheme(scheme),
            let host = parts.percentEncodedHost, host.utf8.allSatisfy(isHostByte),
            !host.isEmpty || scheme.lowercased() == "file"
        else { return described(text) }
        var shown = scheme + "://"
        if parts.percentEncodedUser != nil || parts.percentEncodedPassword != nil {
            shown += placeholder + "@"
        }
        shown += host
        if let port = parts.port { shown += ":\(port)" }
        shown += parts.percentEncodedPath
        if let query = parts.percentEncodedQuery { shown += "?" + parameters(query) }
        if let fragment = parts.percentEncodedFragment { shown += "#" + parameters(fragment) }
        return shown
    }

    /// A value that is not shown, described by its length only: `<redacted: 14 characters>`.
    public static func described(_ text: String) -> String {
        let count = text.count
        return "<redacted: \(count) character\(count == 1 ? "" : "s")>"
    }

    /// `name=<redacted>` for each `&`-separated parameter whose name is a plain word, and
    /// `<redacted>` for any other.
    private static func parameters(_ text: String) -> String {
        text.split(separator: "&", omittingEmptySubsequences: false).map { parameter -> String in
            if parameter.isEmpty { return "" }
            guard let equals = parameter.firstIndex(of: "=") else { return placeholder }
            let name = parameter[..<equals]
            guard !name.isEmpty, name.utf8.count <= 64, name.utf8.allSatisfy(isNameByte) else { return placeholder }
            return String(name) + "=" + placeholder
        }.joined(separator: "&")
    }

    /// An RFC 3986 scheme: a letter, then letters, digits, `+`, `-` and `.`.
    private static func isScheme(_ text: String) -> Bool {
        guard let first = text.utf8.first, isLetter(first) else { return false }
        return text.utf8.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }
    }

    /// A byte a host shown as it is may hold: letters, digits, `-`, `.`, `_`, `%`, and the `[`, `]`
    /// and `:` of an IPv6 literal. Never `@`, `/`, `?`, `#` or anything outside ASCII.
    private static func isHostByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || "-._%[]:".utf8.contains(byte)
    }

    /// A byte of a parameter name that is shown: letters, digits, `-`, `_`, `.`, `~`.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || "-_.~".utf8.contains(byte)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
