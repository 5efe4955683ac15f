import Foundation
import Networking
import SpecKit
import SpecKitHTTP

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An `HTTPTransport` that answers from SpecKit's `HTTPStubs`, for specs of code that sends
/// requests through `CurlAPIHandler`: nothing reaches the network, requests are matched and
/// recorded as through `HTTPStubs.session`, and an unmatched request fails the example.
///
/// ```swift
/// let http = HTTPStubs()
/// let api = CurlAPIHandler(transport: HTTPStubsTransport(http))
/// http.stub(.get, host: "api.example.com", path: "/users").respond(body: #"[{"name":"Ada"}]"#)
/// http.stub(.get, path: "/cities").fail(.notConnectedToInternet)      // APIError.offline
/// ```
///
/// A stub's `fail(_:)` code becomes the `APIError` the live transport throws for the same
/// failure (`.timedOut` is `.timedOut`, `.cannotConnectToHost` `.hostUnreachable`...). The body
/// limit of the request is applied to canned bodies.
public struct HTTPStubsTransport: HTTPTransport {
    /// The stubs that answer.
    public let stubs: HTTPStubs

    /// A transport answering from `stubs`.
    public init(_ stubs: HTTPStubs) {
        self.stubs = stubs
    }

    /// Records the request with the stubs and returns, or throws, their answer.
    public func perform(_ request: HTTPTransportRequest) async throws(APIError) -> HTTPTransportResponse {
        let recorded = RecordedHTTPRequest(
            method: HTTPMethod(rawValue: request.method.rawValue),
            url: request.url,
            headers: request.headers,
            body: request.body
        )
        switch stubs.answer(recorded) {
        case let .response(status, headers, body):
            if (200...299).contains(status), body.count > request.limits.maximumBodyBytes {
                throw .bodyTooLarge(endpoint: request.endpoint, limit: request.limits.maximumBodyBytes)
            }
            return HTTPTransportResponse(statusCode: status, headers: headers, body: body)
        case let .urlError(code):
            throw Self.error(for: code, request: request)
        case let .error(error):
            if let apiError = error as? APIError { throw apiError }
            throw .transport(endpoint: request.endpoint, reason: "the HTTP stub failed the request (\(type(of: error)))")
        }
    }

    /// The `APIError` the live transport throws for the failure a `URLError` code names.
    static func error(for code: URLError.Code, request: HTTPTransportRequest) -> APIError {
        let endpoint = request.endpoint
        switch code {
        case .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff, .callIsActive:
            return .offline(endpoint: endpoint)
        case .cannotFindHost, .cannotConnectToHost, .dnsLookupFailed:
            return .hostUnreachable(endpoint: endpoint)
        case .timedOut:
            return .timedOut(endpoint: endpoint, seconds: request.timeout)
        case .cancelled, .userCancelledAuthentication:
            return .cancelled(endpoint: endpoint)
        case .networkConnectionLost:
            return .transport(endpoint: endpoint, reason: "the connection failed while the answer was being received")
        case .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
            return .tlsVerificationFailed(endpoint: endpoint)
        case .secureConnectionFailed, .clientCertificateRejected, .clientCertificateRequired:
            return .transport(endpoint: endpoint, reason: "the secure connection (TLS) could not be established")
        case .badServerResponse, .cannotParseResponse:
            return .transport(endpoint: endpoint, reason: "the server's answer is not valid HTTP")
        case .cannotDecodeRawData, .cannotDecodeContentData:
            return .transport(endpoint: endpoint, reason: "the body's Content-Encoding could not be decoded")
        case .httpTooManyRedirects:
            return .tooManyRedirects(endpoint: endpoint, limit: request.limits.maximumRedirects)
        case .dataLengthExceedsMaximum:
            return .bodyTooLarge(endpoint: endpoint, limit: request.limits.maximumBodyBytes)
        case .badURL, .unsupportedURL:
            return .invalidRequest(endpoint: endpoint, reason: "the URL is malformed")
        default:
            return .transport(endpoint: endpoint, reason: "network error \(code.rawValue) (stubbed)")
        }
    }
}
