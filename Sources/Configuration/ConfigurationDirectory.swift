#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The directory the configuration files were read from, and how it was found.
public struct ConfigurationDirectory: Sendable, Hashable {
    /// How the directory was chosen.
    public enum Origin: Sendable, Hashable, CustomStringConvertible {
        /// `--config-dir`.
        case flag
        /// The program's directory variable, such as `PEOPLE_ROULETTE_CONFIG_DIR`.
        case environment(variable: String)
        /// The user's directory for the program: `$XDG_CONFIG_HOME/<app>/`.
        case userDirectory
        /// The project's folder for the program in the working directory: `./Config/<app>/`.
        case projectDirectory

        /// How `config` names the origin: the flag, the variable, or which directory.
        public var description: String {
            switch self {
            case .flag: "--config-dir"
            case let .environment(variable): variable
            case .userDirectory: "the user's configuration directory"
            case .projectDirectory: "the working directory"
            }
        }
    }

    /// The directory, absolute.
    public let url: URL
    /// How it was found.
    public let origin: Origin

    /// Creates the record of a configuration directory and how it was found.
    public init(url: URL, origin: Origin) {
        self.url = url
        self.origin = origin
    }
}
