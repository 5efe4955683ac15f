#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Sends a request to any URL and returns the answer whatever its status, as a download or a
/// link checker needs.
///
/// `CurlAPIHandler` conforms, with the same transport, limits and errors as `send`: only a
/// failure to get an answer throws (offline, timeout, body over the limit, too many redirects),
/// never a status.
///
/// ```swift
/// let response = try await http.perform(HTTPRequest(url: address, method: .head, redirects: .follow(max: 10)))
/// print(response.statusCode, response.url)
/// ```
public protocol HTTPRequesting: Sendable {
    /// Sends the request and returns the final answer, whatever its status; throws `APIError`
    /// when there is none (offline, unreachable host, timeout, body or headers over the limits,
    /// more redirects than the policy follows, cancelled).
    func perform(_ request: HTTPRequest) async throws -> HTTPResponse
}
