import CLI
import PeopleRoulette

/// The commands of people-roulette: `pick [N]`, `users`, `refresh`, `show <id or name>` and
/// `history`. Each resolves what it needs from the context, runs it, and renders the result as
/// a table, or as JSON with `--json` (the shapes: docs/JSON.md). `pick`, `users` and `show`
/// say where the stored list came from, as recorded with it (`StoredListOrigin`): the bundled
/// sample list, a file or an address; the composition root registers the `DataOrigin` of
/// `people.source`, used only before any list is stored.
///
/// ```swift
/// let root = Command<AppContext>("people-roulette", abstract: "...", globalOptions: OutputOptions.all,
///                                subcommands: PeopleRouletteCommands<AppContext>.all)
/// ```
package enum PeopleRouletteCommands<Context: CommandContext> {
    /// `pick [N]`, `users`, `refresh`, `show <id or name>`, `history`, in help order.
    package static var all: [Command<Context>] { [pick, users, refresh, show, history] }

    /// `pick [<count>]`: picks that many different people at random (1 by default). It reads
    /// from the store how many people there are and the people picked, never the whole list,
    /// so its cost does not grow with the list. A seed picks from the stored list in id order:
    /// the run that first loads the list picks in id order too, where versions up to 0.1.0
    /// picked in the source's order, so there a seed's choice may differ from theirs.
    package static var pick: Command<Context> {
        Command(
            "pick",
            abstract: "Pick N different people at random (default 1).",
            discussion: "The list is loaded from people.source the first time. --seed <n> repeats a pick.",
            arguments: [Arguments.count]
        ) { invocation, context in
            let count = try invocation.value(of: Arguments.count)
            let viewModel = try context.resolve(RouletteViewModel.self)
            let origin = try context.resolve(DataOrigin.self)
            // Only the count and the people picked are read, never the whole list; the list's
            // provenance is read with them, in the same read transaction.
            _ = try await context.output.withSpinner("Loading people") { try await viewModel.loadCount() }
            // Recorded only once shown, in a transaction of its own: a pick whose output failed
            // is not kept in the history.
            try await viewModel.spin(count) { picked in
                try PickedListView(viewModel: picked).render(to: context.output, origin: origin)
            }
        }
    }

    /// `users`: lists the stored people (loading them first when none are stored).
    package static var users: Command<Context> {
        Command("users", abstract: "List the stored people.") { _, context in
            let viewModel = try context.resolve(RouletteViewModel.self)
            let origin = try context.resolve(DataOrigin.self)
            let people = try await context.output.withSpinner("Loading people") { try await viewModel.load() }
            let stored = try await context.resolve((any PeopleRetrieving).self).provenance()
            try UsersListView(people: people).render(to: context.output, origin: origin, stored: stored)
        }
    }

    /// `refresh`: downloads the list from people.source and replaces the stored one.
    package static var refresh: Command<Context> {
        Command(
            "refresh",
            abstract: "Load the list from people.source again and replace the stored one.",
            discussion: "The stored list is replaced only when the new one is complete and valid."
        ) { _, context in
            let downloader = try context.resolve((any PeopleDownloading).self)
            let origin = try context.resolve(DataOrigin.self)
            let people = try await context.output.withSpinner("Loading people from \(downloader.sourceName)") {
                try await downloader.fetch()
            }
            // Committed only once reported: a refresh whose output failed keeps the old list. A
            // long list shows how far the writing has got (on a terminal only).
            try await context.output.withProgress("Storing people", total: people.count) { progress in
                try await downloader.store(people, written: { progress.advance(by: $0 - progress.completed) }) { stored in
                    progress.finish()
                    try RefreshReport(source: downloader.sourceName, count: stored.count).render(to: context.output, origin: origin)
                }
            }
        }
    }

    /// `show <id or name>`: the details of one person.
    package static var show: Command<Context> {
        Command("show", abstract: "Show one person's name, username and email.", arguments: [Arguments.person]) { invocation, context in
            let query = try invocation.value(of: Arguments.person)
            let viewModel = try context.resolve(RouletteViewModel.self)
            let origin = try context.resolve(DataOrigin.self)
            let people = try await context.output.withSpinner("Loading people") { try await viewModel.load() }
            let stored = try await context.resolve((any PeopleRetrieving).self).provenance()
            try PersonDetailsView(viewModel: try PersonDetailsViewModel.find(query, in: people)).render(
                to: context.output,
                origin: origin,
                stored: stored
            )
        }
    }

    /// `history [--limit N]`: the latest picks, newest first.
    package static var history: Command<Context> {
        Command("history", abstract: "Show the latest picks, newest first.", arguments: [Arguments.limit]) { invocation, context in
            let limit = try invocation.value(of: Arguments.limit)
            let history = try context.resolve((any PickHistoryRetrieving).self)
            try HistoryView(picks: try await history.history(limit: limit)).render(to: context.output)
        }
    }
}

/// The arguments of the people-roulette commands.
enum PeopleRouletteArguments {
    /// `pick [<count>]`: 1 or more, checked here once (`PickCount`).
    package static let count = Positional<PickCount>("count", abstract: "How many people to pick.", default: .one)
    /// `show <person>`.
    package static let person = Positional<String>("person", valueName: "id or name", abstract: "An id, a username, or (part of) a name.")
    /// `history --limit <n>`.
    package static let limit = Option<Int>(
        "limit",
        short: "n",
        valueName: "n",
        abstract: "How many picks to show.",
        default: 20,
        expectation: "expected 1 or more"
    ) { $0 >= 1 }
}

typealias Arguments = PeopleRouletteArguments
