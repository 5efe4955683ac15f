import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends `APIRequest`s through a `URLSession` and maps every failure to an `APIError`.
///
/// The session is injected: the app passes a plain one, a spec passes one whose configuration
/// routes requests to a URL-protocol stub.
///
/// ```swift
/// let api: any APIRequesting = URLSessionAPIHandler(maximumResponseBytes: 5 * 1_048_576)
/// let users = try await api.fetch([User].self, APIRequest(url: usersURL, timeout: 10))
/// ```
public struct URLSessionAPIHandler: APIRequesting {
    /// The default limit on a response body: 10 MiB.
    public static let defaultMaximumResponseBytes = 10 * 1_048_576

    /// The session requests go through.
    public let session: URLSession
    /// The largest body accepted; a larger one fails with `APIError.bodyTooLarge`.
    public let maximumResponseBytes: Int
    private let bodyDecoder: JSONBodyDecoder

    /// A handler; by default an ephemeral session (no cookies or cache kept on disk), a 10 MiB
    /// body limit and a plain `JSONDecoder`.
    public init(
        session: URLSession = URLSession(configuration: .ephemeral),
        maximumResponseBytes: Int = URLSessionAPIHandler.defaultMaximumResponseBytes,
        decoder: JSONDecoder = JSONDecoder()
    ) {
        self.session = session
        self.maximumResponseBytes = max(0, maximumResponseBytes)
        bodyDecoder = JSONBodyDecoder(decoder: decoder)
    }

    /// Sends the request; returns the response when its status is 2xx and its body within the
    /// limit, and throws `APIError` otherwise. The request's timeout bounds the whole exchange,
    /// whatever the session does with `URLRequest.timeoutInterval`.
    public func send(_ request: APIRequest) async throws -> APIResponse {
        let endpoint = request.endpoint
        let urlRequest = try request.urlRequest()
        if Task.isCancelled { throw APIError.cancelled(endpoint: endpoint) }
        let received = try await exchange(urlRequest, endpoint: endpoint, timeout: request.timeout)
        if Task.isCancelled { throw APIError.cancelled(endpoint: endpoint) }
        guard (200...299).contains(received.statusCode) else {
            throw APIError.httpStatus(endpoint: endpoint, statusCode: received.statusCode)
        }
        guard received.body.count <= maximumResponseBytes, received.expectedLength <= Int64(maximumResponseBytes) else {
            throw APIError.bodyTooLarge(endpoint: endpoint, limit: maximumResponseBytes)
        }
        return APIResponse(statusCode: received.statusCode, headers: received.headers, body: received.body, endpoint: endpoint)
    }

    /// What came back, in a form that can cross tasks.
    private struct Received: Sendable {
        let statusCode: Int
        let headers: [String: String]
        let body: Data
        let expectedLength: Int64
    }

    /// Runs the data task against a deadline: the first to finish wins, the other is cancelled.
    private func exchange(_ urlRequest: URLRequest, endpoint: APIEndpoint, timeout: TimeInterval) async throws -> Received {
        let session = self.session
        do {
            return try await withThrowingTaskGroup(of: Received?.self) { group in
                group.addTask {
                    let (data, response) = try await session.data(for: urlRequest)
                    guard let http = response as? HTTPURLResponse else {
                        throw APIError.transport(endpoint: endpoint, reason: "the answer is not an HTTP response")
                    }
                    var headers: [String: String] = [:]
                    for (name, value) in http.allHeaderFields {
                        if let name = name as? String, let value = value as? String { headers[name] = value }
                    }
                    return Received(statusCode: http.statusCode, headers: headers, body: data, expectedLength: http.expectedContentLength)
                }
                group.addTask {
                    try await Task.sleep(for: .seconds(timeout))
                    return nil
                }
                defer { group.cancelAll() }
                guard let first = try await group.next(), let received = first else {
                    throw APIError.timedOut(endpoint: endpoint, seconds: timeout)
                }
                return received
            }
        } catch let error as APIError {
            throw error
        } catch {
            if Task.isCancelled { throw APIError.cancelled(endpoint: endpoint) }
            throw Self.map(error, endpoint: endpoint, timeout: timeout)
        }
    }

    /// Decodes with the handler's decoder; a bad body throws `APIError.unexpectedBody`.
    public func decode<T: Decodable>(_ type: T.Type, from response: APIResponse) throws -> T {
        try bodyDecoder.decode(type, from: response)
    }

    /// The `APIError` for what `URLSession` threw. Only the error's code is used: its own
    /// description holds the full URL, query included, and never reaches the user.
    static func map(_ error: any Error, endpoint: APIEndpoint, timeout: TimeInterval) -> APIError {
        if error is CancellationError { return .cancelled(endpoint: endpoint) }
        guard let urlError = error as? URLError else {
            return .transport(endpoint: endpoint, reason: "an unexpected error occurred (\(type(of: error)))")
        }
        switch urlError.code {
        case .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff, .callIsActive:
            return .offline(endpoint: endpoint)
        case .cannotFindHost, .cannotConnectToHost, .dnsLookupFailed:
            return .hostUnreachable(endpoint: endpoint)
        case .timedOut:
            return .timedOut(endpoint: endpoint, seconds: timeout)
        case .cancelled, .userCancelledAuthentication:
            return .cancelled(endpoint: endpoint)
        case .networkConnectionLost:
            return .transport(endpoint: endpoint, reason: "the connection was lost before the answer was complete")
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
             .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected,
             .clientCertificateRequired:
            return .transport(endpoint: endpoint, reason: "the secure connection (TLS) could not be established")
        case .badServerResponse, .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData:
            return .transport(endpoint: endpoint, reason: "the server's answer is not valid HTTP")
        case .httpTooManyRedirects, .redirectToNonExistentLocation:
            return .transport(endpoint: endpoint, reason: "the server redirected too often or to nowhere")
        case .dataLengthExceedsMaximum:
            return .transport(endpoint: endpoint, reason: "the answer is too large")
        case .badURL, .unsupportedURL:
            return .invalidRequest(endpoint: endpoint, reason: "the URL is not supported")
        case .userAuthenticationRequired:
            return .httpStatus(endpoint: endpoint, statusCode: 401)
        default:
            return .transport(endpoint: endpoint, reason: "network error \(urlError.code.rawValue)")
        }
    }
}
