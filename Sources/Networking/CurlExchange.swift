import CCurl
import Platform
import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Set from any thread when the task that awaits an exchange is cancelled; read by libcurl's
/// callbacks on the exchange's thread.
final class CurlCancellation: Sendable {
    private let flag = Atomic<Bool>(false)

    func cancel() { flag.store(true, ordering: .sequentiallyConsistent) }

    var isCancelled: Bool { flag.load(ordering: .sequentiallyConsistent) }
}

/// One request through one libcurl easy handle: sets it up, performs it on the calling thread
/// (never a thread of Swift's cooperative pool) and maps the result.
struct CurlExchange: Sendable {
    let request: HTTPTransportRequest
    let proxy: String?
    let noProxy: String?
    let caFile: String?
    /// Whether an https request may be redirected to https only.
    let refusesDowngrade: Bool
    let cancellation = CurlCancellation()

    /// Performs the exchange; returns by the request's deadline. `warn` hears of a redirect
    /// from https to plain http that was followed.
    func run(warn: @Sendable (String) -> Void = { _ in }) -> Result<HTTPTransportResponse, APIError> {
        let endpoint = request.endpoint
        var failure: UnsafePointer<CChar>?
        guard ccurl_load(&failure) == 0 else {
            let reason = failure.map { String(cString: $0) } ?? "libcurl could not be loaded"
            return .failure(.clientUnavailable(endpoint: endpoint, reason: reason))
        }
        ccurl_block_sigpipe_on_this_thread()
        guard let handle = ccurl_easy_init() else {
            return .failure(.clientUnavailable(endpoint: endpoint, reason: "libcurl could not create a transfer"))
        }
        defer { ccurl_easy_cleanup(handle) }
        let caCertificates: [UInt8]?
        switch Self.readCAFile(caFile) {
        case .success(let bytes): caCertificates = bytes
        case .failure(let error): return .failure(.caFileUnusable(endpoint: endpoint, path: error.path, reason: error.reason))
        }
        let receiver = CurlReceiver(url: request.url, limits: request.limits, cancellation: cancellation, readsAnyStatus: request.readsAnyStatus)
        let context = Unmanaged.passRetained(receiver)
        defer { context.release() }

        var headerList: UnsafeMutableRawPointer?
        defer { ccurl_slist_free_all(headerList) }
        for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) {
            // "Name;" is how libcurl sends a field with an empty value.
            let line = value.isEmpty ? "\(name);" : "\(name): \(value)"
            guard let appended = ccurl_slist_append(headerList, line) else {
                return .failure(.clientUnavailable(endpoint: endpoint, reason: "libcurl ran out of memory"))
            }
            headerList = appended
        }
        if request.body != nil, let appended = ccurl_slist_append(headerList, "Expect:") { headerList = appended }

