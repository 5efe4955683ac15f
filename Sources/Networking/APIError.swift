import Platform

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why a request to an API failed, with a message for the user that says what happened, to
/// which endpoint, and what to do.
///
/// Messages name the method-less endpoint (`https://api.example.com/users`): never a query
/// string, a header value or a user name or password from the URL, so an API key cannot leak
/// into output, logs or error reports.
///
/// ```swift
/// do {
///     users = try await api.fetch([User].self, request)
/// } catch let error as APIError {
///     try stderr.write("error: \(error.message)\n")
///     if let hint = error.hint { try stderr.write("hint: \(hint)\n") }
///     exit(error.exitCode.rawValue)
/// }
/// ```
public enum APIError: UserFacingError, Sendable, Hashable {
    /// This machine has no network connection.
    case offline(endpoint: APIEndpoint)
    /// The host could not be found or did not accept the connection.
    case hostUnreachable(endpoint: APIEndpoint)
    /// The server did not answer within the request's timeout, in seconds.
    case timedOut(endpoint: APIEndpoint, seconds: TimeInterval)
    /// The server answered `send` with a status outside 200...299: a 4xx or 5xx, or a 3xx
    /// whose redirect was not followed (redirects off, or a 3xx without a `Location`).
    case httpStatus(endpoint: APIEndpoint, statusCode: Int)
    /// The body is not the JSON expected: `fieldPath` is the path of the bad field
    /// (`[2].company.name`, empty for the whole body) and `problem` what is wrong with it.
    case unexpectedBody(endpoint: APIEndpoint, fieldPath: String, problem: String)
    /// The body is larger than the handler accepts.
    case bodyTooLarge(endpoint: APIEndpoint, limit: Int)
    /// The request was cancelled before it completed.
    case cancelled(endpoint: APIEndpoint)
    /// The request cannot be sent as it is: no http(s) URL, no host, a bad timeout.
    case invalidRequest(endpoint: APIEndpoint, reason: String)
    /// Another transport failure, such as a failed TLS handshake; `reason` is a fixed phrase.
    case transport(endpoint: APIEndpoint, reason: String)
    /// The response's header lines are larger (or more numerous) than the handler accepts.
    case headersTooLarge(endpoint: APIEndpoint, limit: Int)
    /// The server redirected more often than the handler follows.
    case tooManyRedirects(endpoint: APIEndpoint, limit: Int)
    /// The server's TLS certificate could not be verified (unknown authority, wrong host name,
    /// expired).
    case tlsVerificationFailed(endpoint: APIEndpoint)
    /// The HTTP client cannot be used on this machine, such as libcurl missing; `reason` says why.
    case clientUnavailable(endpoint: APIEndpoint, reason: String)
    /// The configured file of certificate authorities cannot be used: missing, not a regular
    /// file, too large, unreadable or without a PEM certificate; `reason` says which.
    case caFileUnusable(endpoint: APIEndpoint, path: String, reason: String)
    /// The proxy the request went through failed it: unreachable, not found, refusing the
    /// tunnel (CONNECT) or failing its own TLS. `proxy` is the proxy's host and port only (its
    /// user and password never appear); `reason` says what it did.
    case proxyFailed(endpoint: APIEndpoint, proxy: String, reason: String)
    /// A downgrade was refused (`HTTPDowngrades.refused`): the server redirected an https
    /// request to plain http (`redirected`), or the request would have sent a secret over
    /// plain http.
    case downgradeRefused(endpoint: APIEndpoint, redirected: Bool)

    /// Where the failed request went.
    public var endpoint: APIEndpoint {
        switch self {
        case .offline(let endpoint), .hostUnreachable(let endpoint), .cancelled(let endpoint),
            .timedOut(let endpoint, _), .httpStatus(let endpoint, _), .bodyTooLarge(let endpoint, _),
            .unexpectedBody(let endpoint, _, _), .invalidRequest(let endpoint, _),
            .transport(let endpoint, _), .headersTooLarge(let endpoint, _), .tooManyRedirects(let endpoint, _),
            .tlsVerificationFailed(let endpoint), .clientUnavailable(let endpoint, _),
            .caFileUnusable(let endpoint, _, _), .proxyFailed(let endpoint, _, _), .downgradeRefused(let endpoint, _):
            return endpoint
        }
    }

    /// One line for the user: what happened and to which endpoint.
    public var message: String {
        switch self {
        case .offline(let endpoint):
            return "cannot reach \(endpoint): this machine is offline"
        case .hostUnreachable(let endpoint):
            let host = endpoint.host.isEmpty ? "the host" : "host \(endpoint.host)"
            return "cannot connect to \(host) for \(endpoint)"
        case .timedOut(let endpoint, let seconds):
            return "\(endpoint) did not answer within \(Self.format(seconds: seconds))"
        case .httpStatus(let endpoint, let statusCode):
            return "\(endpoint) answered HTTP \(statusCode) (\(Self.reasonPhrase(statusCode)))"
        case .unexpectedBody(let endpoint, let fieldPath, let problem):
            let subject = fieldPath.isEmpty ? "the body" : "field \(fieldPath)"
            return "the response from \(endpoint) is not the expected JSON: \(subject) \(problem)"
        case .bodyTooLarge(let endpoint, let limit):
            return "the response from \(endpoint) is larger than the limit of \(Self.format(bytes: limit))"
        case .cancelled(let endpoint):
            return "the request to \(endpoint) was cancelled"
        case .invalidRequest(let endpoint, let reason):
            return "cannot send a request to \(endpoint): \(reason)"
        case .transport(let endpoint, let reason):
            return "the request to \(endpoint) failed: \(reason)"
        case .headersTooLarge(let endpoint, let limit):
            return "the response headers from \(endpoint) are larger than the limit of \(Self.format(bytes: limit))"
        case .tooManyRedirects(let endpoint, let limit):
            return "\(endpoint) redirected more than \(limit) time\(limit == 1 ? "" : "s")"
        case .tlsVerificationFailed(let endpoint):
            return "the TLS certificate of \(endpoint.host.isEmpty ? "the server" : endpoint.host) could not be verified for \(endpoint)"
        case .clientUnavailable(let endpoint, let reason):
            return "cannot send a request to \(endpoint): \(reason)"
        case .caFileUnusable(let endpoint, let path, let reason):
            return "cannot use the CA file \(path) for \(endpoint): \(reason)"
        case .proxyFailed(let endpoint, let proxy, let reason):
            return "the proxy \(proxy) failed the request to \(endpoint): \(reason)"
        case .downgradeRefused(let endpoint, let redirected):
            return redirected
                ? "\(endpoint) redirected from https to an address that is not https, and downgrades are refused"
                : "refused to send an API key to \(endpoint) over plain http, as downgrades are refused"
        }
    }

