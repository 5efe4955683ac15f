import CLI
import Composition
import NetworkingAssemblies
import PeopleRouletteCLI

/// The people-roulette app: its components, commands and `--seed`. `main.swift` only runs it.
///
/// ```swift
/// let code = await PeopleRouletteApp.application.run(Array(CommandLine.arguments.dropFirst()))
/// ```
package enum PeopleRouletteApp {
    /// The component assemblies, after `PlatformAssembly`: networking (for the http source),
    /// then people-roulette's own.
    package static let components: [any ComponentAssembly.Type] = [NetworkingAssembly.self, PeopleRouletteAssembly.self]

    /// `--seed <n>`: people-roulette's shorthand for `--set roulette.seed=<n>`.
    package static let seed = SettingOption(
        "seed",
        valueName: "n",
        abstract: "Seed randomness to repeat a run.",
        for: RouletteSettings.seed
    )

    /// The app: `pick`, `users`, `refresh`, `show`, `history`, and the shared `config` and `graph`.
    package static let application = Application(
        name: "people-roulette",
        version: Application.frameworkVersion,
        abstract: "Pick N different people at random from a list.",
        discussion:
            "The list comes from people.source (the bundled demo list unless configured) and is kept in storage.backend (SQLite in "
            + "$XDG_DATA_HOME/people-roulette unless configured). 'people-roulette config' shows every setting, its value and where it came "
            + "from; 'people-roulette help <command>' explains a command.",
        components: components,
        commands: PeopleRouletteCommands<AppContext>.all,
        options: [seed]
    )
}
