/// What the transport does about a request less secure than it should be: a request holding a
/// secret (`APIRequest.carriesSecret`, an API key) sent over plain `http`, where anyone on the
/// way (a proxy, the network) reads the key, or an `https` request that a redirect moves to
/// plain `http`. By default each is allowed with a warning; when `refused`, each fails instead
/// (`APIError.downgradeRefused`, exit 78).
///
/// ```swift
/// let downgrades = HTTPDowngrades(refused: false) { line in try? console.standardError.write("warning: \(line)\n") }
/// let transport = CurlTransport(downgrades: downgrades)
/// ```
public struct HTTPDowngrades: Sendable {
    /// Whether a downgrade fails the request instead of being warned about.
    public let refused: Bool
    /// Receives one line (no prefix, no newline) for each downgrade allowed; the same line may
    /// come once per request.
    public let warn: @Sendable (String) -> Void

    /// Downgrades allowed without a word: for specs and tools that need no warning.
    public static let ignored = HTTPDowngrades(refused: false) { _ in }

    /// A policy that refuses downgrades, or warns of each through `warn`.
    public init(refused: Bool, warn: @escaping @Sendable (String) -> Void) {
        self.refused = refused
        self.warn = warn
    }
}
