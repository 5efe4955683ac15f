import CLI
import Composition
import NetworkingAssemblies
import StandupCLI

/// The standup app: its components (the framework's networking component and its own), commands
/// and `--seed`. `main.swift` only runs it; specs run it in-process with platform doubles.
///
/// ```swift
/// StandupApp.application.main()                                                        // main.swift
/// let status = await StandupApp.application.run(["order"], platform: .doubles(root: directory))   // a spec
/// ```
public enum StandupApp {
    /// `--seed <n>`: standup's shorthand for `--set standup.seed=<n>`.
    public static let seed = SettingOption(
        "seed",
        valueName: "n",
        abstract: "Seed the shuffle to repeat an order.",
        for: TeamSettings.seed
    )

    /// The app: `order`, `members`, and the shared `config` and `graph`.
    public static let application = Application(
        name: "standup",
        version: "1.0.0",
        abstract: "Shuffle the team into a speaking order for the standup.",
        discussion:
            "The team comes from team.source: the names in team.members unless configured, a file with one name a line (team.file), or the JSON array of names an address answers (team.url).",
        components: [NetworkingAssembly.self, StandupAssembly.self],
        commands: StandupCommands<AppContext>.all,
        options: [seed]
    )
}
