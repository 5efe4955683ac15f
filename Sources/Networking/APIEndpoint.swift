#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a request goes, with nothing secret in it: the scheme, host, port and path of its URL.
///
/// The query, the fragment and any user name or password in the URL are left out, so an
/// endpoint may be shown in errors, logs and dumps even when the query carries an API key:
///
/// ```swift
/// let url = URL(string: "https://api.example.com/v1/users?key=s3cret")!
/// APIEndpoint(url: url).description   // "https://api.example.com/v1/users"
/// ```
public struct APIEndpoint: Sendable, Hashable, CustomStringConvertible {
    /// `https`, `http`, or empty for a URL without one.
    public let scheme: String
    /// The host name, or empty for a URL without one.
    public let host: String
    /// The port when the URL names one.
    public let port: Int?
    /// The path as written in the URL (percent-encoded), `/` when it is empty.
    public let path: String

    /// The endpoint of a URL.
    public init(url: URL) {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: true)
        scheme = components?.scheme?.lowercased() ?? ""
        host = components?.host ?? ""
        port = components?.port
        let rawPath = components?.percentEncodedPath ?? ""
        path = rawPath.isEmpty ? "/" : rawPath
    }

    /// `https://api.example.com:8443/v1/users`: never a query, fragment, user or password.
    public var description: String {
        guard !host.isEmpty else { return path }
        let portPart = port.map { ":\($0)" } ?? ""
        let schemePart = scheme.isEmpty ? "" : "\(scheme)://"
        return "\(schemePart)\(host)\(portPart)\(path)"
    }
}
