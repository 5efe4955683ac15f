/// What a shell may offer for an argument's value when the user presses Tab: nothing in
/// particular, file or directory names, or a fixed list of words. Completion scripts, the manual
/// page and `--experimental-dump-help` read it; parsing never does, so a list is worked out only
/// when one of them is generated.
///
/// ```swift
/// Option<String>("config-dir", valueName: "path", abstract: "...", completion: .directory)
/// RepeatableOption<SettingOverride>("set", abstract: "...", completion: .list { schema.keys.map { $0 + "=" } })
/// ```
public enum CompletionKind: Sendable {
    /// No suggestion (or, for an enumeration, its names: see `ArgumentDeclaration.completionWords`).
    case none
    /// File names.
    case file
    /// Directory names.
    case directory
    /// These words, worked out when a script is generated.
    case list(@Sendable () -> [String])

    /// A fixed list of words.
    public static func words(_ words: [String]) -> CompletionKind { .list { words } }
}
