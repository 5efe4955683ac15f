#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One HTTP request to an API, as a value: where, how, and how long to wait.
///
/// ```swift
/// let request = APIRequest(
///     url: URL(string: "https://jsonplaceholder.typicode.com/users")!,
///     queryItems: [URLQueryItem(name: "_limit", value: "10")],
///     headers: ["Accept": "application/json"],
///     timeout: 10
/// )
/// let users = try await api.decode([User].self, from: try await api.send(request))
/// ```
///
/// Its `description` shows the method and the endpoint only: query values and header values
/// (which may hold API keys or tokens) never appear in it.
public struct APIRequest: Sendable, Hashable, CustomStringConvertible {
    /// An HTTP method, kept upper-cased: `.get`, `.post`, or any other as a string literal.
    public struct Method: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The upper-cased name: `GET`.
        public let rawValue: String

        /// A method by name, upper-cased: `Method(rawValue: "get") == .get`.
        public init(rawValue: String) { self.rawValue = rawValue.uppercased() }

        /// A method from a literal: `"PROPFIND"`.
        public init(stringLiteral value: String) { self.init(rawValue: value) }

        /// `GET`
        public static let get = Method(rawValue: "GET")
        /// `POST`
        public static let post = Method(rawValue: "POST")
        /// `PUT`
        public static let put = Method(rawValue: "PUT")
        /// `PATCH`
        public static let patch = Method(rawValue: "PATCH")
        /// `DELETE`
        public static let delete = Method(rawValue: "DELETE")
        /// `HEAD`
        public static let head = Method(rawValue: "HEAD")

