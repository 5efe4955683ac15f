import Platform

/// Everything that can be wrong with the configuration, each naming the key, the value
/// (redacted when secret), where it came from and what is accepted.
public enum ConfigurationError: UserFacingError, Equatable {
    /// A value does not fit its setting's type, range or set of names. `value` is already
    /// redacted when the setting is secret.
    case invalidValue(key: String, value: String, source: SettingSource, expectation: String, suggestion: String?)
    /// A value of a secret-bearing setting (a secret, or a URL, which may hold credentials) does
    /// not fit its type: the value is never kept, only its `kind` ("URL", "secret") and its
    /// length in characters.
    case invalidHiddenValue(key: String, kind: String, length: Int, source: SettingSource, expectation: String)
    /// A file or `--set` names a key no component declares.
    case unknownKey(key: String, source: SettingSource, suggestion: String?)
    /// A setting without a default is read, and no layer sets it.
    case missingValue(key: String, variable: String)
    /// A configuration file exists but cannot be read.
    case unreadableFile(path: String, reason: String)
    /// A configuration directory exists (or may) but cannot be listed or entered.
    case unreadableDirectory(path: String, reason: String)
    /// A configuration file is larger than the limit (`LocalConfigurationFileSystem.maxFileSize`).
    case fileTooLarge(path: String, limit: Int)
    /// A configuration file is a FIFO, a device, a directory or a socket: `kind` says which.
    case notRegularFile(path: String, kind: String)
    /// A configuration file is not valid JSON, or not the shape a config file has.
    case malformedFile(path: String, line: Int, column: Int, reason: String)
    /// The configuration directory named by a flag or variable does not exist.
    case missingDirectory(path: String, origin: String)
    /// An environment was chosen explicitly but the directory has no file for it.
    case missingEnvironmentFile(environment: String, origin: String, path: String, available: [String], suggestion: String?)
    /// An environment was chosen explicitly, but its `<env>.json` is a data file, not an
    /// environment file: it sets none of the app's settings.
    case notEnvironmentFile(environment: String, origin: String, path: String, available: [String], suggestion: String?)
    /// An environment name that cannot be a file name.
    case invalidEnvironmentName(name: String, origin: String)
    /// An environment was chosen by `--env` or a variable, but no configuration directory was found.
    case missingEnvironmentDirectory(environment: String, origin: String, searched: String)
    /// A program bug: a setting declared wrongly (bad key, default of the wrong type, clash).
    case invalidDeclaration(key: String, problem: String)
    /// A program bug: a setting read from a configuration whose schema does not declare it.
    case undeclaredKey(key: String)

    /// What is wrong, naming the key, the value as shown (secrets redacted) and where it came from.
    public var message: String {
        switch self {
        case let .invalidValue(key, value, source, expectation, _):
            "invalid value \(BoundedEcho.quoted(value)) for \(key) in \(source): \(expectation)"
        case let .invalidHiddenValue(key, kind, length, source, expectation):
            "invalid \(kind) for \(key) in \(source) (\(length) character\(length == 1 ? "" : "s"), not shown as it may hold a secret): "
                + "\(expectation)"
        case let .unknownKey(key, source, _):
            "unknown key \(BoundedEcho.quoted(key)) in \(source)"
        case let .missingValue(key, _):
            "no value for \(key), which has no default"
        case let .unreadableFile(path, reason):
            "cannot read configuration file \(path): \(reason)"
        case let .unreadableDirectory(path, reason):
            "cannot read configuration directory \(path): \(reason)"
        case let .fileTooLarge(path, limit):
            "configuration file \(path) is larger than the limit of \(ByteCount(limit))"
        case let .notRegularFile(path, kind):
            "cannot read configuration file \(path): it is \(kind), not a regular file"
        case let .malformedFile(path, line, column, reason):
            "malformed configuration file \(path):\(line):\(column): \(reason)"
        case let .missingDirectory(path, origin):
            "configuration directory \(path) (from \(origin)) does not exist"
        case let .missingEnvironmentFile(environment, origin, path, _, _):
            "no configuration file for environment \(BoundedEcho.quoted(environment)) (from \(origin)): \(path) does not exist"
        case let .notEnvironmentFile(environment, origin, path, _, _):
            "no configuration file for environment \(BoundedEcho.quoted(environment)) (from \(origin)): \(path) sets none of the app's "
                + "settings, so it is data, not an environment"
        case let .missingEnvironmentDirectory(environment, origin, _):
            "no configuration file for environment \(BoundedEcho.quoted(environment)) (from \(origin)): no configuration directory was found"
        case let .invalidEnvironmentName(name, origin):
            "invalid environment name \(BoundedEcho.quoted(name)) (from \(origin)): use letters, digits, '-' and '_'"
        case let .invalidDeclaration(key, problem):
            "setting '\(key)' is declared wrongly: \(problem)"
        case let .undeclaredKey(key):
            "setting '\(key)' is read but the configuration schema does not declare it"
        }
    }

    /// What to do about it, such as the accepted values or the command that shows the configuration.
    public var hint: String? {
        switch self {
        case let .invalidValue(_, _, _, _, suggestion?), let .unknownKey(_, _, suggestion?):
            "did you mean '\(suggestion)'?"
        case .unknownKey:
            "the config command lists every key"
        case let .missingValue(key, variable):
            "set \(variable), add \"\(key)\" to a config file, or pass --set \(key)=<value>"
        case .missingDirectory:
            "create it, or leave it out to use the usual locations or the compiled-in defaults"
        case let .missingEnvironmentDirectory(environment, _, searched):
            "none of --config-dir, \(searched) names an existing directory; create one with "
                + "\(BoundedEcho.truncated(environment, limit: BoundedEcho.limit)).json in it"
        case let .missingEnvironmentFile(_, _, _, available, suggestion), let .notEnvironmentFile(_, _, _, available, suggestion):
            Self.environmentHint(available: available, suggestion: suggestion)
        case .invalidDeclaration, .undeclaredKey:
            "this is a bug in the program's settings declarations"
        case .fileTooLarge:
            "a configuration file holds a few settings; check that this is the file you meant, or use --config-dir to read another directory"
        case .unreadableDirectory:
            "make it and the directories above it readable and searchable by you (chmod u+rx), or name another with --config-dir"
        case .notRegularFile:
            "replace it with a regular JSON file, or use --config-dir to read another directory"
        case .invalidValue, .invalidHiddenValue, .unreadableFile, .malformedFile, .invalidEnvironmentName:
            nil
        }
    }

    /// I/O error (74) for a file that cannot be read, internal software error (70) for a
    /// declaration or key the app got wrong, configuration (78) otherwise.
    public var exitCode: ExitCode {
        switch self {
        case .unreadableFile, .notRegularFile, .unreadableDirectory: .ioError
        case .invalidDeclaration, .undeclaredKey: .software
        default: .configuration
        }
    }

    private static func environmentHint(available: [String], suggestion: String?) -> String {
        let list = available.isEmpty ? "none" : available.joined(separator: ", ")
        let prefix = suggestion.map { "did you mean '\($0)'? " } ?? ""
        return "\(prefix)environments with a file: \(list)"
    }
}
