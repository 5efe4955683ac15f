/// One key of a loaded configuration: its declaration, its effective value and the layer that
/// set it.
public struct ResolvedSetting: Sendable, Hashable {
    /// The key's declaration.
    public let declaration: SettingDeclaration
    /// The checked value, or nil when no layer sets it and it has no default.
    public let value: SettingValue?
    /// The layer the value came from, or nil when unset.
    public let source: SettingSource?

    /// The dotted key.
    public var key: String { declaration.key }

    /// The value as text for display, `<redacted>` when secret, nil when unset.
    public var shownValue: String? {
        value.map { declaration.shown($0.text) }
    }
}
