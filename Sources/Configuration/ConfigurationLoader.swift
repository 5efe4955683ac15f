import Platform

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Loads the layered configuration, lowest layer first:
///
/// 1. the compiled-in defaults of the declarations;
/// 2. `<config dir>/default.json`;
/// 3. `<config dir>/<env>.json`, where env is `--env`, else the search's environment variable,
///    else its default environment (`development`), when that file is an environment file;
/// 4. environment variables, one per declared key (`storage.path` -> `STORAGE_PATH`);
/// 5. `--set key=value` overrides, in order (the value of a shorthand such as `--seed`, which
///    its option checked, is taken as it is).
///
/// The config directory is found by a `ConfigurationSearch` (`--config-dir`, the program's
/// variable, then its fallbacks that exist); with none, only layers 1, 4 and 5 apply, so a
/// binary copied anywhere still runs. An environment named by `--env` or the variable must have
/// its file, wherever the directory came from. Every value that ends up effective is checked
/// against its type, and every key in a file or override must be declared: the first problem is
/// thrown as a `ConfigurationError`.
///
/// **Environment files.** Beside `default.json`, the directory may hold data files an app reads
/// (`rates.json`). A `<name>.json` is the file of environment `<name>` only when it holds this
/// app's settings: a JSON object that is empty or whose top-level names include one of the
/// app's sections, the part of a key before its first dot (`http` for `http.timeout`, as in
/// `{"http": {"timeout": "5s"}}` or `{"http.timeout": "5s"}`). Any other JSON file is data: it is
/// never listed as an environment, and `--env <name>` refuses it. A file that is not JSON at all
/// counts as an environment file, so its error is reported.
///
/// **Relative paths.** A relative path read from a configuration file is resolved against that
/// file's folder, as git, ssh and compose files do; one from an environment variable or the
/// command line, against the working directory.
public struct ConfigurationLoader: Sendable {
    /// The file every environment starts from.
    public static let baseFileName = "default.json"

    let schema: ConfigurationSchema
    let environment: any EnvironmentVariables
    let locations: any FileLocations
    let search: ConfigurationSearch
    let fileSystem: any ConfigurationFileSystem

    /// Creates a loader for a schema, reading the environment and finding the files with `search`.
    public init(
        schema: ConfigurationSchema,
        environment: any EnvironmentVariables,
        locations: any FileLocations,
        search: ConfigurationSearch,
        fileSystem: any ConfigurationFileSystem = LocalConfigurationFileSystem()
    ) {
        self.schema = schema
        self.environment = environment
        self.locations = locations
        self.search = search
        self.fileSystem = fileSystem
    }

    /// Loads every layer and checks the result.
    public func load(_ request: ConfigurationRequest = ConfigurationRequest()) throws(ConfigurationError) -> ResolvedConfiguration {
        let (environmentName, environmentOrigin) = try chooseEnvironment(request)
        let directory = try locateDirectory(request)

        var layers: [[String: (RawSettingValue, SettingSource)]] = []
        var files: [URL] = []
        if directory == nil, environmentOrigin != "default" {
            throw .missingEnvironmentDirectory(environment: environmentName, origin: environmentOrigin, searched: search.described)
        }
        if let directory {
            let base = directory.url.appendingFilePath(Self.baseFileName)
            if fileSystem.exists(base) {
                layers.append(try layer(of: try parseFile(base), in: base))
                files.append(base)
            }
            let specific = directory.url.appendingFilePath("\(environmentName).json")
            if fileSystem.exists(specific) {
                if let entries = try environmentEntries(specific) {
                    layers.append(try layer(of: entries, in: specific))
                    files.append(specific)
                } else if environmentOrigin != "default" {
                    let available = environments(in: directory.url)
                    throw .notEnvironmentFile(
                        environment: environmentName,
                        origin: environmentOrigin,
                        path: specific.fileSystemPath,
                        available: available,
                        suggestion: Suggestion.closest(to: environmentName, among: available)
                    )
                }
            } else if environmentOrigin != "default" {
                let available = environments(in: directory.url)
                throw .missingEnvironmentFile(
                    environment: environmentName,
                    origin: environmentOrigin,
                    path: specific.fileSystemPath,
                    available: available,
                    suggestion: Suggestion.closest(to: environmentName, among: available)
                )
            }
        }
        layers.append(environmentLayer())
        let overrides = try overrideLayer(request.overrides)
        layers.append(overrides)

        var resolved: [String: ResolvedSetting] = [:]
        for declaration in schema.declarations {
            if let (_, source) = overrides[declaration.key], let value = Self.checkedValue(of: declaration.key, in: request.overrides) {
                // A shorthand's value, checked by its option: taken as it is.
                resolved[declaration.key] = ResolvedSetting(declaration: declaration, value: value, source: source)
                continue
            }
            var chosen: (RawSettingValue, SettingSource)? = declaration.defaultValue.map {
                ($0, declaration.isAppDefault ? .appDefault : .compiledDefault)
            }
            for layer in layers {
                if let entry = layer[declaration.key] { chosen = entry }
            }
            guard let (raw, source) = chosen else {
                resolved[declaration.key] = ResolvedSetting(declaration: declaration, value: nil, source: nil)
                continue
            }
            var folder: String?
            if declaration.type == .path, case let .file(path, _) = source, let slash = path.lastIndex(of: "/") {
                folder = String(path[..<slash])
            }
            guard let value = declaration.type.parse(raw, locations: locations, relativeTo: folder) else {
                throw invalid(raw, for: declaration, from: source)
            }
            resolved[declaration.key] = ResolvedSetting(declaration: declaration, value: value, source: source)
        }
        return ResolvedConfiguration(
            schema: schema,
            environmentName: environmentName,
            environmentOrigin: environmentOrigin,
            directory: directory,
            files: files,
            resolved: resolved
        )
    }

