/// Where a setting's effective value came from: the layer, and within it the file and line,
/// the variable or the flag. Every error about a value and every dump names it.
public enum SettingSource: Sendable, Hashable, CustomStringConvertible {
    /// The default compiled into the program by the setting's declaration.
    case compiledDefault
    /// The app's own default for a key one of its components declares (`SettingDefault`),
    /// compiled into the app, so it holds wherever the binary runs.
    case appDefault
    /// A JSON configuration file, at a 1-based line.
    case file(path: String, line: Int)
    /// An environment variable.
    case environment(variable: String)
    /// A command-line flag: `--set` or a shorthand such as `--seed`.
    case commandLine(flag: String)

    /// Words for messages: "/app/Config/default.json:3", "environment variable STORAGE_PATH",
    /// "--set", "the compiled-in default".
    public var description: String {
        switch self {
        case .compiledDefault: "the compiled-in default"
        case .appDefault: "the app's default"
        case let .file(path, line): "\(path):\(line)"
        case let .environment(variable): "environment variable \(variable)"
        case let .commandLine(flag): flag
        }
    }

    /// The origin column of a dump, after `git config --show-origin`: `default`, `app default`,
    /// `file:/app/Config/default.json:3`, `env:STORAGE_PATH`, `command line:--set`.
    public var origin: String {
        switch self {
        case .compiledDefault: "default"
        case .appDefault: "app default"
        case let .file(path, line): "file:\(path):\(line)"
        case let .environment(variable): "env:\(variable)"
        case let .commandLine(flag): "command line:\(flag)"
        }
    }
}
