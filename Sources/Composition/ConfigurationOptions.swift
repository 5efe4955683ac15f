import CLI
import Configuration

/// The global options through which the command line reaches an app's configuration:
/// `--env`, `--config-dir` and `--set`, plus the shorthands an app declares for its own keys
/// (`SettingOption`). They belong to the application layer; CLI only parses them.
public enum ConfigurationOptions {
    /// `--env <name>`: the environment whose `<name>.json` is layered over `default.json`.
    public static let environment = Option<String>(
        "env",
        valueName: "name",
        abstract: "Read <name>.json over default.json in the config directory. Default: development."
    )
    /// `--config-dir <path>`: where the config files are.
    public static let configDirectory = Option<String>(
        "config-dir",
        valueName: "path",
        abstract: "Where the config files are, over every other location."
    )
    /// `--set key=value`, repeatable: overrides one setting, over every other layer.
    public static let set = RepeatableOption<SettingOverride>(
        "set",
        valueName: "key=value",
        abstract: "Override a setting (the config command lists every key)."
    )

    /// The three, in help order, their help naming the app's variables and folders. They parse
    /// as `environment`, `configDirectory` and `set` do. `schema`, when given, gives the words
    /// shells complete after `--set`: every key (`storage.backend=`) and every value of a choice
    /// key (`storage.backend=memory`); it runs only when a completion script, the manual or the
    /// tool info is generated.
    public static func all(forApp name: String, schema: (@Sendable () -> ConfigurationSchema)? = nil) -> [any CommandArgument] {
        let prefix = ConfigurationSearch.variablePrefix(name)
        let folder = ConfigurationSearch.projectFolder
        return [
            Option<String>(
                "env",
                valueName: "name",
                abstract: "Read <name>.json over default.json. Default: $\(prefix)_ENV, else \(ConfigurationSearch.development)."
            ),
            Option<String>(
                "config-dir",
                valueName: "path",
                abstract: "Where the config files are. Default: $\(prefix)_CONFIG_DIR, else ~/.config/\(name), else ./\(folder)/\(name).",
                completion: .directory
            ),
            schema.map { schema in
                RepeatableOption<SettingOverride>(
                    "set",
                    valueName: "key=value",
                    abstract: set.declaration.abstract,
                    completion: .list { completionWords(schema()) }
                )
            } ?? set,
        ]
    }

    /// `key=` for every key, then `key=value` for each value of a choice key.
    static func completionWords(_ schema: ConfigurationSchema) -> [String] {
        var words = schema.keys.map { $0 + "=" }
        for declaration in schema.declarations {
            if case let .choice(names) = declaration.type { words += names.map { "\(declaration.key)=\($0)" } }
        }
        return words
    }

    /// What a parsed command line asks of the configuration: `--env`, `--config-dir`, every
    /// `--set` in order, then each given shorthand (so it wins), named by its flag.
    public static func request(from invocation: CommandInvocation, shorthands: [SettingOption] = []) -> ConfigurationRequest {
        var overrides = invocation[set]
        overrides += shorthands.compactMap { $0.override(in: invocation) }
        return ConfigurationRequest(environmentName: invocation[environment], configDirectory: invocation[configDirectory], overrides: overrides)
    }
}

/// A global option an app declares as a shorthand for one of its own keys: people-roulette's
/// `--seed 7` stands for `--set roulette.seed=7`. The option parses its value (a bad one is a
/// usage error), the key's setting checks it again, and errors and `config` name the option as
/// its source.
///
/// ```swift
/// static let seed = SettingOption("seed", valueName: "n", abstract: "Seed randomness to repeat a run.",
///                                 for: RouletteSettings.seed)   // accepts exactly the key's range
/// ```
public struct SettingOption: Sendable {
    /// The option as parsed and shown in help.
    public let option: any CommandArgument
    /// The key it sets.
    public let key: String
    private let read: @Sendable (CommandInvocation) -> String?

    /// Declares a global option as a shorthand for one setting: `--seed 7` stands for `--set roulette.seed=7`.
    public init<Value: ArgumentValue, SettingValue>(_ option: Option<Value>, for setting: Setting<SettingValue>) {
        self.option = option
        key = setting.key
        read = { invocation in invocation[option].map(\.argumentText) }
    }

    /// A shorthand for an integer setting whose option accepts exactly the setting's range, so a
    /// value out of it is a usage error stating that range, the same one `config` and the README
    /// show for the key.
    public init(_ name: String, short: Character? = nil, valueName: String? = nil, abstract: String, for setting: Setting<Int>) {
        let type = setting.declaration.type
        let range: ClosedRange<Int>? = if case let .integer(declared) = type { declared } else { nil }
        let option = Option<Int>(name, short: short, valueName: valueName, abstract: abstract, expectation: type.expectation) { value in
            range?.contains(value) ?? true
        }
        self.init(option, for: setting)
    }

    /// The override it makes on a command line, or nil when it was not given.
    func override(in invocation: CommandInvocation) -> SettingOverride? {
        read(invocation).map { SettingOverride(key: key, value: $0, flag: "--" + option.declaration.name) }
    }
}

extension SettingOverride: ArgumentValue {
    /// Parses `key=value`, as `--set` takes it; `nil` when there is no `=`.
    public init?(argument: String) { self.init(assignment: argument) }
    /// What a `--set` value looks like, for usage errors.
    public static var expectation: String { "expected key=value, such as storage.backend=memory" }
    /// The override as `key=value`, as the user would type it.
    public var argumentText: String { "\(key)=\(value)" }
}
