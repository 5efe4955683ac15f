import Foundation
import Configuration

/// The keys of storage: where the people are kept.
public enum StorageSettings {
    /// `storage.backend`: `sqlite`, `memory` or `forbidden`.
    public static let backend = Setting.choice("storage.backend", among: ["sqlite", "memory", "forbidden"], default: "sqlite",
        doc: "Where the people are kept: an SQLite file at storage.path, or memory for one run.")
    /// `storage.path`: the SQLite file.
    public static let path = Setting.path("storage.path", default: "~/.local/share/roulette/people.sqlite",
        doc: "The SQLite database file when storage.backend=sqlite.")

    /// Every key of the component.
    public static let all: [any SettingDeclaring] = [backend, path]
}
