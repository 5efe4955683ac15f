/// The effective configuration for the `config` command: every declared key, its value
/// (`<redacted>` when secret) and the layer it came from, as text in the manner of
/// `git config --show-origin` or as an `Encodable` value for JSON.
///
/// ```text
/// # environment: production (from --env)
/// # directory: /srv/app/Config/app (from the working directory)
/// default                                    http.timeout=30s
/// file:/srv/app/Config/production.json:3     storage.backend=sqlite
/// env:OPENWEATHER_API_KEY                    openweather.api-key=<redacted>
/// unset                                      people.url
/// ```
public struct ConfigurationDump: Sendable, Encodable, Equatable {
    /// One key.
    public struct Entry: Sendable, Encodable, Equatable {
        /// The dotted key.
        public let key: String
        /// The effective value as text (lists as arrays in JSON); `<redacted>` when secret, and
        /// URLs without their credentials and query values (`Redaction.url`); nil when unset.
        public let value: Value?
        /// `default`, `file:<path>:<line>`, `env:<VARIABLE>`, `command line:<flag>`, or `unset`.
        public let origin: String
        /// The environment variable that sets the key.
        public let variable: String
        /// The setting's type, as in Config/README.md.
        public let type: String
        /// Whether the value is a secret.
        public let secret: Bool
    }

    /// A value: text, or a list of names.
    public enum Value: Sendable, Encodable, Equatable {
        /// A single value, as text.
        case text(String)
        /// A list value, as its items.
        case list([String])

        /// Encodes the value as a JSON string or a JSON array of strings.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case let .text(text): try container.encode(text)
            case let .list(items): try container.encode(items)
            }
        }

        var text: String {
            switch self {
            case let .text(text): text
            case let .list(items): items.joined(separator: ",")
            }
        }
    }

    /// The environment the files were chosen for.
    public let environment: String
    /// How it was chosen: `--env`, the program's variable or `default`.
    public let environmentOrigin: String
    /// The configuration directory, or nil when running on compiled-in defaults.
    public let directory: String?
    /// How the directory was found: `--config-dir`, the program's variable, the user's
    /// configuration directory or the working directory.
    public let directoryOrigin: String?
    /// The keys, sorted.
    public let settings: [Entry]

    init(configuration: ResolvedConfiguration) {
        environment = configuration.environmentName
        environmentOrigin = configuration.environmentOrigin
        directory = configuration.directory?.url.path
        directoryOrigin = configuration.directory?.origin.description
        settings = configuration.settings.map { resolved in
            let declaration = resolved.declaration
            let value: Value? = resolved.value.map { value in
                if case let .list(items) = value, !declaration.isSecret { return .list(items) }
                return .text(declaration.shown(value.text))
            }
            return Entry(
                key: declaration.key,
                value: value,
                origin: resolved.source?.origin ?? "unset",
                variable: declaration.environmentVariable,
                type: declaration.type.summary,
                secret: declaration.isSecret
            )
        }
    }

    /// The dump as text: two comment lines, then one line per key, origins in an aligned column.
    public var text: String {
        var lines = ["# environment: \(environment) (from \(environmentOrigin))"]
        if let directory, let directoryOrigin {
            lines.append("# directory: \(directory) (from \(directoryOrigin))")
        } else {
            lines.append("# directory: none, compiled-in defaults only")
        }
        let width = settings.map(\.origin.count).max() ?? 0
        for entry in settings {
            let padding = String(repeating: " ", count: width - entry.origin.count + 2)
            let assignment = entry.value.map { "\(entry.key)=\($0.text)" } ?? entry.key
            lines.append(entry.origin + padding + assignment)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
