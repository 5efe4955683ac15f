#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a server answered an `HTTPRequest`, whatever the status: the status code, the header
/// fields, the body, and where the request ended after the redirects it followed.
///
/// ```swift
/// let response = try await http.perform(HTTPRequest(url: address))
/// guard response.isSuccess else { throw Failure("\(address) answered \(response.statusCode)") }
/// print(response.url, response.redirects.count)
/// ```
public struct HTTPResponse: Sendable, Hashable, CustomStringConvertible {
    /// The HTTP status code of the final answer, 3xx included when its redirect was not followed.
    public let statusCode: Int
    /// The header fields of the final answer; a name that repeats keeps its last value. Look
    /// one up with `header(_:)`, whatever the case of its name.
    public let headers: [String: String]
    /// The body of the final answer (empty for `HEAD`), at most the handler's size limit.
    public let body: Data
    /// Where the request ended: its own URL, or the last address it was redirected to.
    public let url: URL
    /// Every address the request was redirected to and followed, in order; empty when none.
    public let redirects: [URL]
    /// Where the request went first, safe to show in messages.
    public let endpoint: APIEndpoint

    /// A response; handlers build them, and so may stubs in specs.
    public init(statusCode: Int, headers: [String: String] = [:], body: Data = Data(), url: URL, redirects: [URL] = [], endpoint: APIEndpoint) {
        self.statusCode = statusCode
        self.headers = headers
        self.body = body
        self.url = url
        self.redirects = redirects
        self.endpoint = endpoint
    }

    /// Whether the status is 2xx.
    public var isSuccess: Bool { (200...299).contains(statusCode) }

    /// The value of a header field, whatever the case of its name: `header("location")`.
    public func header(_ name: String) -> String? {
        let wanted = name.lowercased()
        return headers.first { $0.key.lowercased() == wanted }?.value
    }

    /// `HTTP 200 from https://example.com/new (1 redirect)`: endpoints only, never a query or a
    /// credential.
    public var description: String {
        let final = APIEndpoint(url: url)
        let count = redirects.count
        return "HTTP \(statusCode) from \(final)" + (count == 0 ? "" : " (\(count) redirect\(count == 1 ? "" : "s"))")
    }
}
