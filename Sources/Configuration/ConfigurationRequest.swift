/// What the command line says about configuration: `--env`, `--config-dir` and the `--set`
/// overrides, in the order given (a later override of the same key wins).
public struct ConfigurationRequest: Sendable, Hashable {
    /// The environment from `--env`; nil to use the program's variable or its default.
    public var environmentName: String?
    /// The directory from `--config-dir`; nil to search (`ConfigurationSearch`).
    public var configDirectory: String?
    /// The `--set key=value` overrides (and shorthands such as `--seed`).
    public var overrides: [SettingOverride]

    /// Creates a request from the command line's configuration options; every part is optional.
    public init(environmentName: String? = nil, configDirectory: String? = nil, overrides: [SettingOverride] = []) {
        self.environmentName = environmentName
        self.configDirectory = configDirectory
        self.overrides = overrides
    }
}
