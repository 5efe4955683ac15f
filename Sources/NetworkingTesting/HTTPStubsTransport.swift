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
/// limit of the request is applied to canned bodies, and a canned 3xx with a `Location` is
/// followed up to the request's redirect limit, as libcurl follows it.
public struct HTTPStubsTransport: HTTPTransport {
    /// The stubs that answer.
    public let stubs: HTTPStubs

    /// A transport answering from `stubs`.
    public init(_ stubs: HTTPStubs) {
        self.stubs = stubs
    }

    /// Records the request with the stubs and returns, or throws, their answer; a 3xx with a
    /// `Location` is followed as the live transport follows it, up to the request's redirect
    /// limit.
    public func perform(_ request: HTTPTransportRequest) async throws(APIError) -> HTTPTransportResponse {
        var method = HTTPMethod(rawValue: request.method.rawValue)
        var url = request.url
        var body = request.body
        var redirects: [URL] = []
        while true {
            let recorded = RecordedHTTPRequest(method: method, url: url, headers: request.headers, body: body)
            switch stubs.answer(recorded) {
            case let .response(status, headers, content):
                if (300...399).contains(status), let next = Self.location(headers, from: url) {
                    guard redirects.count < request.limits.maximumRedirects else {
                        if request.limits.maximumRedirects == 0 { return HTTPTransportResponse(statusCode: status, headers: headers, body: content) }
                        throw .tooManyRedirects(endpoint: request.endpoint, limit: request.limits.maximumRedirects)
                    }
                    redirects.append(next)
                    url = next
                    // As libcurl does: a 303, and a 301 or 302 to a POST, go on as a GET.
                    if status == 303 || (method == .post && (status == 301 || status == 302)) {
                        if method != .head { method = .get }
                        body = nil
                    }
                    continue
                }
                let read = request.readsAnyStatus || (200...299).contains(status)
                if read, content.count > request.limits.maximumBodyBytes {
                    throw .bodyTooLarge(endpoint: request.endpoint, limit: request.limits.maximumBodyBytes)
                }
                return HTTPTransportResponse(statusCode: status, headers: headers, body: content, redirects: redirects)
            case let .urlError(code):
                throw Self.error(for: code, request: request)
            case let .error(error):
                if let apiError = error as? APIError { throw apiError }
                throw .transport(endpoint: request.endpoint, reason: "the HTTP stub failed the request (\(type(of: error)))")
            }
        }
    }

    /// The address a redirect names, resolved against the address it answered, or nil.
    private static func location(_ headers: [String: String], from url: URL) -> URL? {
        guard let location = headers.first(where: { $0.key.lowercased() == "location" })?.value, !location.isEmpty else { return nil }
        return URL(string: location, relativeTo: url)?.absoluteURL
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