    /// Finds the configuration directory: `--config-dir`, else the search's variable, else the
    /// first of its fallbacks that exists, else nil. A directory named by the flag or the
    /// variable must exist.
    public func locateDirectory(_ request: ConfigurationRequest = ConfigurationRequest()) throws(ConfigurationError) -> ConfigurationDirectory? {
        if let path = request.configDirectory {
            return try existing(path, origin: .flag)
        }
        if let path = environment[search.directoryVariable], !path.isEmpty {
            return try existing(path, origin: .environment(variable: search.directoryVariable))
        }
        for fallback in search.fallbacks {
            // An unreadable directory is an error, not a missing one: its settings would silently not apply.
            if let reason = fileSystem.directoryProblem(fallback.url) {
                throw .unreadableDirectory(path: fallback.url.fileSystemPath, reason: reason)
            }
            if fileSystem.isDirectory(fallback.url) { return fallback }
        }
        return nil
    }

    private func existing(_ path: String, origin: ConfigurationDirectory.Origin) throws(ConfigurationError) -> ConfigurationDirectory {
        let url = locations.expand(path)
        if let reason = fileSystem.directoryProblem(url) { throw .unreadableDirectory(path: url.fileSystemPath, reason: reason) }
        guard fileSystem.isDirectory(url) else { throw .missingDirectory(path: url.fileSystemPath, origin: origin.description) }
        return ConfigurationDirectory(url: url, origin: origin)
    }

    private func chooseEnvironment(_ request: ConfigurationRequest) throws(ConfigurationError) -> (String, String) {
        let chosen: (String, String)
        if let name = request.environmentName {
            chosen = (name, "--env")
        } else if let name = environment[search.environmentVariable], !name.isEmpty {
            chosen = (name, search.environmentVariable)
        } else {
            chosen = (search.defaultEnvironment, "default")
        }
        // ASCII letters, digits, `-` and `_`, checked byte by byte (a non-ASCII byte fails).
        let valid =
            !chosen.0.isEmpty
            && chosen.0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
        guard valid else { throw .invalidEnvironmentName(name: chosen.0, origin: chosen.1) }
        return chosen
    }

    /// The most `<name>.json` files `environments(in:)` reads to tell environments from data.
    public static let environmentListLimit = 200

    /// The environments of a configuration directory: the names of its environment files
    /// (`production` for `production.json`), sorted, leaving out `default.json` and data files
    /// (see the type's documentation for the rule). Reads each candidate, at most
    /// `environmentListLimit` of them in name order.
    ///
    /// ```swift
    /// loader.environments(in: directory)   // ["development", "production"], not "rates"
    /// ```
    public func environments(in directory: URL) -> [String] {
        let candidates = fileSystem.entries(of: directory)
            .filter { $0.hasSuffix(".json") && $0 != Self.baseFileName }
            .sorted()
            .prefix(Self.environmentListLimit)
        var names: [String] = []
        for file in candidates {
            let url = directory.appendingFilePath(file)
            let isEnvironment: Bool
            do {
                isEnvironment = try environmentEntries(url) != nil
            } catch {
                isEnvironment = true  // unreadable or not JSON: listed, so that loading it reports why
            }
            if isEnvironment { names.append(String(file.dropLast(".json".count))) }
        }
        return names
    }

    /// The entries of an environment file, or nil when the file is data: valid JSON that sets
    /// none of the app's sections. A file that cannot be read or is not JSON throws, as loading
    /// it would.
    private func environmentEntries(_ url: URL) throws(ConfigurationError) -> [ConfigFileEntry]? {
        let entries: [ConfigFileEntry]
        do {
            entries = try parseFile(url)
        } catch {
            // Not a configuration file's shape: data when it is JSON of another shape.
            guard case .malformedFile = error, let data = try? fileSystem.contents(of: url) else { throw error }
            if let object = try? JSONDecoder().decode([String: AnyJSONValue].self, from: data) {
                if object.isEmpty || object.keys.contains(where: isSection) { throw error }
                return nil
            }
            guard (try? JSONDecoder().decode(AnyJSONValue.self, from: data)) != nil else { throw error }
            return nil
        }
        for entry in entries where schema[entry.key] != nil { return entries }
        return entries.isEmpty || entries.contains(where: { isSection($0.key) }) ? entries : nil
    }

