import CCurl

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The `APIError` for a failed libcurl transfer, blaming the party at fault: the proxy when the
/// request went through one and it failed, the server for what the server sent, the
/// configuration only for what the configuration says. Only codes, numbers and the errno are
/// used: libcurl's own error text may hold the URL.
struct CurlFailure {
    /// The libcurl result code.
    let code: Int32
    /// The operating system's errno of the last socket operation.
    let osErrno: Int32
    /// The last HTTP status received from the server, 0 when none.
    let statusCode: Int
    /// Whether the last answer's header lines all arrived.
    let headersComplete: Bool
    /// The status the proxy answered the tunnel's CONNECT with, 0 when there was none.
    let connectCode: Int
    /// The proxy the request went through, nil when it went directly.
    let proxy: String?
    /// The CA file in use, nil for the system's authorities.
    let caFile: String?
    /// Whether an https request was allowed to be redirected to https only.
    let refusesDowngrade: Bool

    func error(for request: HTTPTransportRequest) -> APIError {
        if let proxy, let reason = proxyReason() {
            return .proxyFailed(endpoint: request.endpoint, proxy: HTTPProxySettings.shown(proxy), reason: reason)
        }
        return serverOrClientError(for: request)
    }

    /// What the proxy did wrong, or nil when the failure is not the proxy's.
    private func proxyReason() -> String? {
        let tunnelRefused = (300...999).contains(connectCode)
        let throughTLSProxy = proxy.map { $0.lowercased().hasPrefix("https://") } ?? false
        switch code {
        case CURLE_COULDNT_CONNECT:
            // Through a proxy, libcurl only ever connects to the proxy.
            return "it did not accept the connection"
        case CURLE_COULDNT_RESOLVE_PROXY:
            return "its host could not be found"
        case CURLE_PROXY, CURLE_RECV_ERROR, CURLE_SEND_ERROR:
            if tunnelRefused { return "it refused the tunnel (CONNECT answered HTTP \(connectCode))" }
            return code == CURLE_PROXY ? "it refused or broke the connection" : nil
        case CURLE_SSL_CONNECT_ERROR, CURLE_SSL_CERTPROBLEM:
            return throughTLSProxy && connectCode == 0 ? "its own secure connection (TLS) could not be established" : nil
        case CURLE_PEER_FAILED_VERIFICATION:
            return throughTLSProxy && connectCode == 0 ? "its own TLS certificate could not be verified" : nil
        default:
            return nil
        }
    }

    private func serverOrClientError(for request: HTTPTransportRequest) -> APIError {
        let endpoint = request.endpoint
        let redirecting = (300...399).contains(statusCode)
        switch code {
        case CURLE_OPERATION_TIMEDOUT:
            return .timedOut(endpoint: endpoint, seconds: request.timeout)
        case CURLE_COULDNT_CONNECT:
            return osErrno == ENETUNREACH ? .offline(endpoint: endpoint) : .hostUnreachable(endpoint: endpoint)
        case CURLE_COULDNT_RESOLVE_HOST:
            return .hostUnreachable(endpoint: endpoint)
        case CURLE_COULDNT_RESOLVE_PROXY:
            return .transport(endpoint: endpoint, reason: "the proxy's host could not be found; check http_proxy, https_proxy and all_proxy")
        case CURLE_PROXY:
            return .transport(endpoint: endpoint, reason: "the proxy refused or failed the connection")
        case CURLE_URL_MALFORMAT where redirecting:
            // The URL the user gave was sent; what libcurl could not parse is the server's Location.
            return .transport(endpoint: endpoint, reason: "the server answered HTTP \(statusCode) with a malformed redirect address (Location)")
        case CURLE_URL_MALFORMAT:
            return .invalidRequest(endpoint: endpoint, reason: "the URL is malformed")
        case CURLE_UNSUPPORTED_PROTOCOL where redirecting && refusesDowngrade && endpoint.scheme == "https":
            return .downgradeRefused(endpoint: endpoint, redirected: true)
        case CURLE_UNSUPPORTED_PROTOCOL where redirecting:
            return .transport(endpoint: endpoint, reason: "the server redirected to an address that is not http:// or https://, which is refused")
        case CURLE_UNSUPPORTED_PROTOCOL:
            // An answer without a status line (HTTP/0.9), which libcurl refuses this way.
            return .transport(endpoint: endpoint, reason: "the server's answer is not valid HTTP")
        case CURLE_TOO_MANY_REDIRECTS:
            return .tooManyRedirects(endpoint: endpoint, limit: request.limits.maximumRedirects)
        case CURLE_PEER_FAILED_VERIFICATION:
            return .tlsVerificationFailed(endpoint: endpoint)
        case CURLE_SSL_CONNECT_ERROR, CURLE_SSL_CERTPROBLEM:
            return .transport(endpoint: endpoint, reason: "the secure connection (TLS) could not be established")
        case CURLE_SSL_CACERT_BADFILE:
            guard let caFile else { return .invalidRequest(endpoint: endpoint, reason: "the system's CA certificates cannot be read") }
            return .caFileUnusable(endpoint: endpoint, path: caFile, reason: "it holds no PEM certificate libcurl can use")
        case CURLE_OUT_OF_MEMORY where !headersComplete:
            // libcurl refuses a single header line over 100 KB this way, before any callback sees it.
            return .headersTooLarge(endpoint: endpoint, limit: request.limits.maximumHeaderBytes)
        case CURLE_PARTIAL_FILE:
            return .transport(
                endpoint: endpoint,
                reason: "the connection closed before the whole body arrived (it is shorter than its Content-Length)"
            )
        case CURLE_GOT_NOTHING:
            return .transport(endpoint: endpoint, reason: "the server closed the connection without answering")
        case CURLE_WEIRD_SERVER_REPLY:
            return .transport(endpoint: endpoint, reason: "the server's answer is not valid HTTP")
        case CURLE_BAD_CONTENT_ENCODING:
            return .transport(endpoint: endpoint, reason: "the body's Content-Encoding could not be decoded")
        case CURLE_SEND_ERROR:
            return .transport(endpoint: endpoint, reason: "the connection failed while the request was being sent")
        case CURLE_RECV_ERROR:
            return .transport(endpoint: endpoint, reason: "the connection failed while the answer was being received")
        case CURLE_HTTP2, CURLE_HTTP2_STREAM:
            return .transport(endpoint: endpoint, reason: "the HTTP/2 exchange failed")
        case CURLE_ABORTED_BY_CALLBACK:
            return .cancelled(endpoint: endpoint)
        default:
            return .transport(endpoint: endpoint, reason: "\(String(cString: ccurl_easy_strerror(code))) (libcurl error \(code))")
        }
    }
}
