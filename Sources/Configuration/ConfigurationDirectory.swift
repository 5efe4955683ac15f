import Foundation

/// The directory the configuration files were read from, and how it was found.
public struct ConfigurationDirectory: Sendable, Hashable {
    /// How the directory was chosen.
    public enum Origin: Sendable, Hashable, CustomStringConvertible {
        /// `--config-dir`.
        case flag
        /// The `APP_CONFIG_DIR` environment variable.
        case environment(variable: String)
        /// `./Config` in the working directory.
        case workingDirectory

        public var description: String {
            switch self {
            case .flag: "--config-dir"
            case let .environment(variable): variable
            case .workingDirectory: "./Config"
            }
        }
    }

    /// The directory, absolute.
    public let url: URL
    /// How it was found.
    public let origin: Origin

    public init(url: URL, origin: Origin) {
        self.url = url
        self.origin = origin
    }
}
