import Configuration
import Platform

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The one key the framework declares for every app: `log.level`, how much the app's `Logger`
/// writes on standard error. `PlatformAssembly` declares it and registers the logger.
public enum LoggingSettings {
    /// `log.level` (environment `LOG_LEVEL`): `warning` unless set, so a successful run logs nothing.
    public static let level = Setting<Logger.Level>.oneOf(
        "log.level",
        default: .warning,
        doc: "How much the app logs on standard error, one line an entry (a JSON object under --json); at warning, a successful run logs nothing."
    )

    /// Every key of logging.
    public static let all: [any SettingDeclaring] = [level]

    /// The logger of a run: labelled `label`, at the configuration's `log.level` (`warning` when
    /// the schema lacks the key), writing to `platform.logHandler` when the platform has one, else
    /// one line an entry on standard error (JSON when `json`), every text redacted as
    /// `redaction(for:)` says.
    public static func logger(label: String, configuration: ResolvedConfiguration, platform: PlatformServices, json: Bool = false) -> Logger {
        let threshold = configuration[Self.level.key] == nil ? Logger.Level.warning : (try? configuration.value(of: Self.level)) ?? .warning
        let handler =
            platform.logHandler ?? StreamLogHandler(output: platform.console.standardError, format: json ? .json : .text, clock: platform.clock)
        return Logger(label: label, level: threshold, handler: handler, redaction: redaction(for: configuration))
    }

    /// Hides the configuration's secrets in any text, by the rules `config` follows: the whole
    /// value of a secret key, and of a URL key the user, the password and each parameter's value
    /// of its query and fragment, each replaced by `<redacted>` wherever it appears. A parameter
    /// value shorter than 4 characters (`page=2`) is left, as it would redact every `2` of every
    /// line; the framework logs a request's endpoint, never its query.
    public static func redaction(for configuration: ResolvedConfiguration) -> @Sendable (String) -> String {
        // Worked out when the first entry is written: a run that logs nothing pays nothing for it.
        let found = LockedValue<[String]?>(nil)
        return { text in
            let hidden = found.update { found in
                if let found { return found }
                let made = Self.secrets(of: configuration)
                found = made
                return made
            }
            var text = text
            for secret in hidden where text.contains(secret) { text = text.replacing(secret, with: Redaction.placeholder) }
            return text
        }
    }

    /// The configuration's secrets, longest first.
    private static func secrets(of configuration: ResolvedConfiguration) -> [String] {
        var secrets: Set<String> = []
        for setting in configuration.settings {
            guard let value = setting.value else { continue }
            if setting.declaration.isSecret {
                secrets.insert(value.text)
                continue
            }
            guard case let .url(url) = value, let parts = URLComponents(url: url, resolvingAgainstBaseURL: false) else { continue }
            for credential in [parts.user, parts.password, parts.percentEncodedUser, parts.percentEncodedPassword].compactMap({ $0 }) {
                secrets.insert(credential)
            }
            var found: [String?] = []
            found += (parts.queryItems ?? []).map(\.value) + (parts.percentEncodedQueryItems ?? []).map(\.value)
            for parameter in (parts.percentEncodedFragment ?? "").split(separator: "&") {
                found.append(parameter.split(separator: "=", maxSplits: 1).dropFirst().first.map(String.init) ?? String(parameter))
            }
            for part in found.compactMap({ $0 }) where part.count >= 4 { secrets.insert(part) }
        }
        return secrets.filter { !$0.isEmpty }.sorted { $0.count > $1.count }
    }
}
