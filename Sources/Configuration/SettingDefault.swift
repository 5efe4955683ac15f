/// An app's own default for a key one of its components declares, given in code: the framework's
/// `http.max-redirects` at 0 for an app that must never follow a redirect.
///
/// ```swift
/// Application(name: "fx", ..., components: [NetworkingAssembly.self, RatesAssembly.self], commands: ...,
///             defaults: [SettingDefault(HTTPSettings.maxRedirects, 0)])
/// ```
///
/// It replaces the declaration's default in the app's schema, so it holds wherever the binary
/// runs (no configuration file needed), `config` names its origin `app default`, `config --keys`
/// shows it, and the whole-app checks compare `default.json` with it. A file, a variable or
/// `--set` still overrides it. Its value is checked against the key's type with the app's other
/// declarations (`haveConsistentSettings()`).
public struct SettingDefault: Sendable, Hashable {
    /// The key it gives a default to.
    public let key: String
    /// The default, as a config file would write it.
    public let value: RawSettingValue

    /// A default written as text, as a config file or `--set` would write it: `"30s"`, `"memory"`.
    public init(_ setting: some SettingDeclaring, text: String) {
        key = setting.declaration.key
        value = .text(text)
    }

    /// A whole number's default.
    public init(_ setting: Setting<Int>, _ value: Int) {
        self.init(setting, text: String(value))
    }

    /// A boolean's default.
    public init(_ setting: Setting<Bool>, _ value: Bool) {
        self.init(setting, text: value ? "true" : "false")
    }

    /// A list's default.
    public init(_ setting: Setting<[String]>, _ items: [String]) {
        key = setting.declaration.key
        value = .list(items)
    }
}
