import Configuration

/// The keys of networking: how HTTP requests are made.
public enum HTTPSettings {
    /// `http.client`: `urlsession` or `forbidden`.
    public static let client = Setting.choice("http.client", among: ["urlsession", "forbidden"], default: "urlsession",
        doc: "How HTTP requests are made: urlsession is the network; forbidden fails any request (specs).")
    /// `http.timeout`: how long one request may take.
    public static let timeout = Setting.duration("http.timeout", default: "10s",
        doc: "How long one HTTP request may take.")
    /// `http.max-body-size`: the largest response body, in bytes.
    public static let maxBodySize = Setting.integer("http.max-body-size", in: 1...1_000_000_000, default: 5_000_000,
        doc: "The largest response body accepted, in bytes.")

    /// Every key of the component.
    public static let all: [any SettingDeclaring] = [client, timeout, maxBodySize]
}
