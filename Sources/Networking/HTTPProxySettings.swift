import Platform

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which proxy requests go through, read from the environment the way curl reads it, and handed
/// to `CurlTransport` explicitly (libcurl is told to use exactly these, never to read the
/// environment itself).
///
/// | Variable | Used for |
/// |---|---|
/// | `http_proxy` (lower case only, as curl: `HTTP_PROXY` may be set by a CGI request) | `http://` URLs |
/// | `HTTPS_PROXY`, `https_proxy` | `https://` URLs |
/// | `ALL_PROXY`, `all_proxy` | either, when the one above is not set |
/// | `NO_PROXY`, `no_proxy` | hosts that bypass the proxy (comma-separated, `*` for all) |
///
/// ```swift
/// let proxies = HTTPProxySettings(environment: ProcessEnvironment())
/// let transport = CurlTransport(proxies: proxies)
/// ```
///
/// Proxy URLs may hold credentials: they are passed to libcurl and never shown.
public struct HTTPProxySettings: Sendable, Hashable {
    /// The proxy for `http://` URLs.
    public let http: String?
    /// The proxy for `https://` URLs.
    public let https: String?
    /// The proxy for any URL without one of its own.
    public let all: String?
    /// Hosts reached directly, as curl's `NO_PROXY` reads them.
    public let noProxy: String?

    /// No proxy at all.
    public static let none = HTTPProxySettings(http: nil, https: nil, all: nil, noProxy: nil)

    /// Proxies given one by one; an empty string counts as none.
    public init(http: String? = nil, https: String? = nil, all: String? = nil, noProxy: String? = nil) {
        self.http = Self.nonEmpty(http)
        self.https = Self.nonEmpty(https)
        self.all = Self.nonEmpty(all)
        self.noProxy = Self.nonEmpty(noProxy)
    }

    /// Proxies from the environment, by curl's rules (see the table above): for each, the
    /// lower-case variable wins over the upper-case one.
    public init(environment: any EnvironmentVariables) {
        func first(_ names: String...) -> String? {
            names.lazy.compactMap { Self.nonEmpty(environment[$0]) }.first
        }
        self.init(
            http: first("http_proxy"),
            https: first("https_proxy", "HTTPS_PROXY"),
            all: first("all_proxy", "ALL_PROXY"),
            noProxy: first("no_proxy", "NO_PROXY")
        )
    }

    /// The proxy for a URL with this scheme, or nil to connect directly.
    public func proxy(forScheme scheme: String) -> String? {
        switch scheme.lowercased() {
        case "http": return http ?? all
        case "https": return https ?? all
        default: return all
        }
    }

    /// Whether libcurl goes to `host` directly rather than through a proxy, by `noProxy` (a
    /// comma-separated list, as `NO_PROXY`): `*` bypasses every host; an entry matches the host
    /// itself and, with or without a leading dot, every host under it. CIDR entries are not
    /// matched here, so a host they cover is counted as proxied.
    ///
    /// ```swift
    /// HTTPProxySettings.bypasses(host: "api.example.com", noProxy: ".example.com,localhost")  // true
    /// ```
    public static func bypasses(host: String, noProxy: String?) -> Bool {
        guard let noProxy else { return false }
        let name = withoutBrackets(host.lowercased())
        for entry in noProxy.split(whereSeparator: { $0 == "," || $0 == " " }) {
            var pattern = entry.lowercased()
            if pattern == "*" { return true }
            while pattern.hasPrefix(".") { pattern.removeFirst() }
            if pattern.hasSuffix(".") { pattern.removeLast() }
            guard !pattern.isEmpty else { continue }
            let trimmed = withoutBrackets(pattern)
            if name == trimmed || name.hasSuffix("." + trimmed) { return true }
        }
        return false
    }

    /// A proxy as it may be shown: its host and port only, never its user or password
    /// (`http://bob:pw@proxy.example:3128` is shown `proxy.example:3128`).
    public static func shown(_ proxy: String) -> String {
        let text = proxy.contains("://") ? proxy : "http://" + proxy
        guard let components = URLComponents(string: text), let host = components.percentEncodedHost, !host.isEmpty,
            host.utf8.allSatisfy({ byte in
                byte.isASCIIDigit || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || "-._[]:%".utf8.contains(byte)
            })
        else { return "set in the proxy variables" }
        return components.port.map { "\(host):\($0)" } ?? host
    }

    /// An IPv6 literal's address without its brackets: `[::1]` -> `::1`.
    private static func withoutBrackets(_ host: String) -> String {
        host.trimming { $0 == "[" || $0 == "]" }
    }

    private static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.trimmingBlanks.isEmpty else { return nil }
        return value
    }
}
