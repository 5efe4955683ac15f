import Configuration
import Foundation

/// The keys of networking: how HTTP requests are made. Declared once, here; a component that
/// sends requests through the handler may read `timeout` too.
public enum HTTPSettings {
    /// `http.client`: `urlsession`.
    public static let client = Setting.choice("http.client", among: ["urlsession"], default: "urlsession",
        doc: "How HTTP requests are made: urlsession sends them with Foundation's URLSession.")
    /// `http.timeout`: how long one request may take.
    public static let timeout = Setting.duration("http.timeout", default: "10s",
        doc: "How long one HTTP request may take.")
    /// `http.max-body-size`: the largest response body, in bytes.
    public static let maxBodySize = Setting.integer("http.max-body-size", in: 1...1_000_000_000, default: 5_000_000,
        doc: "The largest response body accepted, in bytes.")

    /// Every key of the component.
    public static let all: [any SettingDeclaring] = [client, timeout, maxBodySize]

    /// `http.timeout` in seconds, as requests take it.
    public static func timeoutSeconds(_ configuration: ResolvedConfiguration) throws(ConfigurationError) -> TimeInterval {
        let duration = try configuration.value(of: timeout)
        return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
