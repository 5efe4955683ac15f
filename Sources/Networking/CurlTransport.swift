import CCurl
import Platform

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The live `HTTPTransport`: libcurl, opened with `dlopen` on the first request (so a run that
/// sends none never loads libcurl, TLS or their dependencies), one easy handle per request,
/// performed on a thread of its own.
///
/// Every request ends by its deadline, whatever the server does: libcurl's own
/// `CURLOPT_TIMEOUT_MS` bounds the whole exchange (connection, redirects, a silent or dripping
/// server, an endless body). The limits of the request are enforced while bytes arrive: header
/// lines and their bytes as each line comes, the body after decompression (gzip and deflate are
/// accepted and inflated by libcurl), so a compression bomb stops at the body limit. Redirects
/// are followed up to the limit, to http and https only; TLS peers and host names are verified
/// against the system's authorities, or `caFile`'s when given: that file is read by the
/// transport itself, through `Platform.RegularFile` (a FIFO or a device is refused at once, a
/// file over `maximumCAFileBytes` without being read), and handed to libcurl as bytes. Proxies are exactly `proxies`:
/// libcurl never reads the environment itself.
///
/// Cancelling the calling task aborts the transfer within about a second (libcurl's progress
/// callback sees the flag); the task then throws `APIError.cancelled`.
///
/// ```swift
/// let transport = CurlTransport(proxies: HTTPProxySettings(environment: ProcessEnvironment()),
///                               caFile: "/etc/ssl/corporate-root.pem")
/// let api = CurlAPIHandler(transport: transport)
/// ```
public struct CurlTransport: HTTPTransport {
    /// The proxies requests go through.
    public let proxies: HTTPProxySettings
    /// A PEM file of certificate authorities trusted instead of the system's, or nil.
    public let caFile: String?
    /// The largest CA file read, in bytes: 16 MiB, about 80 times the system bundle of a
    /// Debian machine. A larger one is refused with `APIError.caFileUnusable` unread.
    public static let maximumCAFileBytes = 16 << 20
    /// What is done about a secret over plain http or a redirect from https to http.
    public let downgrades: HTTPDowngrades

    /// A transport with these proxies (none by default), optionally a CA file, and a policy for
    /// downgrades (allowed silently by default).
    public init(proxies: HTTPProxySettings = .none, caFile: String? = nil, downgrades: HTTPDowngrades = .ignored) {
        self.proxies = proxies
        self.downgrades = downgrades
        self.caFile = caFile.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Performs the exchange on a thread of its own and resumes when libcurl returns, which it
    /// does by the request's deadline.
    public func perform(_ request: HTTPTransportRequest) async throws(APIError) -> HTTPTransportResponse {
        if Task.isCancelled { throw .cancelled(endpoint: request.endpoint) }
        let endpoint = request.endpoint
        if request.carriesSecret, endpoint.scheme == "http" {
            if downgrades.refused { throw .downgradeRefused(endpoint: endpoint, redirected: false) }
            downgrades.warn("an API key is sent to \(endpoint.host) over plain http, readable by anyone on the way; use https")
        }
        let exchange = CurlExchange(
            request: request,
            proxy: proxies.proxy(forScheme: request.endpoint.scheme),
            noProxy: proxies.noProxy,
            caFile: caFile,
            refusesDowngrade: downgrades.refused
        )
        let cancellation = exchange.cancellation
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<HTTPTransportResponse, APIError>, Never>) in
                let started = DetachedThread.start {
                    continuation.resume(returning: exchange.run(warn: downgrades.warn))
                }
                if !started {
                    continuation.resume(
                        returning: .failure(.transport(endpoint: request.endpoint, reason: "the system could not start a thread for the request"))
                    )
                }
            }
        } onCancel: {
            cancellation.cancel()
        }
        return try outcome.get()
    }

    /// Nil when libcurl can be loaded here, otherwise one line saying why not.
    public static func unavailabilityReason() -> String? {
        var failure: UnsafePointer<CChar>?
        guard ccurl_load(&failure) != 0 else { return nil }
        return failure.map { String(cString: $0) } ?? "\(String(cString: ccurl_library_name())) could not be loaded"
    }
}
