import CLI
import Standup

/// The commands of standup: `order` and `members`. Each resolves the shuffler from the context
/// and renders what it returns as a table, or as JSON with `--json`.
///
/// ```swift
/// let application = Application(name: "standup", ..., commands: StandupCommands<AppContext>.all)
/// ```
public enum StandupCommands<Context: CommandContext> {
    /// `order`, `members`, in help order.
    public static var all: [Command<Context>] { [order, members] }

    /// `order`: the team in a random speaking order.
    public static var order: Command<Context> {
        Command(
            "order",
            abstract: "Print the team in a random speaking order.",
            discussion: "The team comes from team.source. --seed <n> repeats an order."
        ) { _, context in
            let shuffler = try context.resolve(StandupShuffler.self)
            try OrderView(order: try await shuffler.order()).render(to: context.output)
        }
    }

    /// `members`: the team as listed, unshuffled.
    public static var members: Command<Context> {
        Command("members", abstract: "List the team as configured.") { _, context in
            let shuffler = try context.resolve(StandupShuffler.self)
            try MembersView(team: try await shuffler.team()).render(to: context.output)
        }
    }
}