        /// The name: `GET`.
        public var description: String { rawValue }
    }

    /// The address, which may already hold a query; `queryItems` are added after it.
    public var url: URL
    /// The HTTP method; `GET` unless told otherwise.
    public var method: Method
    /// Query parameters added to the URL, percent-encoded (a `+` in a value stays a plus).
    public var queryItems: [URLQueryItem]
    /// Header fields sent with the request, such as `Accept` or `Authorization`.
    public var headers: [String: String]
    /// The body, or nil for none.
    public var body: Data?
    /// How many seconds to wait for the server before failing with `APIError.timedOut`.
    public var timeout: TimeInterval
    /// Whether the request holds a secret (an API key in its query or headers): sent over plain
    /// `http`, the transport warns, or refuses when downgrades are refused (`HTTPDowngrades`).
    public var carriesSecret: Bool

    /// A request; every part but the URL has a default: a `GET` with no query, headers or body,
    /// a 30-second timeout, and no secret.
    public init(
        url: URL,
        method: Method = .get,
        queryItems: [URLQueryItem] = [],
        headers: [String: String] = [:],
        body: Data? = nil,
        timeout: TimeInterval = 30,
        carriesSecret: Bool = false
    ) {
        self.carriesSecret = carriesSecret
        self.url = url
        self.method = method
        self.queryItems = queryItems
        self.headers = headers
        self.body = body
        self.timeout = timeout
    }

    /// Where the request goes, safe to show: scheme, host, port and path only.
    public var endpoint: APIEndpoint { APIEndpoint(url: url) }

    /// `GET https://api.example.com/users`, plus the names (never the values) of the query
    /// parameters and header fields.
    public var description: String {
        var text = "\(method) \(endpoint)"
        let queryNames = (URLComponents(url: url, resolvingAgainstBaseURL: true)?.queryItems ?? []).map(\.name) + queryItems.map(\.name)
        if !queryNames.isEmpty { text += " query: \(queryNames.joined(separator: ", "))" }
        if !headers.isEmpty { text += " headers: \(headers.keys.sorted().joined(separator: ", "))" }
        return text
    }

    /// The full URL with `queryItems` appended, or nil when the URL cannot take them.
    var resolvedURL: URL? {
        guard !queryItems.isEmpty else { return url }
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return nil }
        let added = queryItems.map { item in
            let name = Self.percentEncoded(item.name)
            guard let value = item.value else { return name }
            return "\(name)=\(Self.percentEncoded(value))"
        }.joined(separator: "&")
        if let existing = components.percentEncodedQuery, !existing.isEmpty {
            components.percentEncodedQuery = existing + "&" + added
        } else {
            components.percentEncodedQuery = added
        }
        return components.url
    }

    /// The request as a transport takes it, or `APIError.invalidRequest` when it cannot be sent:
    /// no http(s) scheme, no host, a character that must be percent-encoded (such as a space),
    /// or a timeout that is not a positive number of seconds. `readsAnyStatus` asks the transport
    /// for the body of any status (an `HTTPRequest`), not only of a 2xx.
    func transportRequest(limits: HTTPLimits, readsAnyStatus: Bool = false) throws(APIError) -> HTTPTransportRequest {
        let endpoint = self.endpoint
        guard endpoint.scheme == "http" || endpoint.scheme == "https" else {
            throw .invalidRequest(
                endpoint: endpoint,
                reason: endpoint.scheme.isEmpty
                    ? "the URL has no scheme"
                    : "the URL scheme \"\(endpoint.scheme)\" is not supported (only http and https are)"
            )
        }
        guard !endpoint.host.isEmpty else {
            throw .invalidRequest(endpoint: endpoint, reason: "the URL has no host")
        }
        guard !endpoint.host.unicodeScalars.contains(where: { $0 == "%" || $0.value <= 0x20 || $0.value == 0x7F }) else {
            throw .invalidRequest(endpoint: endpoint, reason: "the host name \"\(endpoint.host)\" is not valid")
        }
        guard let resolved = resolvedURL else {
            throw .invalidRequest(endpoint: endpoint, reason: "the query parameters cannot be added to the URL")
        }
        if let bad = resolved.absoluteString.unicodeScalars.first(where: Self.mustBeEncoded) {
            let name = bad == " " ? "a space" : "the character U+\(String(bad.value, radix: 16, uppercase: true))"
            throw .invalidRequest(endpoint: endpoint, reason: "the URL contains \(name), which must be percent-encoded")
        }
        guard timeout > 0, timeout.isFinite else {
            throw .invalidRequest(endpoint: endpoint, reason: "the timeout must be a positive number of seconds, not \(timeout)")
        }
        for (name, value) in headers where !Self.isValidHeader(name: name, value: value) {
            throw .invalidRequest(endpoint: endpoint, reason: "the header field \"\(Self.printable(name))\" has an invalid name or value")
        }
        return HTTPTransportRequest(
            url: resolved,
            method: method,
            headers: headers,
            body: body,
            timeout: timeout,
            limits: limits,
            endpoint: endpoint,
            carriesSecret: carriesSecret,
            readsAnyStatus: readsAnyStatus
        )
    }

    /// Spaces, controls and anything outside ASCII cannot stand in a URL as it is sent.
    private static func mustBeEncoded(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value <= 0x20 || scalar.value >= 0x7F || scalar == "\"" || scalar == "<" || scalar == ">"
            || scalar == "\\" || scalar == "^" || scalar == "`" || scalar == "{" || scalar == "|" || scalar == "}"
    }

    /// A token name and a value without line breaks: anything else could split the request.
    private static func isValidHeader(name: String, value: String) -> Bool {
        let separators = Set("()<>@,;:\\\"/[]?={} \t".unicodeScalars)
        guard !name.isEmpty, name.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F && !separators.contains($0) }) else {
            return false
        }
        return !value.unicodeScalars.contains { $0 == "\r" || $0 == "\n" || $0 == "\0" }
    }

    private static func printable(_ name: String) -> String {
        String(name.unicodeScalars.filter { $0.value >= 0x20 && $0.value < 0x7F }.prefix(40).map(Character.init))
    }

    /// RFC 3986 unreserved characters pass; every other UTF-8 byte, `+`, `&` and `=` included, is
    /// encoded as `%XX` in upper-case hex.
    private static func percentEncoded(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var encoded: [UInt8] = []
        encoded.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                encoded.append(byte)
            default:
                encoded += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }
}
