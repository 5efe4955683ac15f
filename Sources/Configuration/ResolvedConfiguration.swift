#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The effective settings of one run: every declared key with its checked value and the layer
/// it came from. Built by `ConfigurationLoader`; read with typed `Setting`s.
///
/// ```swift
/// let configuration = try ConfigurationLoader(schema: schema, environment: env, locations: locations,
///                                                search: .app("weather", locations: locations))
///     .load(ConfigurationRequest(environmentName: "production"))
/// let timeout = try configuration.value(of: HTTPSettings.timeout)        // Duration
/// configuration.source(of: "http.timeout")                               // .file(path: ".../production.json", line: 4)
/// ```
public struct ResolvedConfiguration: Sendable {
    /// The keys this configuration was checked against.
    public let schema: ConfigurationSchema
    /// The environment whose file was layered over `default.json`: `development` unless told.
    public let environmentName: String
    /// How the environment was chosen: `--env`, the program's variable (`PEOPLE_ROULETTE_ENV`) or `default`.
    public let environmentOrigin: String
    /// Where the files came from, or nil when the program runs on compiled-in defaults.
    public let directory: ConfigurationDirectory?
    /// The files read, lowest layer first.
    public let files: [URL]
    let resolved: [String: ResolvedSetting]

    init(
        schema: ConfigurationSchema,
        environmentName: String,
        environmentOrigin: String,
        directory: ConfigurationDirectory?,
        files: [URL],
        resolved: [String: ResolvedSetting]
    ) {
        self.schema = schema
        self.environmentName = environmentName
        self.environmentOrigin = environmentOrigin
        self.directory = directory
        self.files = files
        self.resolved = resolved
    }

    /// The value of a setting; throws when no layer sets it and it has no default, or when the
    /// schema does not declare it.
    public func value<Value>(of setting: Setting<Value>) throws(ConfigurationError) -> Value {
        guard let value = try valueIfSet(of: setting) else {
            throw .missingValue(key: setting.key, variable: setting.declaration.environmentVariable)
        }
        return value
    }

    /// The value of a setting, or nil when no layer sets it and it has no default (an API key
    /// that was never given, say).
    public func valueIfSet<Value>(of setting: Setting<Value>) throws(ConfigurationError) -> Value? {
        guard let entry = resolved[setting.key], entry.declaration.type == setting.declaration.type else {
            throw .undeclaredKey(key: setting.key)
        }
        guard let value = entry.value else { return nil }
        guard let typed = setting.extract(value) else { throw .undeclaredKey(key: setting.key) }
        return typed
    }

    /// The resolved entry of `key`, or nil when the schema does not declare it.
    public subscript(key: String) -> ResolvedSetting? { resolved[key] }

    /// Where the effective value of `key` came from; nil when it is unset or undeclared.
    public func source(of key: String) -> SettingSource? { resolved[key]?.source }

    /// Every declared key, sorted by key.
    public var settings: [ResolvedSetting] {
        schema.sorted.compactMap { resolved[$0.key] }
    }

    /// The effective configuration with the origin of each value, secrets redacted.
    public var dump: ConfigurationDump { ConfigurationDump(configuration: self) }
}
