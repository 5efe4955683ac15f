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

/// The `APIError` for a libcurl result code, naming the real cause. Only the code and the
/// operating system's errno are used: libcurl's own error text may hold the URL.
enum CurlFailure {
    static func error(code: Int32, osErrno: Int32, statusCode: Int, headersComplete: Bool, caFile: String?, request: HTTPTransportRequest) -> APIError {
        let endpoint = request.endpoint
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
        case CURLE_URL_MALFORMAT:
            return .invalidRequest(endpoint: endpoint, reason: "the URL is malformed")
        case CURLE_UNSUPPORTED_PROTOCOL where (300...399).contains(statusCode):
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
            return .invalidRequest(endpoint: endpoint, reason: caFile.map { "the CA file \($0) cannot be read or holds no PEM certificate" } ?? "the system's CA certificates cannot be read")
        case CURLE_OUT_OF_MEMORY where !headersComplete:
            // libcurl refuses a single header line over 100 KB this way, before any callback sees it.
            return .headersTooLarge(endpoint: endpoint, limit: request.limits.maximumHeaderBytes)
        case CURLE_PARTIAL_FILE:
            return .transport(endpoint: endpoint, reason: "the connection closed before the whole body arrived (it is shorter than its Content-Length)")
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
