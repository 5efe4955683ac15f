import ArgumentParser
import Foundation
import Standup
import Swinject

/// `standup`: the root command.
public struct StandupCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "standup",
        abstract: "Shuffle the team into a speaking order for the standup.",
        discussion:
            "The team comes from team.source: the names in team.members unless configured, a file with one name a line (team.file), or the JSON array of names an address answers (team.url).",
        version: "1.0.0",
        subcommands: [OrderCommand.self, MembersCommand.self, ConfigCommand.self]
    )

    public init() {}

    /// Parses and runs `arguments` in the current context; the exit status, after one error
    /// line (and a hint) on standard error when it fails.
    public static func run(_ arguments: [String]) async -> Int32 {
        let console = StandupContext.current.console
        do {
            var command = try parseAsRoot(arguments)
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            return 0
        } catch let error as TeamListError {
            console.writeError("standup: error: \(error.message)\n" + (error.hint.map { "hint: \($0)\n" } ?? ""))
            return error.exitCode
        } catch let error as MissingService {
            console.writeError("standup: error: \(error.description)\n")
            return 70
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                console.write(message + "\n")
            } else {
                console.writeError(message + "\n")
            }
            return code.rawValue
        }
    }
}

/// `order`: the team in a random speaking order.
public struct OrderCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "order",
        abstract: "Print the team in a random speaking order.",
        discussion: "The team comes from team.source. --seed <n> repeats an order."
    )

    @OptionGroup public var options: GlobalOptions

    public init() {}

    public func run() async throws {
        let context = StandupContext.current
        let shuffler = try options.resolver(in: context).required(StandupShuffler.self)
        let view = OrderView(order: try await shuffler.order())
        context.console.write(options.json ? try jsonText(view.json) : view.table.text)
    }
}

/// `members`: the team as listed, unshuffled.
public struct MembersCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(commandName: "members", abstract: "List the team as configured.")

    @OptionGroup public var options: GlobalOptions

    public init() {}

    public func run() async throws {
        let context = StandupContext.current
        let shuffler = try options.resolver(in: context).required(StandupShuffler.self)
        let view = MembersView(team: try await shuffler.team())
        context.console.write(options.json ? try jsonText(view.json) : view.table.text)
    }
}

/// `config`: every key, its value and where it came from.
public struct ConfigCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(commandName: "config", abstract: "List every key, its value and where it came from.")

    @OptionGroup public var options: GlobalOptions

    public init() {}

    /// One key in JSON.
    public struct Entry: Codable, Sendable, Equatable {
        public let key: String
        public let value: String
        public let origin: String
    }

    public func run() throws {
        let context = StandupContext.current
        let settings = try options.settings(in: context)
        let entries = StandupSettings.keys.map { key in
            Entry(key: key, value: settings.value(of: key), origin: settings.origins[key] ?? "default")
        }
        if options.json {
            context.console.write(try jsonText(entries))
        } else {
            context.console.write(TextTable(headers: ["KEY", "VALUE", "ORIGIN"], rows: entries.map { [$0.key, $0.value, $0.origin] }).text)
        }
    }
}
