#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Sends `APIRequest`s through an `HTTPTransport` (libcurl's `CurlTransport` unless told
/// otherwise) and maps every failure to an `APIError`.
///
/// It refuses a request that cannot be sent (no http(s) URL, no host, a space in the URL, a
/// timeout that is not positive) before anything leaves the process, hands the transport the
/// request with its limits, and returns the response when its status is 2xx. As an
/// `HTTPRequesting`, it returns the answer to an `HTTPRequest` whatever its status.
///
/// ```swift
/// let api: any APIRequesting = CurlAPIHandler(limits: HTTPLimits(maximumBodyBytes: 5 * 1_048_576))
/// let users = try await api.fetch([User].self, APIRequest(url: usersURL, timeout: 10))
/// ```
///
/// Specs pass a stub transport: `CurlAPIHandler(transport: HTTPStubsTransport(http))`.
public struct CurlAPIHandler: APIRequesting, HTTPRequesting {
    /// What every answer may be at most.
    public let limits: HTTPLimits
    /// What moves the bytes.
    public let transport: any HTTPTransport
    private let bodyDecoder: JSONBodyDecoder

    /// A handler; by default libcurl without a proxy, the default limits and a plain `JSONDecoder`.
    public init(
        transport: any HTTPTransport = CurlTransport(),
        limits: HTTPLimits = HTTPLimits(),
        decoder: JSONDecoder = JSONDecoder()
    ) {
        self.transport = transport
        self.limits = limits
        bodyDecoder = JSONBodyDecoder(decoder: decoder)
    }

    /// Sends the request; returns the response when its status is 2xx and it is within the
    /// limits, and throws `APIError` otherwise. The request's timeout bounds the whole exchange.
    public func send(_ request: APIRequest) async throws -> APIResponse {
        let endpoint = request.endpoint
        let sent = try request.transportRequest(limits: limits)
        let received = try await exchange(sent, endpoint: endpoint)
        guard (200...299).contains(received.statusCode) else {
            throw APIError.httpStatus(endpoint: endpoint, statusCode: received.statusCode)
        }
        guard received.body.count <= limits.maximumBodyBytes else {
            throw APIError.bodyTooLarge(endpoint: endpoint, limit: limits.maximumBodyBytes)
        }
        return APIResponse(statusCode: received.statusCode, headers: received.headers, body: received.body, endpoint: endpoint)
    }

    /// Sends the request and returns the final answer whatever its status, following the
    /// request's redirect policy (the handler's `limits.maximumRedirects` when it has none);
    /// throws `APIError` when there is no answer within the limits.
    public func perform(_ request: HTTPRequest) async throws -> HTTPResponse {
        let endpoint = request.endpoint
        let sent = try request.transportRequest(limits: limits)
        let received = try await exchange(sent, endpoint: endpoint)
        guard received.body.count <= limits.maximumBodyBytes else {
            throw APIError.bodyTooLarge(endpoint: endpoint, limit: limits.maximumBodyBytes)
        }
        return HTTPResponse(
            statusCode: received.statusCode,
            headers: received.headers,
            body: received.body,
            url: received.redirects.last ?? sent.url,
            redirects: received.redirects,
            endpoint: endpoint
        )
    }

    /// The transport's answer, or `APIError.cancelled` whenever the task was cancelled.
    private func exchange(_ sent: HTTPTransportRequest, endpoint: APIEndpoint) async throws(APIError) -> HTTPTransportResponse {
        if Task.isCancelled { throw .cancelled(endpoint: endpoint) }
        let received: HTTPTransportResponse
        do {
            received = try await transport.perform(sent)
        } catch {
            throw Task.isCancelled ? .cancelled(endpoint: endpoint) : error
        }
        if Task.isCancelled { throw .cancelled(endpoint: endpoint) }
        return received
    }

    /// Decodes with the handler's decoder; a bad body throws `APIError.unexpectedBody`.
    public func decode<T: Decodable>(_ type: T.Type, from response: APIResponse) throws -> T {
        try bodyDecoder.decode(type, from: response)
    }
}
