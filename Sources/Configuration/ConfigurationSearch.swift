import Platform

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where one program's configuration files are looked for, and which variables name the
/// directory and the environment. The directory is the first of:
///
/// 1. `--config-dir <path>` (must exist);
/// 2. the program's directory variable, such as `PEOPLE_ROULETTE_CONFIG_DIR` (must exist);
/// 3. each of `fallbacks` that exists: for an app, `$XDG_CONFIG_HOME/<app>/` (the user's), then
///    `./Config/<app>/` (the project's own folder for that app, so a `./Config` that belongs to
///    something else is never read).
///
/// With none, the program runs on its compiled-in defaults, environment variables and flags.
///
/// ```swift
/// let search = ConfigurationSearch.app("people-roulette", locations: platform.locations)
/// search.directoryVariable     // "PEOPLE_ROULETTE_CONFIG_DIR"
/// search.environmentVariable   // "PEOPLE_ROULETTE_ENV"
/// ```
public struct ConfigurationSearch: Sendable, Hashable {
    /// The variable that names the directory when `--config-dir` is not given.
    public var directoryVariable: String
    /// The variable that names the environment when `--env` is not given.
    public var environmentVariable: String
    /// The environment used when neither `--env` nor the variable says; its file may be missing.
    public var defaultEnvironment: String
    /// The directories used, in order, when they exist and neither the flag nor the variable says.
    public var fallbacks: [ConfigurationDirectory]

    /// The environment used when nothing chooses one.
    public static let development = "development"

    /// Creates a search from the names of the app's directory and environment variables, its default
    /// environment, and the directories to try when neither `--config-dir` nor the variable names one.
    public init(
        directoryVariable: String,
        environmentVariable: String,
        defaultEnvironment: String = Self.development,
        fallbacks: [ConfigurationDirectory] = []
    ) {
        self.directoryVariable = directoryVariable
        self.environmentVariable = environmentVariable
        self.defaultEnvironment = defaultEnvironment
        self.fallbacks = fallbacks
    }

    /// The search of an app named `name` (`people-roulette`): `<NAME>_CONFIG_DIR` and
    /// `<NAME>_ENV`, then `$XDG_CONFIG_HOME/<name>/`, then `./Config/<name>/`.
    public static func app(_ name: String, locations: any FileLocations) -> ConfigurationSearch {
        let prefix = variablePrefix(name)
        return ConfigurationSearch(
            directoryVariable: prefix + "_CONFIG_DIR",
            environmentVariable: prefix + "_ENV",
            fallbacks: [
                ConfigurationDirectory(url: locations.configHome.appendingFilePath(name), origin: .userDirectory),
                ConfigurationDirectory(
                    url: locations.currentDirectory.appendingFilePath(projectFolder + "/" + name),
                    origin: .projectDirectory
                ),
            ]
        )
    }

    /// The folder of a project that holds one sub-folder of files per app: `Config`.
    public static let projectFolder = "Config"

    /// `PEOPLE_ROULETTE` for `people-roulette`: letters and digits upper-cased, anything else `_`.
    public static func variablePrefix(_ name: String) -> String {
        String(name.uppercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    }

    /// The places looked at after `--config-dir`, for messages:
    /// `PEOPLE_ROULETTE_CONFIG_DIR, /home/ana/.config/people-roulette, /work/Config/people-roulette`.
    public var described: String {
        ([directoryVariable] + fallbacks.map(\.url.fileSystemPath)).joined(separator: ", ")
    }
}
