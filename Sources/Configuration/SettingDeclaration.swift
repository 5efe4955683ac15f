/// Everything the program says about one key: its type, default, documentation and whether it
/// is a secret. The typed `Setting` wraps one; schemas, dumps and the README table are built
/// from these.
public struct SettingDeclaration: Sendable, Hashable {
    /// The dotted key: `storage.path`.
    public let key: String
    /// What the value must be.
    public let type: SettingType
    /// The compiled-in default, as it would be written in a config file; nil when the setting
    /// has none (it is then unset unless a layer sets it).
    public let defaultValue: RawSettingValue?
    /// One or two sentences on what the setting does.
    public let documentation: String
    /// Whether the value is a secret (an API key): then it never appears in dumps or errors.
    public let isSecret: Bool
    /// Whether `defaultValue` is the app's own default for a key its components declare (a
    /// framework key such as `http.max-redirects`), given in code with a `SettingDefault`:
    /// `config` then names its origin `app default`.
    public let isAppDefault: Bool

    /// Declares a key. Prefer the typed constructors of `Setting`, which fill `type` for you.
    public init(
        key: String,
        type: SettingType,
        defaultValue: RawSettingValue?,
        documentation: String,
        isSecret: Bool = false,
        isAppDefault: Bool = false
    ) {
        self.key = key
        self.type = type
        self.defaultValue = defaultValue
        self.documentation = documentation
        self.isSecret = isSecret
        self.isAppDefault = isAppDefault
    }

    /// The same declaration with the app's own default in place of the declared one.
    public func withAppDefault(_ value: RawSettingValue) -> SettingDeclaration {
        SettingDeclaration(key: key, type: type, defaultValue: value, documentation: documentation, isSecret: isSecret, isAppDefault: true)
    }

    /// The environment variable that sets this key: `storage.path` -> `STORAGE_PATH`.
    public var environmentVariable: String { KeyNaming.environmentVariable(for: key) }

    /// The text shown for a value of this setting: `<redacted>` for secrets; for URLs, the URL
    /// with its user, password and query values redacted (`Redaction.url`).
    public func shown(_ text: String) -> String {
        if isSecret { return Redaction.placeholder }
        if type == .url { return Redaction.url(text) }
        return text
    }
}