    /// Whether `name` begins with a section of the app: its part before the first dot is that of
    /// a declared key (`http` of `http.timeout`).
    private func isSection(_ name: String) -> Bool {
        let section = name.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return schema.keys.contains { key in
            key.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first == section
        }
    }

    private func parseFile(_ url: URL) throws(ConfigurationError) -> [ConfigFileEntry] {
        let data: Data
        do {
            data = try fileSystem.contents(of: url)
        } catch let error as RegularFileError {
            switch error {
            case let .tooLarge(_, limit): throw .fileTooLarge(path: url.fileSystemPath, limit: limit)
            case let .notRegularFile(_, kind): throw .notRegularFile(path: url.fileSystemPath, kind: kind)
            default: throw .unreadableFile(path: url.fileSystemPath, reason: error.reason)
            }
        } catch {
            throw .unreadableFile(path: url.fileSystemPath, reason: Self.describe(error))
        }
        let bytes = [UInt8](data)
        guard (try? UTF8Span(validating: bytes.span)) != nil else {
            throw .malformedFile(path: url.fileSystemPath, line: 1, column: 1, reason: "the file is not UTF-8 text")
        }
        do {
            return try ConfigFileParser.parse(bytes: bytes)
        } catch {
            throw .malformedFile(path: url.fileSystemPath, line: error.line, column: error.column, reason: error.reason)
        }
    }

    private func layer(of entries: [ConfigFileEntry], in url: URL) throws(ConfigurationError) -> [String: (RawSettingValue, SettingSource)] {
        var layer: [String: (RawSettingValue, SettingSource)] = [:]
        for entry in entries {
            let source = SettingSource.file(path: url.fileSystemPath, line: entry.line)
            guard schema[entry.key] != nil else { throw unknown(entry.key, from: source) }
            layer[entry.key] = (entry.value, source)
        }
        return layer
    }

    private func environmentLayer() -> [String: (RawSettingValue, SettingSource)] {
        var layer: [String: (RawSettingValue, SettingSource)] = [:]
        for (declaration, variable) in zip(schema.declarations, schema.environmentVariables) {
            if let value = environment[variable], !value.isEmpty {
                layer[declaration.key] = (.text(value), .environment(variable: variable))
            }
        }
        return layer
    }

    private func overrideLayer(_ overrides: [SettingOverride]) throws(ConfigurationError) -> [String: (RawSettingValue, SettingSource)] {
        var layer: [String: (RawSettingValue, SettingSource)] = [:]
        for override in overrides {
            let source = SettingSource.commandLine(flag: override.flag)
            guard schema[override.key] != nil else { throw unknown(override.key, from: source) }
            layer[override.key] = (.text(override.value), source)
        }
        return layer
    }

    /// The value of the last override of `key` when its option already checked it (a
    /// shorthand's, `SettingOverride.checked`), else nil.
    private static func checkedValue(of key: String, in overrides: [SettingOverride]) -> SettingValue? {
        overrides.last { $0.key == key }?.checked
    }

    private func unknown(_ key: String, from source: SettingSource) -> ConfigurationError {
        .unknownKey(key: key, source: source, suggestion: Suggestion.closest(to: key, among: schema.keys))
    }

    private func invalid(_ raw: RawSettingValue, for declaration: SettingDeclaration, from source: SettingSource) -> ConfigurationError {
        if declaration.isSecret || declaration.type == .url {
            // Never echoed, not even redacted: an invalid URL has no parts to trust.
            return .invalidHiddenValue(
                key: declaration.key,
                kind: declaration.isSecret ? "secret" : "URL",
                length: raw.text.count,
                source: source,
                expectation: declaration.type.expectation
            )
        }
        var suggestion: String?
        if case let .choice(names) = declaration.type, !declaration.isSecret {
            suggestion = Suggestion.closest(to: raw.text, among: names)
        }
        return .invalidValue(
            key: declaration.key,
            value: declaration.shown(raw.text),
            source: source,
            expectation: declaration.type.expectation,
            suggestion: suggestion
        )
    }

    private static func describe(_ error: any Error) -> String {
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        if let cocoa = error as? CocoaError, let posix = cocoa.underlying as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        return String(describing: error)
    }
}

/// Any JSON value, read only to learn that a document is JSON (the decoder parses all of it
/// first) and what the names of its top-level object are.
private struct AnyJSONValue: Decodable {
    init(from decoder: any Decoder) throws {}
}
