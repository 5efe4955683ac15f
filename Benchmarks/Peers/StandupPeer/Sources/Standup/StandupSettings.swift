import Foundation

/// The settings of standup, after the defaults, the config files, the environment and the
/// command line, each over the one before.
public struct StandupSettings: Sendable, Equatable {
    /// Where the team comes from.
    public enum Source: String, Sendable, CaseIterable {
        case inline, file, http
    }

    public var source: Source = .inline
    public var members: [String] = ["Ada", "Alan", "Grace", "Edsger"]
    public var file: URL?
    public var url: URL?
    public var seed: UInt64?
    public var timeout: TimeInterval = 10
    /// Where each key's value came from, for `config`.
    public var origins: [String: String] = [:]

    public init() {}

    /// Every key, in `config` order.
    public static let keys = ["http.timeout", "standup.seed", "team.file", "team.members", "team.source", "team.url"]

    /// The value of `key`, as `config` prints it.
    public func value(of key: String) -> String {
        switch key {
        case "team.source": source.rawValue
        case "team.members": members.joined(separator: ",")
        case "team.file": file?.path ?? ""
        case "team.url": url?.absoluteString ?? ""
        case "standup.seed": seed.map(String.init) ?? ""
        case "http.timeout": String(timeout)
        default: ""
        }
    }

    /// The file at `path`, against `base` when relative.
    public static func url(ofPath path: String, against base: URL) -> URL {
        (path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)).standardizedFileURL
    }

    /// Sets `key` from its text, a relative path against `base`.
    public mutating func set(_ key: String, to text: String, base: URL, origin: String) throws {
        switch key {
        case "team.source":
            guard let source = Source(rawValue: text) else {
                throw TeamListError.badSetting(key: key, value: text, expected: "one of inline, file, http")
            }
            self.source = source
        case "team.members":
            members = text.split(separator: ",").map(String.init)
        case "team.file":
            file = text.isEmpty ? nil : Self.url(ofPath: text, against: base)
        case "team.url":
            guard let url = URL(string: text), url.scheme == "http" || url.scheme == "https" else {
                throw TeamListError.badSetting(key: key, value: text, expected: "an http or https address")
            }
            self.url = url
        case "standup.seed":
            guard let seed = UInt64(text) else {
                throw TeamListError.badSetting(key: key, value: text, expected: "a whole number from 0")
            }
            self.seed = seed
        case "http.timeout":
            let number = text.hasSuffix("s") ? String(text.dropLast()) : text
            guard let timeout = TimeInterval(number), timeout > 0 else {
                throw TeamListError.badSetting(key: key, value: text, expected: "a positive number of seconds")
            }
            self.timeout = timeout
        default:
            throw TeamListError.unknownSetting(key: key)
        }
        origins[key] = origin
    }
}

/// Loads `StandupSettings`: the defaults, then `default.json` and `<env>.json` of the config
/// folder, then the variables (`TEAM_SOURCE`, ...), then `--set key=value`.
public struct StandupSettingsLoader: Sendable {
    public var environment: [String: String]
    public var workingDirectory: URL
    public var configDirectory: String?
    public var environmentName: String?
    public var overrides: [String]

    public init(
        environment: [String: String],
        workingDirectory: URL,
        configDirectory: String? = nil,
        environmentName: String? = nil,
        overrides: [String] = []
    ) {
        self.environment = environment
        self.workingDirectory = workingDirectory
        self.configDirectory = configDirectory
        self.environmentName = environmentName
        self.overrides = overrides
    }

    /// The folder the config files are read from: `--config-dir`, `STANDUP_CONFIG_DIR`,
    /// `$XDG_CONFIG_HOME/standup`, then `./Config/standup`, the first that exists.
    public func configFolder() -> URL? {
        var candidates: [String] = []
        if let configDirectory { candidates.append(configDirectory) }
        if let variable = environment["STANDUP_CONFIG_DIR"] { candidates.append(variable) }
        if let xdg = environment["XDG_CONFIG_HOME"] { candidates.append(xdg + "/standup") }
        candidates.append("Config/standup")
        var isDirectory: ObjCBool = false
        for candidate in candidates {
            let url = StandupSettings.url(ofPath: candidate, against: workingDirectory)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                return url
            }
        }
        return nil
    }

    /// The settings, or the first bad value.
    public func load() throws -> StandupSettings {
        var settings = StandupSettings()
        if let folder = configFolder() {
            var names = ["default.json"]
            if let name = environmentName ?? environment["STANDUP_ENV"] { names.append(name + ".json") }
            for name in names {
                let file = folder.appendingPathComponent(name)
                guard FileManager.default.fileExists(atPath: file.path) else { continue }
                try ConfigFile.load(file).apply(to: &settings, base: folder, origin: file.path)
            }
        }
        for key in StandupSettings.keys {
            let variable = key.replacingOccurrences(of: ".", with: "_").replacingOccurrences(of: "-", with: "_").uppercased()
            if let value = environment[variable] {
                try settings.set(key, to: value, base: workingDirectory, origin: "environment:\(variable)")
            }
        }
        for override in overrides {
            guard let equals = override.firstIndex(of: "=") else {
                throw TeamListError.badSetting(key: override, value: "", expected: "key=value")
            }
            let key = String(override[..<equals])
            try settings.set(key, to: String(override[override.index(after: equals)...]), base: workingDirectory, origin: "command line:--set")
        }
        return settings
    }
}

/// A config file: `{"team": {...}, "standup": {...}, "http": {...}}`.
struct ConfigFile: Decodable {
    struct TeamSection: Decodable {
        var source: String?
        var members: [String]?
        var file: String?
        var url: String?
    }
    struct StandupSection: Decodable {
        var seed: UInt64?
    }
    struct HTTPSection: Decodable {
        var timeout: Double?
    }

    var team: TeamSection?
    var standup: StandupSection?
    var http: HTTPSection?

    static func load(_ file: URL) throws -> ConfigFile {
        do {
            return try JSONDecoder().decode(ConfigFile.self, from: Data(contentsOf: file))
        } catch {
            throw TeamListError.badConfigFile(path: file.path, reason: "not a standup config file")
        }
    }

    func apply(to settings: inout StandupSettings, base: URL, origin: String) throws {
        if let source = team?.source { try settings.set("team.source", to: source, base: base, origin: origin) }
        if let members = team?.members {
            settings.members = members
            settings.origins["team.members"] = origin
        }
        if let file = team?.file { try settings.set("team.file", to: file, base: base, origin: origin) }
        if let url = team?.url { try settings.set("team.url", to: url, base: base, origin: origin) }
        if let seed = standup?.seed { try settings.set("standup.seed", to: String(seed), base: base, origin: origin) }
        if let timeout = http?.timeout { try settings.set("http.timeout", to: String(timeout), base: base, origin: origin) }
    }
}
