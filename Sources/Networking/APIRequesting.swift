#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Sends requests to an HTTP API and decodes what it answers.
///
/// Handlers depend on this protocol, never on libcurl: the app registers a
/// `CurlAPIHandler`, and a spec a stub (or the handler over a stub `HTTPTransport`).
///
/// ```swift
/// let response = try await api.send(APIRequest(url: usersURL, timeout: 10))
/// let users = try api.decode([User].self, from: response)
/// ```
///
/// Every error thrown is an `APIError`.
public protocol APIRequesting: Sendable {
    /// Sends the request and returns the response when its status is 2xx; throws `APIError`
    /// otherwise (offline, unreachable host, timeout, HTTP status, body over the size limit,
    /// cancelled). For the answer whatever its status, use `HTTPRequesting.perform`.
    func send(_ request: APIRequest) async throws -> APIResponse

    /// Decodes a response's JSON body, or throws `APIError.unexpectedBody` naming the path of
    /// the first bad field: `[2].company.name`.
    func decode<T: Decodable>(_ type: T.Type, from response: APIResponse) throws -> T
}

extension APIRequesting {
    /// Decodes with a default `JSONDecoder`.
    public func decode<T: Decodable>(_ type: T.Type, from response: APIResponse) throws -> T {
        try JSONBodyDecoder(decoder: JSONDecoder()).decode(type, from: response)
    }

    /// Sends the request and decodes its JSON body in one step.
    ///
    /// ```swift
    /// let users = try await api.fetch([User].self, APIRequest(url: usersURL))
    /// ```
    public func fetch<T: Decodable>(_ type: T.Type, _ request: APIRequest) async throws -> T {
        try decode(type, from: try await send(request))
    }
}
