import Configuration
import Platform

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The keys of fx's storage: where the rates and the history are kept.
public enum StorageSettings {
    /// Where the rates and the history are kept: the values of `storage.backend`.
    public enum Backend: String, CaseIterable, Sendable {
        /// An SQLite file at `storage.path`.
        case sqlite
        /// Memory, for one run.
        case memory
    }

    /// `storage.backend`: `sqlite` or `memory`.
    public static let backend = Setting<Backend>.oneOf(
        "storage.backend",
        default: .sqlite,
        doc: "Where the rates and the history are kept: an SQLite file at storage.path, or memory for one run."
    )
    /// `storage.path`: the SQLite file; unset, `$XDG_DATA_HOME/fx/fx.sqlite`.
    public static let path = Setting.path(
        "storage.path",
        default: nil,
        doc: "The SQLite database file when storage.backend=sqlite; unset, $XDG_DATA_HOME/fx/fx.sqlite (XDG_DATA_HOME defaults to ~/.local/share)."
    )

    /// The database file: `storage.path` when set, else `<dataHome>/fx/fx.sqlite`.
    ///
    /// ```swift
    /// let file = try StorageSettings.databaseFile(configuration, locations: platform.locations)
    /// ```
    public static func databaseFile(_ configuration: ResolvedConfiguration, locations: any FileLocations) throws(ConfigurationError) -> URL {
        if let path = try configuration.valueIfSet(of: path) { return path }
        return locations.dataHome.appendingPathComponent("fx").appendingPathComponent("fx.sqlite")
    }

    /// Every key of the storage.
    public static let all: [any SettingDeclaring] = [backend, path]
}
