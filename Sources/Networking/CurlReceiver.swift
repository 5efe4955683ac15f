import CCurl

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What libcurl has delivered so far for one exchange, and whether it must stop. Used only on
/// the exchange's thread, from libcurl's callbacks.
final class CurlReceiver {
    /// Why a callback stopped the transfer.
    enum Stop {
        case headersTooLarge
        case bodyTooLarge
        case cancelled
        /// The final status is not 2xx: its body is not needed.
        case status(Int)
    }

    let limits: HTTPLimits
    let cancellation: CurlCancellation
    /// Whether the body of any status is kept (an `HTTPRequest`), not only of a 2xx.
    let readsAnyStatus: Bool
    /// Every address redirected to and followed so far.
    private(set) var redirects: [URL] = []
    /// The address of the answer being received.
    private var current: URL
    private(set) var statusCode = 0
    private(set) var headers: [String: String] = [:]
    private(set) var headersComplete = false
    private(set) var body = Data()
    private(set) var stop: Stop?
    private var headerBytes = 0
    private var headerLines = 0

    init(url: URL, limits: HTTPLimits, cancellation: CurlCancellation, readsAnyStatus: Bool = false) {
        current = url
        self.limits = limits
        self.cancellation = cancellation
        self.readsAnyStatus = readsAnyStatus
    }

    /// One header line (status line and blank line included); false stops the transfer.
    func receiveHeader(_ bytes: UnsafeRawBufferPointer) -> Bool {
        if cancellation.isCancelled {
            stop = .cancelled
            return false
        }
        headerBytes += bytes.count
        headerLines += 1
        guard headerBytes <= limits.maximumHeaderBytes, headerLines <= limits.maximumHeaderLines else {
            stop = .headersTooLarge
            return false
        }
        let line = String(decoding: bytes, as: UTF8.self).trimmingBlanksAndNewlines
        if line.hasPrefix("HTTP/") {
            // A new response begins (after a redirect, a 100 Continue or a proxy's CONNECT).
            if (300...399).contains(statusCode), headersComplete, let next = Self.redirectTarget(headers, from: current) {
                redirects.append(next)
                current = next
            }
            body = Data()
            let parts = line.split(separator: " ", maxSplits: 2)
            statusCode = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
            headers = [:]
            headersComplete = false
        } else if line.isEmpty {
            headersComplete = true
        } else if let colon = line.firstIndex(of: ":") {
            let name = line[..<colon].trimmingBlanks
            let value = line[line.index(after: colon)...].trimmingBlanks
            if !name.isEmpty { headers[name] = value }
        }
        return true
    }

    /// Body bytes, decompressed; false stops the transfer.
    func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
        if cancellation.isCancelled {
            stop = .cancelled
            return false
        }
        guard readsAnyStatus || (200...299).contains(statusCode) else {
            if (300...399).contains(statusCode) { return true }
            stop = .status(statusCode)
            return false
        }
        guard body.count + bytes.count <= limits.maximumBodyBytes else {
            stop = .bodyTooLarge
            return false
        }
        body.append(contentsOf: bytes)
        return true
    }
}

extension CurlReceiver {
    /// The address a redirect's `Location` names, resolved against the address it answered, or
    /// nil when it names none.
    static func redirectTarget(_ headers: [String: String], from url: URL) -> URL? {
        guard let location = headers.first(where: { $0.key.lowercased() == "location" })?.value, !location.isEmpty else { return nil }
        return URL(string: location, relativeTo: url)?.absoluteURL
    }
}

/// CURLOPT_HEADERFUNCTION: hands each header line to the receiver.
let curlHeaderCallback: ccurl_write_callback = { data, size, count, context in
    let total = size * count
    guard let context else { return 0 }
    let receiver = Unmanaged<CurlReceiver>.fromOpaque(context).takeUnretainedValue()
    return receiver.receiveHeader(UnsafeRawBufferPointer(start: data, count: total)) ? total : 0
}

/// CURLOPT_WRITEFUNCTION: hands each piece of the (decompressed) body to the receiver.
let curlBodyCallback: ccurl_write_callback = { data, size, count, context in
    let total = size * count
    guard let context else { return 0 }
    let receiver = Unmanaged<CurlReceiver>.fromOpaque(context).takeUnretainedValue()
    return receiver.receiveBody(UnsafeRawBufferPointer(start: data, count: total)) ? total : 0
}

/// CURLOPT_XFERINFOFUNCTION: aborts the transfer once the task is cancelled.
let curlProgressCallback: ccurl_xferinfo_callback = { context, _, _, _, _ in
    guard let context else { return 1 }
    return Unmanaged<CurlReceiver>.fromOpaque(context).takeUnretainedValue().cancellation.isCancelled ? 1 : 0
}
