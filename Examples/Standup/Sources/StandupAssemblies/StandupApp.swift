import CLI
import Composition
import StandupCLI

/// The standup app: its component, commands and `--seed`. `main.swift` only runs it.
///
/// ```swift
/// let code = await StandupApp.application.run(Array(CommandLine.arguments.dropFirst()))
/// ```
public enum StandupApp {
    /// `--seed <n>`: standup's shorthand for `--set standup.seed=<n>`.
    public static let seed = SettingOption("seed", valueName: "n", abstract: "Seed the shuffle to repeat an order.",
                                           for: TeamSettings.seed)

    /// The app: `order`, `members`, and the shared `config` and `graph`.
    public static let application = Application(
        name: "standup", version: "1.0.0",
        abstract: "Shuffle the team into a speaking order for the standup.",
        discussion: "The team comes from team.source: the names in team.members unless configured, or a file with one name a line (team.file).",
        components: [StandupAssembly.self],
        commands: StandupCommands<AppContext>.all,
        options: [seed])
}