    /// What the user can do about it, or nil when there is nothing useful to say.
    public var hint: String? {
        switch self {
        case .offline:
            return "check the network connection and try again, or use a source that needs no network"
        case .hostUnreachable:
            return "check the host name and port in the URL, and that the server is running"
        case .timedOut:
            return "the server may be slow or overloaded: try again later, or allow a longer timeout"
        case .httpStatus(_, let statusCode):
            switch statusCode {
            case 401, 403: return "the server refused access: check the credentials configured for it"
            case 404, 410: return "check the URL's path: the server has nothing there"
            case 408, 429: return "the server is busy or limiting requests: wait a little and try again"
            case 400..<500: return "the server rejected the request: check the URL and its parameters"
            case 500..<600: return "the server failed: try again later"
            default: return "check the URL: the server did not answer with data"
            }
        case .unexpectedBody:
            return "check that the URL points to an API that returns the expected JSON"
        case .bodyTooLarge:
            return "check the URL, or raise the response size limit if this much data is expected"
        case .cancelled:
            return nil
        case .invalidRequest:
            return "use an absolute http:// or https:// URL and a positive timeout"
        case .transport:
            return "the server or the network failed the exchange: try again later, or check the URL"
        case .headersTooLarge:
            return
                "the server sent more header lines than any answer needs: check the URL, or raise the header size limit if the server really sends "
                + "this much"
        case .tooManyRedirects:
            return "check the URL: the server redirects in a loop or too far; use the final address directly"
        case .tlsVerificationFailed:
            return "the server's certificate is not trusted: check the host name, or trust its certificate authority with a CA file"
        case .clientUnavailable:
            return "install libcurl (the libcurl4 package on Debian and Ubuntu), or use a source that needs no network"
        case .caFileUnusable:
            return "name a readable PEM file of certificate authorities, or unset the CA file setting to trust the system's"
        case .proxyFailed:
            return "check that the proxy is running and allows this host, or the proxy variables (http_proxy, https_proxy, all_proxy, no_proxy)"
        case .downgradeRefused(_, let redirected):
            return redirected
                ? "the server sends https requests to plain http: use its final address if it is https, or allow downgrades"
                : "use an https URL for this API, or allow downgrades"
        }
    }

    /// The sysexits status an executable exits with: 69 (unavailable) for network, proxy and
    /// server failures (an HTTP status, header lines over the limit, a bad redirect), 65 (bad
    /// data) for a body that is not what was expected, and 78 (configuration) for a request that
    /// cannot be sent as configured.
    public var exitCode: ExitCode {
        switch self {
        case .offline, .hostUnreachable, .timedOut, .httpStatus, .cancelled, .transport, .tooManyRedirects,
            .tlsVerificationFailed, .clientUnavailable, .headersTooLarge, .proxyFailed:
            return .unavailable
        case .downgradeRefused(_, let redirected): return redirected ? .unavailable : .configuration
        case .unexpectedBody, .bodyTooLarge: return .dataError
        case .invalidRequest, .caFileUnusable: return .configuration
        }
    }

    private static func format(seconds: TimeInterval) -> String {
        if seconds == seconds.rounded() { return "\(Int(seconds)) s" }
        return "\(seconds) s"
    }

    static func format(bytes: Int) -> String {
        let mebibyte = 1_048_576
        if bytes >= mebibyte, bytes % mebibyte == 0 { return "\(bytes / mebibyte) MiB" }
        if bytes >= 1024, bytes % 1024 == 0 { return "\(bytes / 1024) KiB" }
        return "\(bytes) bytes"
    }

    private static func reasonPhrase(_ statusCode: Int) -> String {
        switch statusCode {
        case 400: return "bad request"
        case 401: return "unauthorized"
        case 403: return "forbidden"
        case 404: return "not found"
        case 405: return "method not allowed"
        case 408: return "request timeout"
        case 409: return "conflict"
        case 410: return "gone"
        case 422: return "unprocessable content"
        case 429: return "too many requests"
        case 500: return "internal server error"
        case 501: return "not implemented"
        case 502: return "bad gateway"
        case 503: return "service unavailable"
        case 504: return "gateway timeout"
        case 400..<500: return "client error"
        case 500..<600: return "server error"
        default: return "unexpected status"
        }
    }
}

extension APIError: CustomStringConvertible, LocalizedError {
    /// The message, so that interpolating the error shows it.
    public var description: String { message }
    /// The message, for `localizedDescription`.
    public var errorDescription: String? { message }
}
