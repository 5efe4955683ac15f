import Configuration

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The keys of networking: how HTTP requests are made. Declared once, here; a component that
/// sends requests through the handler may read `timeout` too.
public enum HTTPSettings {
    /// How HTTP requests are made: the values of `http.client`.
    public enum Client: String, CaseIterable, Sendable {
        /// With the system's libcurl, loaded on the first request.
        case curl
    }

    /// `http.client`: `curl`.
    public static let client = Setting<Client>.oneOf(
        "http.client",
        default: .curl,
        doc: "How HTTP requests are made: curl sends them with the system's libcurl, loaded on the first request."
    )
    /// `http.timeout`: how long one request may take.
    public static let timeout = Setting.duration(
        "http.timeout",
        default: "10s",
        doc: "How long one HTTP request may take, connection and redirects included."
    )
    /// `http.max-body-size`: the largest response body, in bytes.
    public static let maxBodySize = Setting.integer(
        "http.max-body-size",
        in: 1...1_000_000_000,
        default: 5_000_000,
        doc: "The largest response body accepted, in bytes after decompression."
    )
    /// `http.max-header-size`: the most bytes the response header lines may take together.
    public static let maxHeaderSize = Setting.integer(
        "http.max-header-size",
        in: 1024...16_777_216,
        default: 65_536,
        doc: "The most bytes all response header lines may take together (at most 500 lines)."
    )
    /// `http.max-redirects`: how many redirects are followed.
    public static let maxRedirects = Setting.integer(
        "http.max-redirects",
        in: 0...50,
        default: 5,
        doc: "How many redirects are followed (to http or https only); 0 follows none."
    )
    /// `http.ca-file`: a PEM file of certificate authorities to trust instead of the system's.
    public static let caFile = Setting.path(
        "http.ca-file",
        default: nil,
        doc: "A PEM file of certificate authorities trusted instead of the system's: how to trust a test or corporate certificate."
    )

    /// `http.refuse-downgrade`: fail instead of warning when a request would lose https.
    public static let refuseDowngrade = Setting.boolean(
        "http.refuse-downgrade",
        default: false,
        doc: "Fail, instead of warning on standard error, when an API key would be sent over plain http or an https request is redirected to http."
    )

    /// Every key of the component.
    public static let all: [any SettingDeclaring] = [client, timeout, maxBodySize, maxHeaderSize, maxRedirects, caFile, refuseDowngrade]

    /// `http.timeout` in seconds, as requests take it.
    public static func timeoutSeconds(_ configuration: ResolvedConfiguration) throws(ConfigurationError) -> TimeInterval {
        let duration = try configuration.value(of: timeout)
        return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
