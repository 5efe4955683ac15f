import CLI
import Configuration

/// The global options through which the command line reaches an app's configuration:
/// `--env`, `--config-dir` and `--set`, plus the shorthands an app declares for its own keys
/// (`SettingOption`). They belong to the application layer; CLI only parses them. Each app
/// declares them once (`Application` does), since their help names the app's variables and
/// folders; the same declarations parse the line and read it back (`request(from:shorthands:)`).
///
/// ```swift
/// let options = ConfigurationOptions(forApp: "people-roulette")
/// let root = Command<AppContext>("people-roulette", abstract: "...", globalOptions: options.all + OutputOptions.all)
/// let request = options.request(from: invocation)   // --env, --config-dir, every --set
/// ```
public struct ConfigurationOptions: Sendable {
    /// `--env <name>`: the environment whose `<name>.json` is layered over `default.json`.
    public let environment: Option<String>
    /// `--config-dir <path>`: where the config files are.
    public let configDirectory: Option<String>
    /// `--set key=value`, repeatable: overrides one setting, over every other layer.
    public let set: RepeatableOption<SettingOverride>

    /// Declares the three for the app `name`, their help naming its variables and folders.
    /// `schema`, when given, gives the words shells complete after `--set`: every key
    /// (`storage.backend=`) and every value of a choice key (`storage.backend=memory`); it runs
    /// only when a completion script, the manual or the tool info is generated.
    public init(forApp name: String, schema: (@Sendable () -> ConfigurationSchema)? = nil) {
        let prefix = ConfigurationSearch.variablePrefix(name)
        let folder = ConfigurationSearch.projectFolder
        environment = Option<String>(
            "env",
            valueName: "name",
            abstract: "Read <name>.json over default.json. Default: $\(prefix)_ENV, else \(ConfigurationSearch.development)."
        )
        configDirectory = Option<String>(
            "config-dir",
            valueName: "path",
            abstract: "Where the config files are. Default: $\(prefix)_CONFIG_DIR, else ~/.config/\(name), else ./\(folder)/\(name).",
            completion: .directory
        )
        set = RepeatableOption<SettingOverride>(
            "set",
            valueName: "key=value",
            abstract: "Override a setting (the config command lists every key).",
            completion: schema.map { schema in .list { Self.completionWords(schema()) } } ?? .none
        )
    }

    /// The three, in help order.
    public var all: [any CommandArgument] { [environment, configDirectory, set] }

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
    public func request(from invocation: CommandInvocation, shorthands: [SettingOption] = []) -> ConfigurationRequest {
        var overrides = invocation[set]
        for shorthand in shorthands {
            if let override = shorthand.override(in: invocation) { overrides.append(override) }
        }
        return ConfigurationRequest(environmentName: invocation[environment], configDirectory: invocation[configDirectory], overrides: overrides)
    }
}

/// A global option an app declares as a shorthand for one of its own keys: people-roulette's
/// `--seed 7` stands for `--set roulette.seed=7`, and errors and `config` name the option as
/// its source. An integer key's shorthand accepts exactly the key's range, and hands the number
/// over as the checked value of the key: the parser checks it, once, and the configuration
/// takes it as it is.
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
    private let read: @Sendable (CommandInvocation) -> SettingOverride?

    /// Declares a global option as a shorthand for one setting: `--seed 7` stands for `--set roulette.seed=7`.
    /// The option's value reaches the configuration as typed, and the setting checks it.
    public init<Value: ArgumentValue, SettingValue>(_ option: Option<Value>, for setting: Setting<SettingValue>) {
        let key = setting.key
        let flag = "--" + option.declaration.name
        self.init(option: option, key: key) { invocation in
            invocation[option].map { SettingOverride(key: key, value: $0.argumentText, flag: flag) }
        }
    }

    /// A shorthand for an integer setting whose option accepts exactly the setting's range, so a
    /// value out of it is a usage error stating that range, the same one `config` and the README
    /// show for the key. The number is the key's value: it is not written out and read again.
    public init(_ name: String, short: Character? = nil, valueName: String? = nil, abstract: String, for setting: Setting<Int>) {
        let type = setting.declaration.type
        guard case let .integer(range) = type else {
            // Declared some other way than `Setting.integer`: the setting's own type checks the text.
            self.init(Option<Int>(name, short: short, valueName: valueName, abstract: abstract), for: setting)
            return
        }
        let option = Option<Int>(name, short: short, valueName: valueName, abstract: abstract, expectation: type.expectation) { value in
            range?.contains(value) ?? true
        }
        let key = setting.key
        let flag = "--" + name
        self.init(option: option, key: key) { invocation in
            invocation[option].map { SettingOverride(key: key, checked: .integer($0), flag: flag) }
        }
    }

    private init(option: any CommandArgument, key: String, read: @escaping @Sendable (CommandInvocation) -> SettingOverride?) {
        self.option = option
        self.key = key
        self.read = read
    }

    /// The override it makes on a command line, or nil when it was not given.
    func override(in invocation: CommandInvocation) -> SettingOverride? {
        read(invocation)
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
