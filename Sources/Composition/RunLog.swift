import Configuration
import Platform

/// What every run logs at `debug` before its command: the configuration chosen (directory and
/// how it was found, environment, files read, each key set outside the files) and the
/// implementation each setting chose (`people.source`, `weather.provider`). No key's value is
/// logged but the names choices chose: `config` shows the values, secrets redacted.
struct RunLog {
    let configuration: ResolvedConfiguration
    let search: ConfigurationSearch

    func configurationChosen(_ logger: Logger) {
        guard logger.isLogging(at: .debug) else { return }
        logger.debug(
            "configuration chosen",
            metadata: [
                "directory": .string(configuration.directory.map { "\($0.url.path) (\($0.origin))" } ?? "none (looked at \(search.described))"),
                "environment": "\(configuration.environmentName) (\(configuration.environmentOrigin))",
                "files": .array(configuration.files.map { .string($0.path) }),
            ]
        )
        for setting in configuration.schema.sorted {
            switch configuration.source(of: setting.key) {
            case let .environment(variable)?:
                logger.debug("key set", metadata: ["key": .string(setting.key), "by": "environment variable \(variable)"])
            case let .commandLine(flag)?: logger.debug("key set", metadata: ["key": .string(setting.key), "by": .string(flag)])
            default: break
            }
        }
    }

    static func implementationsChosen(_ bindings: [Binding], _ logger: Logger) {
        guard logger.isLogging(at: .debug) else { return }
        for binding in bindings {
            guard let key = binding.key else { continue }
            logger.debug(
                "implementation chosen",
                metadata: [
                    "service": .string(binding.service), "implementation": .string(binding.implementation),
                    "key": .string(key), "value": .string(binding.value ?? "unset"), "origin": .string(binding.origin ?? "default"),
                ]
            )
        }
    }
}
