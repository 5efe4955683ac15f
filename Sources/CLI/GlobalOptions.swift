import Configuration

/// The options both apps accept on every command, anywhere on the line. Give them to the root:
/// `Command("weather", ..., globalOptions: GlobalOptions.all, ...)`.
public enum GlobalOptions {
    /// `--env <name>`: the environment whose `Config/<name>.json` is layered over `default.json`.
    public static let environment = Option<String>("env", valueName: "name",
        abstract: "Read Config/<name>.json over default.json. Default: $APP_ENV, else development.")
    /// `--config-dir <path>`: where the config files are.
    public static let configDirectory = Option<String>("config-dir", valueName: "path",
        abstract: "Where the config files are. Default: $APP_CONFIG_DIR, else ./Config.")
    /// `--set key=value`, repeatable: overrides one setting, over every other layer.
    public static let set = RepeatableOption<SettingOverride>("set", valueName: "key=value",
        abstract: "Override a setting (keys: Config/README.md).")
    /// `--json`: print JSON instead of text.
    public static let json = Flag("json", abstract: "Print JSON instead of text.")
    /// `--no-color`: never colour the output (as `NO_COLOR` does).
    public static let noColor = Flag("no-color", abstract: "Never use colour, as NO_COLOR does.")
    /// `--seed <n>`: seeds the random source, for reproducible runs.
    public static let seed = Option<UInt64>("seed", valueName: "n",
        abstract: "Seed randomness to repeat a run.")

    /// All of them, in help order.
    public static let all: [any CommandArgument] = [environment, configDirectory, set, json, noColor, seed]
}

/// The values of the global options of one command line.
public struct GlobalValues: Sendable, Equatable {
    /// `--env`, when given.
    public let environment: String?
    /// `--config-dir`, when given.
    public let configDirectory: String?
    /// Every `--set`, in order.
    public let overrides: [SettingOverride]
    /// `--json`.
    public let json: Bool
    /// `--no-color`.
    public let noColor: Bool
    /// `--seed`, when given.
    public let seed: UInt64?

    public init(_ invocation: CommandInvocation) {
        environment = invocation[GlobalOptions.environment]
        configDirectory = invocation[GlobalOptions.configDirectory]
        overrides = invocation[GlobalOptions.set]
        json = invocation[GlobalOptions.json]
        noColor = invocation[GlobalOptions.noColor]
        seed = invocation[GlobalOptions.seed]
    }

    /// What to load: `--env`, `--config-dir`, the `--set` overrides, and `--seed` as an override
    /// of `seedKey` (after the `--set`s, so it wins), named `--seed` in dumps and errors.
    public func configurationRequest(seedKey: String? = nil) -> ConfigurationRequest {
        var overrides = overrides
        if let seed, let seedKey {
            overrides.append(SettingOverride(key: seedKey, value: String(seed), flag: "--seed"))
        }
        return ConfigurationRequest(environmentName: environment, configDirectory: configDirectory, overrides: overrides)
    }
}
