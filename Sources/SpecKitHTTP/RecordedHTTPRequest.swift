import Foundation
import SpecKit

/// A request that reached an `HTTPStubs` session or a `LoopbackHTTPServer`, kept for assertions.
///
/// ```swift
/// let request = try require(http.requests.first)
/// expect(request.method) == .post
/// expect(request.header("Content-Type")) == "application/json"
/// expect(request.bodyText) == #"{"name":"Ada"}"#
/// ```
public struct RecordedHTTPRequest: Sendable, Hashable, CustomStringConvertible {
    /// The request's method.
    public let method: HTTPMethod
    /// The full URL, with its query.
    public let url: URL
    /// The header fields as sent (for HTTPStubs: the ones set on the request; URLSession adds
    /// its own, such as `User-Agent`, only on the wire).
    public let headers: [String: String]
    /// The body, or nil when the request had none.
    public let body: Data?

    /// Creates the record of a request as the stub or server received it.
    public init(method: HTTPMethod, url: URL, headers: [String: String], body: Data?) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }

    /// The URL's path, percent-decoded: `/users`.
    public var path: String {
        URLComponents(url: url, resolvingAgainstBaseURL: false)?.path ?? url.path
    }

    /// The query items by name (the last one wins when a name repeats); empty without a query.
    public var query: [String: String] {
        var items: [String: String] = [:]
        for item in URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? [] {
            items[item.name] = item.value ?? ""
        }
        return items
    }

    /// The value of a header field, whatever the case of its name.
    public func header(_ name: String) -> String? {
        headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// The body decoded as UTF-8, or nil without a body.
    public var bodyText: String? {
        body.map { String(decoding: $0, as: UTF8.self) }
    }

    /// `POST https://api.example.com/users`, with secrets in the query redacted.
    public var description: String {
        "\(method) \(SecretRedaction.url(url))"
    }

    /// The header fields, sorted by name, secrets redacted: `Accept: text/plain, Authorization: <redacted>`.
    var headersDescription: String {
        guard !headers.isEmpty else { return "none" }
        return headers.sorted { $0.key.lowercased() < $1.key.lowercased() }
            .map { "\($0.key): \(SecretRedaction.header($0.key, $0.value))" }
            .joined(separator: ", ")
    }
}

/// Keeps secrets (API keys, tokens, passwords) out of failure messages: values of header fields
/// and query items whose names suggest a secret are shown as `<redacted>`.
enum SecretRedaction {
    static let placeholder = "<redacted>"

    private static let secretWords = ["auth", "key", "token", "secret", "password", "passwd", "cookie", "signature", "appid", "session"]

    static func isSecret(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return secretWords.contains { lowered.contains($0) }
    }

    static func header(_ name: String, _ value: String) -> String {
        isSecret(name) ? placeholder : value
    }

    /// The URL with the values of secret query items redacted.
    static func url(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let items = components.queryItems, items.contains(where: { isSecret($0.name) })
        else { return url.absoluteString }
        components.queryItems = items.map { isSecret($0.name) ? URLQueryItem(name: $0.name, value: "REDACTED") : $0 }
        return (components.string ?? url.absoluteString).replacingOccurrences(of: "=REDACTED", with: "=\(placeholder)")
    }
}
