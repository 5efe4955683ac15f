#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Moves one HTTP exchange over the wire: the seam between `CurlAPIHandler` (which checks
/// requests, statuses and sizes) and the thing that talks to servers.
///
/// The app's transport is `CurlTransport`; specs hand the handler a stub transport instead
/// (SpecKit's `HTTPStubs` through `NetworkingTesting.HTTPStubsTransport`), so nothing reaches
/// the network.
///
/// ```swift
/// let api = CurlAPIHandler(transport: CurlTransport())
/// ```
///
/// A transport enforces the request's deadline and limits while bytes arrive, and throws only
/// `APIError`, naming the request's endpoint (never its query or credentials).
public protocol HTTPTransport: Sendable {
    /// Sends the request and returns what the server answered, whatever its status.
    func perform(_ request: HTTPTransportRequest) async throws(APIError) -> HTTPTransportResponse
}

/// A request checked by the handler, ready for a transport: an absolute http(s) URL with its
/// query, a positive timeout, and the limits the answer must keep.
public struct HTTPTransportRequest: Sendable, Hashable {
    /// The full URL, query included (never show it: use `endpoint`).
    public let url: URL
    /// The method, upper-cased.
    public let method: APIRequest.Method
    /// Header fields to send.
    public let headers: [String: String]
    /// The body, or nil for none.
    public let body: Data?
    /// Seconds the whole exchange may take, connection and redirects included.
    public let timeout: TimeInterval
    /// What the answer may be at most.
    public let limits: HTTPLimits
    /// Where the request goes, safe to show.
    public let endpoint: APIEndpoint
    /// Whether the request holds a secret (an API key), so that plain `http` is a downgrade.
    public let carriesSecret: Bool
    /// Whether the caller takes an answer of any status (an `HTTPRequest`), so the body of a
    /// 4xx, a 5xx or an unfollowed 3xx is read too; when false only a 2xx body is read.
    public let readsAnyStatus: Bool

    /// A request for a transport.
    public init(
        url: URL,
        method: APIRequest.Method,
        headers: [String: String],
        body: Data?,
        timeout: TimeInterval,
        limits: HTTPLimits,
        endpoint: APIEndpoint,
        carriesSecret: Bool = false,
        readsAnyStatus: Bool = false
    ) {
        self.carriesSecret = carriesSecret
        self.readsAnyStatus = readsAnyStatus
        self.url = url
        self.method = method
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.limits = limits
        self.endpoint = endpoint
    }
}

/// What a server answered: the final status (after redirects), its header fields, the body
/// (decompressed when the server compressed it) and the addresses the request was redirected to.
public struct HTTPTransportResponse: Sendable, Hashable {
    /// The HTTP status code.
    public let statusCode: Int
    /// The header fields of the final response; a name that repeats keeps its last value.
    public let headers: [String: String]
    /// The body.
    public let body: Data
    /// Every address the request was redirected to and followed, in order (each `Location`
    /// resolved against the address before it); empty when none.
    public let redirects: [URL]

    /// A response.
    public init(statusCode: Int, headers: [String: String], body: Data, redirects: [URL] = []) {
        self.statusCode = statusCode
        self.headers = headers
        self.body = body
        self.redirects = redirects
    }
}

/// The most an answer may be, enforced while it arrives, so that no server can make a request
/// run long or use much memory.
public struct HTTPLimits: Sendable, Hashable {
    /// The default body limit: 10 MiB, counted after decompression.
    public static let defaultMaximumBodyBytes = 10 * 1_048_576
    /// The default limit on all response header lines together: 64 KiB.
    public static let defaultMaximumHeaderBytes = 64 * 1024
    /// The default limit on the number of response header lines: 500.
    public static let defaultMaximumHeaderLines = 500
    /// The default number of redirects followed: 5.
    public static let defaultMaximumRedirects = 5

    /// The largest body accepted, in bytes after decompression.
    public let maximumBodyBytes: Int
    /// The most bytes all header lines of all responses (redirects included) may take.
    public let maximumHeaderBytes: Int
    /// The most header lines all responses (redirects included) may have.
    public let maximumHeaderLines: Int
    /// The most redirects followed; 0 follows none (a 3xx answer is then the final answer: an
    /// HTTP status error for `send`, the response for `perform`).
    public let maximumRedirects: Int

    /// Limits; each has a default, and a negative value counts as 0.
    public init(
        maximumBodyBytes: Int = HTTPLimits.defaultMaximumBodyBytes,
        maximumHeaderBytes: Int = HTTPLimits.defaultMaximumHeaderBytes,
        maximumHeaderLines: Int = HTTPLimits.defaultMaximumHeaderLines,
        maximumRedirects: Int = HTTPLimits.defaultMaximumRedirects
    ) {
        self.maximumBodyBytes = max(0, maximumBodyBytes)
        self.maximumHeaderBytes = max(0, maximumHeaderBytes)
        self.maximumHeaderLines = max(0, maximumHeaderLines)
        self.maximumRedirects = max(0, maximumRedirects)
    }
}
