import Configuration
import Platform

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The keys of storage: where the people and the history of picks are kept.
package enum StorageSettings {
    /// Where the people are kept: the values of `storage.backend`.
    package enum Backend: String, CaseIterable, Sendable {
        case sqlite, memory
    }

    /// `storage.backend`: `sqlite` or `memory`.
    package static let backend = Setting<Backend>.oneOf(
        "storage.backend",
        default: .sqlite,
        doc: "Where the people are kept: an SQLite file at storage.path, or memory for one run."
    )
    /// `storage.path`: the SQLite file; unset, `$XDG_DATA_HOME/people-roulette/people.sqlite`.
    package static let path = Setting.path(
        "storage.path",
        default: nil,
        doc:
            "The SQLite database file when storage.backend=sqlite; unset, $XDG_DATA_HOME/people-roulette/people.sqlite (XDG_DATA_HOME defaults to "
            + "~/.local/share)."
    )
    /// `storage.busy-timeout`: how long a run waits for another one holding the database.
    package static let busyTimeout = Setting.duration(
        "storage.busy-timeout",
        default: "5s",
        doc: "How long a run waits for another run holding the SQLite database before giving up."
    )

    /// The data directory of people-roulette under `$XDG_DATA_HOME`.
    static let directoryName = "people-roulette"
    /// The database file's name in that directory.
    package static let fileName = "people.sqlite"

    /// The database file: `storage.path` when set, else `<dataHome>/people-roulette/people.sqlite`.
    ///
    /// ```swift
    /// let file = try StorageSettings.databaseFile(configuration, locations: platform.locations)
    /// ```
    package static func databaseFile(_ configuration: ResolvedConfiguration, locations: any FileLocations) throws(ConfigurationError) -> URL {
        if let path = try configuration.valueIfSet(of: path) { return path }
        return locations.dataHome.appendingFilePath(directoryName + "/" + fileName)
    }

    /// Every key of the component.
    package static let all: [any SettingDeclaring] = [backend, path, busyTimeout]
}
