import CLI
import PeopleRouletteCLI

/// The people-roulette app: its components and commands. `main.swift` only runs it.
///
/// ```swift
/// let code = await PeopleRouletteApp.application.run(Array(CommandLine.arguments.dropFirst()))
/// ```
public enum PeopleRouletteApp {
    /// The component assemblies, after `PlatformAssembly`.
    public static let components: [any ComponentAssembly.Type] = [PeopleRouletteAssembly.self]

    /// The app: `pick`, `users`, `refresh`, `show`, `history`, and the shared `config` and `graph`.
    public static let application = Application(
        name: "people-roulette", version: "1.0.0",
        abstract: "Pick N different people at random from a list.",
        discussion: "The list comes from people.source (the bundled demo list unless configured) and is kept in storage.backend (SQLite in $XDG_DATA_HOME/people-roulette unless configured). Settings: Config/README.md.",
        components: components,
        commands: PeopleRouletteCommands<AppContext>.all)
}

extension AppContext: PeopleRouletteContext {}
