#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Something that declares a setting: a typed `Setting`, or a plain declaration. Components
/// list theirs so a schema can be built from all of them.
public protocol SettingDeclaring: Sendable {
    /// The key, type, default and documentation of the setting.
    var declaration: SettingDeclaration { get }
}

extension SettingDeclaration: SettingDeclaring {
    public var declaration: SettingDeclaration { self }
}

/// A declared key with the Swift type its reads return. Declare settings as constants next to
/// the component that uses them, and read them from a loaded `ResolvedConfiguration`:
///
/// ```swift
/// enum StorageSettings {
///     enum Backend: String, CaseIterable, Sendable { case sqlite, memory }
///     static let backend = Setting<Backend>.oneOf("storage.backend", default: .sqlite, doc: "Where people are stored.")
///     static let path = Setting.path("storage.path", default: "~/.local/share/roulette/people.sqlite",
///                                    doc: "The SQLite database file.")
/// }
/// let backend = try configuration.value(of: StorageSettings.backend)   // .sqlite
/// let file = try configuration.value(of: StorageSettings.path)         // URL, ~ expanded
/// ```
public struct Setting<Value: Sendable>: SettingDeclaring {
    public let declaration: SettingDeclaration
    let extract: @Sendable (SettingValue) -> Value?

    /// Declares a setting with a custom conversion from the checked value.
    public init(declaration: SettingDeclaration, extract: @escaping @Sendable (SettingValue) -> Value?) {
        self.declaration = declaration
        self.extract = extract
    }

    /// The dotted key.
    public var key: String { declaration.key }
}

extension Setting where Value == String {
    /// Free text.
    public static func string(_ key: String, default defaultValue: String? = nil, secret: Bool = false, doc: String) -> Setting {
        Setting(
            declaration: SettingDeclaration(
                key: key,
                type: .string,
                defaultValue: defaultValue.map(RawSettingValue.text),
                documentation: doc,
                isSecret: secret
            )
        ) {
            if case let .string(value) = $0 { value } else { nil }
        }
    }

    /// One name out of a fixed set of names: `low`, `high`. A set known when compiling, and
    /// the implementation to use above all, is an enumeration's, declared with `oneOf`.
    public static func choice(_ key: String, among names: [String], default defaultValue: String?, doc: String) -> Setting {
        Setting(
            declaration: SettingDeclaration(key: key, type: .choice(names), defaultValue: defaultValue.map(RawSettingValue.text), documentation: doc)
        ) {
            if case let .choice(value) = $0 { value } else { nil }
        }
    }
}

extension Setting where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
    /// One case of an enumeration, by its raw value: every case is an accepted name.
    public static func oneOf(_ key: String, default defaultValue: Value?, doc: String) -> Setting {
        let names = Value.allCases.map(\.rawValue)
        return Setting(
            declaration: SettingDeclaration(key: key, type: .choice(names), defaultValue: defaultValue.map { .text($0.rawValue) }, documentation: doc)
        ) {
            if case let .choice(name) = $0 { Value(rawValue: name) } else { nil }
        }
    }
}

extension Setting where Value == Int {
    /// A whole number, optionally within `range`.
    public static func integer(_ key: String, in range: ClosedRange<Int>? = nil, default defaultValue: Int?, doc: String) -> Setting {
        Setting(
            declaration: SettingDeclaration(key: key, type: .integer(range), defaultValue: defaultValue.map { .text(String($0)) }, documentation: doc)
        ) {
            if case let .integer(value) = $0 { value } else { nil }
        }
    }
}

extension Setting where Value == Double {
    /// A finite number, optionally within `range`.
    public static func double(_ key: String, in range: ClosedRange<Double>? = nil, default defaultValue: Double?, doc: String) -> Setting {
        Setting(
            declaration: SettingDeclaration(
                key: key,
                type: .double(range),
                defaultValue: defaultValue.map { .text(SettingType.format($0)) },
                documentation: doc
            )
        ) {
            if case let .double(value) = $0 { value } else { nil }
        }
    }
}

extension Setting where Value == Bool {
    /// A boolean: `true`/`false`, `yes`/`no`, `on`/`off`, `1`/`0`.
    public static func boolean(_ key: String, default defaultValue: Bool?, doc: String) -> Setting {
        Setting(
            declaration: SettingDeclaration(
                key: key,
                type: .boolean,
                defaultValue: defaultValue.map { .text($0 ? "true" : "false") },
                documentation: doc
            )
        ) {
            if case let .boolean(value) = $0 { value } else { nil }
        }
    }
}

extension Setting where Value == URL {
    /// An absolute URL, such as an API's base address.
    public static func url(_ key: String, default defaultValue: String?, doc: String) -> Setting {
        Setting(declaration: SettingDeclaration(key: key, type: .url, defaultValue: defaultValue.map(RawSettingValue.text), documentation: doc)) {
            if case let .url(value) = $0 { value } else { nil }
        }
    }

    /// A file path, read as an absolute file URL: `~` is the home directory; a relative path
    /// in a configuration file is resolved against that file's folder (as git, ssh and compose
    /// files do), one from an environment variable, `--set` or the compiled-in default against
    /// the working directory.
    public static func path(_ key: String, default defaultValue: String?, doc: String) -> Setting {
        Setting(declaration: SettingDeclaration(key: key, type: .path, defaultValue: defaultValue.map(RawSettingValue.text), documentation: doc)) {
            if case let .path(value) = $0 { value } else { nil }
        }
    }
}

extension Setting where Value == [String] {
    /// A list of names: a JSON array in files, comma-separated text elsewhere. Items are trimmed
    /// and blank ones dropped; a list left empty (`",,"`, `[]`) is an invalid value.
    public static func list(_ key: String, default defaultValue: [String]?, doc: String) -> Setting {
        Setting(declaration: SettingDeclaration(key: key, type: .list, defaultValue: defaultValue.map(RawSettingValue.list), documentation: doc)) {
            if case let .list(value) = $0 { value } else { nil }
        }
    }
}

extension Setting where Value == Duration {
    /// A duration written with a unit: `500ms`, `30s`, `2m`, `1h`, within `range` (1ms...24h
    /// unless given: a zero or negative timeout is an invalid value at load, not a failure later).
    public static func duration(
        _ key: String,
        in range: ClosedRange<Duration> = SettingType.usualDurations,
        default defaultValue: String?,
        doc: String
    ) -> Setting {
        Setting(
            declaration: SettingDeclaration(
                key: key,
                type: .duration(range),
                defaultValue: defaultValue.map(RawSettingValue.text),
                documentation: doc
            )
        ) {
            if case let .duration(value) = $0 { value } else { nil }
        }
    }
}

extension Setting {
    /// The same setting marked as a secret: redacted in every dump and error.
    public func secret() -> Setting {
        let d = declaration
        return Setting(
            declaration: SettingDeclaration(key: d.key, type: d.type, defaultValue: d.defaultValue, documentation: d.documentation, isSecret: true),
            extract: extract
        )
    }
}
