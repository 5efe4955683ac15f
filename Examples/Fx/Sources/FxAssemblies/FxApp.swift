import CLI
import Composition
import FxCLI
import NetworkingAssemblies

/// The fx app: its components (the framework's networking component and its own) and commands.
/// `main.swift` only runs it; specs run it in-process with platform doubles, or as the built
/// executable.
///
/// ```swift
/// FxApp.application.main()                                                                  // main.swift
/// let status = await FxApp.application.run(["convert", "100", "USD", "EUR"], platform: .doubles(root: directory))   // a spec
/// ```
public enum FxApp {
    /// The app: `convert`, `rates`, `refresh`, `history`, and the shared `config` and `graph`.
    public static let application = Application(
        name: "fx",
        version: "1.0.0",
        abstract: "Convert amounts between currencies.",
        discussion:
            "The rates come from rates.source: the table fx ships with unless configured, a JSON file (rates.file), or the JSON an address answers (rates.url). They are kept in storage.backend (SQLite in $XDG_DATA_HOME/fx unless configured) with the history of conversions.",
        components: [NetworkingAssembly.self, FxAssembly.self],
        commands: FxCommands<AppContext>.all
    )
}
