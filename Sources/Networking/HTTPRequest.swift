#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One HTTP request to any URL, as a value: where, how, how long to wait and which redirects
/// to follow; its answer comes back whatever its status.
///
/// ```swift
/// var request = HTTPRequest(url: URL(string: "https://example.com/download")!, redirects: .doNotFollow)
/// let response = try await http.perform(request)
/// if (300...399).contains(response.statusCode) { print(response.header("Location") ?? "") }
/// ```
///
/// Where an `APIRequest` is for a call whose answer must be 2xx (`send` throws otherwise), an
/// `HTTPRequest` is for a fetch that looks at the answer itself: a 404, a redirect not followed,
/// the headers of a `HEAD`. Its `description` shows the method and the endpoint only: no query,
/// header value or credential of the URL.
public struct HTTPRequest: Sendable, Hashable, CustomStringConvertible {
    /// Which redirects a request follows.
    public enum RedirectPolicy: Sendable, Hashable {
        /// Follows at most `max` redirects (0 follows none); one more throws
        /// `APIError.tooManyRedirects`.
        case follow(max: Int)
        /// Follows none: a 3xx answer is the response, with its `Location` header.
        case doNotFollow

        /// The most redirects followed under this policy.
        public var maximumRedirects: Int {
            switch self {
            case .follow(let max): return Swift.max(0, max)
            case .doNotFollow: return 0
            }
        }
    }

    /// The address, query included.
    public var url: URL
    /// The HTTP method; `GET` unless told otherwise.
    public var method: APIRequest.Method
    /// Header fields sent with the request.
    public var headers: [String: String]
    /// The body, or nil for none.
    public var body: Data?
    /// How many seconds the whole exchange may take, redirects included.
    public var timeout: TimeInterval
    /// The redirects followed, or nil for the handler's own limit (an app's `http.max-redirects`).
    public var redirects: RedirectPolicy?
    /// Whether the request holds a secret, so that plain `http` is a downgrade (`HTTPDowngrades`).
    public var carriesSecret: Bool

    /// A request; every part but the URL has a default: a `GET` with no headers or body, a
    /// 30-second timeout, the handler's redirect limit, and no secret.
    public init(
        url: URL,
        method: APIRequest.Method = .get,
        headers: [String: String] = [:],
        body: Data? = nil,
        timeout: TimeInterval = 30,
        redirects: RedirectPolicy? = nil,
        carriesSecret: Bool = false
    ) {
        self.url = url
        self.method = method
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.redirects = redirects
        self.carriesSecret = carriesSecret
    }

    /// Where the request goes, safe to show: scheme, host, port and path only.
    public var endpoint: APIEndpoint { APIEndpoint(url: url) }

    /// `HEAD https://example.com/file`, plus the names (never the values) of the header fields.
    public var description: String {
        var text = "\(method) \(endpoint)"
        if !headers.isEmpty { text += " headers: \(headers.keys.sorted().joined(separator: ", "))" }
        return text
    }

    /// The request as a transport takes it (checked as an `APIRequest` is), reading the body of
    /// any status, with the redirect limit of its policy or else of `limits`.
    func transportRequest(limits: HTTPLimits) throws(APIError) -> HTTPTransportRequest {
        let checked = APIRequest(url: url, method: method, headers: headers, body: body, timeout: timeout, carriesSecret: carriesSecret)
        let effective = HTTPLimits(
            maximumBodyBytes: limits.maximumBodyBytes,
            maximumHeaderBytes: limits.maximumHeaderBytes,
            maximumHeaderLines: limits.maximumHeaderLines,
            maximumRedirects: redirects?.maximumRedirects ?? limits.maximumRedirects
        )
        return try checked.transportRequest(limits: effective, readsAnyStatus: true)
    }
}