        var code = configure(handle, context: context.toOpaque(), headerList: headerList, caCertificates: caCertificates)
        if code == CURLE_OK {
            code = cancellation.isCancelled ? CURLE_ABORTED_BY_CALLBACK : ccurl_easy_perform(handle)
        }
        var osErrno = 0
        _ = ccurl_getinfo_long(handle, CURLINFO_OS_ERRNO, &osErrno)
        var connectCode = 0
        _ = ccurl_getinfo_long(handle, CURLINFO_HTTP_CONNECTCODE, &connectCode)
        if !refusesDowngrade, request.endpoint.scheme == "https", let landed = Self.effectiveURL(handle), landed.scheme == "http" {
            warn(
                "\(request.endpoint) redirected from https to plain http (\(landed.host.isEmpty ? "another address" : landed.host)): the exchange "
                    + "was not encrypted"
            )
        }
        return outcome(code: code, receiver: receiver, osErrno: Int32(truncatingIfNeeded: osErrno), connectCode: connectCode)
    }

    /// Sets every option; the first that libcurl refuses ends the set-up with its code.
    private func configure(
        _ handle: UnsafeMutableRawPointer,
        context: UnsafeMutableRawPointer,
        headerList: UnsafeMutableRawPointer?,
        caCertificates: [UInt8]?
    ) -> Int32 {
        let milliseconds = Self.milliseconds(request.timeout)
        var steps: [() -> Int32] = [
            { string(handle, CURLOPT_URL, request.url.absoluteString) },
            { ccurl_setopt_long(handle, CURLOPT_NOSIGNAL, 1) },
            { ccurl_setopt_long(handle, CURLOPT_TIMEOUT_MS, milliseconds) },
            { ccurl_setopt_long(handle, CURLOPT_CONNECTTIMEOUT_MS, milliseconds) },
            { string(handle, CURLOPT_PROTOCOLS_STR, "http,https") },
            { string(handle, CURLOPT_REDIR_PROTOCOLS_STR, refusesDowngrade && request.endpoint.scheme == "https" ? "https" : "http,https") },
            { ccurl_setopt_long(handle, CURLOPT_FOLLOWLOCATION, request.limits.maximumRedirects > 0 ? 1 : 0) },
            { ccurl_setopt_long(handle, CURLOPT_MAXREDIRS, request.limits.maximumRedirects) },
            { string(handle, CURLOPT_ACCEPT_ENCODING, "") },
            { ccurl_setopt_long(handle, CURLOPT_SSL_VERIFYPEER, 1) },
            { ccurl_setopt_long(handle, CURLOPT_SSL_VERIFYHOST, 2) },
            { string(handle, CURLOPT_PROXY, proxy ?? "") },
            { string(handle, CURLOPT_NOPROXY, noProxy ?? "") },
            { ccurl_setopt_write_function(handle, CURLOPT_HEADERFUNCTION, curlHeaderCallback) },
            { ccurl_setopt_pointer(handle, CURLOPT_HEADERDATA, context) },
            { ccurl_setopt_write_function(handle, CURLOPT_WRITEFUNCTION, curlBodyCallback) },
            { ccurl_setopt_pointer(handle, CURLOPT_WRITEDATA, context) },
            { ccurl_setopt_xferinfo_function(handle, curlProgressCallback) },
            { ccurl_setopt_pointer(handle, CURLOPT_XFERINFODATA, context) },
            { ccurl_setopt_long(handle, CURLOPT_NOPROGRESS, 0) },
        ]
        if let caFile, let caCertificates {
            steps.append {
                // The bytes already read, so libcurl never opens the file itself; a libcurl too
                // old for CA blobs (or a TLS library without them) gets the path of the regular
                // file that was just read.
                let code = caCertificates.withUnsafeBytes { ccurl_setopt_blob(handle, CURLOPT_CAINFO_BLOB, $0.baseAddress, $0.count) }
                guard code == CURLE_UNKNOWN_OPTION || code == CURLE_NOT_BUILT_IN else { return code }
                return string(handle, CURLOPT_CAINFO, caFile)
            }
        }
        if let headerList { steps.append { ccurl_setopt_pointer(handle, CURLOPT_HTTPHEADER, headerList) } }
        switch request.method {
        case .get where request.body == nil:
            steps.append { ccurl_setopt_long(handle, CURLOPT_HTTPGET, 1) }
        case .head where request.body == nil:
            steps.append { ccurl_setopt_long(handle, CURLOPT_NOBODY, 1) }
        case .post:
            steps.append { ccurl_setopt_long(handle, CURLOPT_POST, 1) }
        default:
            steps.append { string(handle, CURLOPT_CUSTOMREQUEST, request.method.rawValue) }
        }
        if let body = request.body ?? (request.method == .post ? Data() : nil) {
            steps.append { ccurl_setopt_off_t(handle, CURLOPT_POSTFIELDSIZE_LARGE, Int64(body.count)) }
            steps.append {
                // COPYPOSTFIELDS copies the bytes now, so they need not outlive this call.
                body.withUnsafeBytes { bytes in
                    guard let base = bytes.baseAddress else {
                        return "".withCString { ccurl_setopt_pointer(handle, CURLOPT_COPYPOSTFIELDS, $0) }
                    }
                    return ccurl_setopt_pointer(handle, CURLOPT_COPYPOSTFIELDS, base)
                }
            }
        }
        for step in steps {
            let code = step()
            if code != CURLE_OK { return code }
        }
        return CURLE_OK
    }

    /// The response, or the `APIError` for why there is none.
    private func outcome(code: Int32, receiver: CurlReceiver, osErrno: Int32, connectCode: Int) -> Result<HTTPTransportResponse, APIError> {
        let endpoint = request.endpoint
        let limits = request.limits
        if let stop = receiver.stop {
            switch stop {
            case .headersTooLarge: return .failure(.headersTooLarge(endpoint: endpoint, limit: limits.maximumHeaderBytes))
            case .bodyTooLarge: return .failure(.bodyTooLarge(endpoint: endpoint, limit: limits.maximumBodyBytes))
            case .cancelled: return .failure(.cancelled(endpoint: endpoint))
            case .status(let status):
                return .success(HTTPTransportResponse(statusCode: status, headers: receiver.headers, body: Data(), redirects: receiver.redirects))
            }
        }
        if code == CURLE_OK {
            return .success(
                HTTPTransportResponse(statusCode: receiver.statusCode, headers: receiver.headers, body: receiver.body, redirects: receiver.redirects)
            )
        }
        if cancellation.isCancelled { return .failure(.cancelled(endpoint: endpoint)) }
        // The proxy this request went through, if any: libcurl bypasses it for NO_PROXY's hosts.
        let usedProxy = proxy.flatMap { HTTPProxySettings.bypasses(host: request.endpoint.host, noProxy: noProxy) ? nil : $0 }
        let failure = CurlFailure(
            code: code,
            osErrno: osErrno,
            statusCode: receiver.statusCode,
            headersComplete: receiver.headersComplete,
            connectCode: connectCode,
            proxy: usedProxy,
            caFile: caFile,
            refusesDowngrade: refusesDowngrade
        )
        return .failure(failure.error(for: request))
    }

    /// Where the transfer ended after redirects, as an endpoint (nothing secret), or nil.
    static func effectiveURL(_ handle: UnsafeMutableRawPointer) -> APIEndpoint? {
        var text: UnsafePointer<CChar>?
        guard ccurl_getinfo_string(handle, CURLINFO_EFFECTIVE_URL, &text) == CURLE_OK, let text,
            let url = URL(string: String(cString: text))
        else { return nil }
        return APIEndpoint(url: url)
    }

    /// The content of the CA file, read as every file a user names is read (`RegularFile`: no
    /// FIFO or device, at most `CurlTransport.maximumCAFileBytes`), or nil when there is none.
    static func readCAFile(_ path: String?) -> Result<[UInt8]?, RegularFileError> {
        guard let path else { return .success(nil) }
        do {
            return .success(try RegularFile.read(at: path, limit: CurlTransport.maximumCAFileBytes))
        } catch {
            return .failure(error)
        }
    }

    /// The timeout in whole milliseconds, rounded up, at least 1.
    static func milliseconds(_ seconds: TimeInterval) -> Int {
        let value = (seconds * 1000).rounded(.up)
        guard value.isFinite, value >= 1 else { return 1 }
        return value >= Double(Int32.max) ? Int(Int32.max) : Int(value)
    }
}

/// Sets a string option; libcurl copies the string.
private func string(_ handle: UnsafeMutableRawPointer, _ option: Int32, _ value: String) -> Int32 {
    value.withCString { ccurl_setopt_pointer(handle, option, $0) }
}
