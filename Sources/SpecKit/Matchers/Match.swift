import Foundation

// match: a string contains a match of a regular expression (anywhere, unless the pattern is
// anchored with ^ and $). A nil value fails both `to` and `toNot`.

/// Passes when the string contains a match of the pattern: `expect(time).to(match(#"^\d{2}:\d{2}$"#))`.
///
///     expected to match <\d{2}:\d{2}>, got <hello>
///
/// An invalid pattern fails both `to` and `toNot`, and the message says why.
public func match(_ pattern: String?) -> Matcher<String> {
    Matcher.define("match \(bracketed(pattern))") { expression, message in
        guard let actual = try expression.evaluate(), let pattern else { return MatcherResult(status: .fail, message: message) }
        let regex: NSRegularExpression
        do {
            regex = try NSRegularExpression(pattern: pattern)
        } catch {
            return MatcherResult(status: .fail, message: message.appended(message: " (the pattern is not a valid regular expression)"))
        }
        return MatcherResult(bool: regex.contains(in: actual), message: message)
    }
}

/// Passes when the string contains a match of the compiled expression: `expect(id).to(match(uuidExpression))`.
public func match(_ regex: NSRegularExpression) -> Matcher<String> {
    Matcher.simple("match <\(regex.pattern)>") { expression in
        guard let actual = try expression.evaluate() else { return .fail }
        return MatcherStatus(bool: regex.contains(in: actual))
    }
}

/// Passes when the string contains a match of the Swift regex: `expect(line).to(match(/\d+ users/))`.
/// A regex literal cannot be shown as text, so the message reads `match <regex>` unless you
/// name it: `match(/\d+ users/, named: "a user count")`.
public func match<Output>(_ regex: Regex<Output>, named name: String = "regex") -> Matcher<String> {
    Matcher.simple("match <\(name)>") { expression in
        guard let actual = try expression.evaluate() else { return .fail }
        return MatcherStatus(bool: actual.contains(regex))
    }
}

extension NSRegularExpression {
    fileprivate func contains(in text: String) -> Bool {
        firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}
