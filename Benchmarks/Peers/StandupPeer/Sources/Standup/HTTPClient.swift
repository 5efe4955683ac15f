import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends a request and returns the body and the response: `URLSession` in the app, a stub in
/// specs.
public protocol HTTPClient: Sendable {
    /// The body and the response to `request`.
    func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse)
}

/// The HTTP client of the app: `URLSession`.
public struct URLSessionHTTPClient: HTTPClient {
    /// The session sending the requests.
    public let session: URLSession

    public init(session: URLSession = .shared) {
        self.session = session
    }

    public func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        return (data, http)
    }
}
