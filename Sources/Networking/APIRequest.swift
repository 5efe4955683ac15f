import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
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

    /// A request; every part but the URL has a default: a `GET` with no query, headers or body
    /// and a 30-second timeout.
    public init(
        url: URL,
        method: Method = .get,
        queryItems: [URLQueryItem] = [],
        headers: [String: String] = [:],
        body: Data? = nil,
        timeout: TimeInterval = 30
    ) {
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

    /// The `URLRequest` to hand to `URLSession`, or `APIError.invalidRequest` when the URL is not
    /// an absolute http(s) address.
    func urlRequest() throws(APIError) -> URLRequest {
        let endpoint = self.endpoint
        guard endpoint.scheme == "http" || endpoint.scheme == "https" else {
            throw .invalidRequest(endpoint: endpoint, reason: endpoint.scheme.isEmpty
                ? "the URL has no scheme"
                : "the URL scheme \"\(endpoint.scheme)\" is not supported")
        }
        guard !endpoint.host.isEmpty else {
            throw .invalidRequest(endpoint: endpoint, reason: "the URL has no host")
        }
        guard let resolved = resolvedURL else {
            throw .invalidRequest(endpoint: endpoint, reason: "the query parameters cannot be added to the URL")
        }
        guard timeout > 0, timeout.isFinite else {
            throw .invalidRequest(endpoint: endpoint, reason: "the timeout must be a positive number of seconds, not \(timeout)")
        }
        var request = URLRequest(url: resolved, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.httpMethod = method.rawValue
        for (name, value) in headers {
            request.setValue(value, forHTTPHeaderField: name)
        }
        request.httpBody = body
        return request
    }

    /// RFC 3986 unreserved characters pass; everything else, `+`, `&` and `=` included, is encoded.
    private static func percentEncoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }

    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
