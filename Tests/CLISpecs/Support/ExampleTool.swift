import CLI
import Platform

/// A small tool declared the way the apps declare theirs, to drive the parser and runner.
enum ExampleFormat: String, CaseIterable, ArgumentValue {
    case table, list
}

/// `key=value`, the value of the example's own `--set`.
struct ExampleAssignment: ArgumentValue, Equatable {
    let key: String
    let value: String

    init(key: String, value: String) {
        self.key = key
        self.value = value
    }

    init?(argument: String) {
        guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else { return nil }
        self.init(key: String(argument[..<equals]), value: String(argument[argument.index(after: equals)...]))
    }

    static var expectation: String { "expected key=value, such as storage.backend=memory" }
}

struct ExampleContext: Sendable {
    let output: CommandOutput
    let globals: OutputValues
}

struct ExampleFailure: UserFacingError {
    var message: String { "the people service at https://example.com answered 503" }
    var hint: String? { "try again later, or use --set people.source=bundled" }
    var exitCode: ExitCode { .unavailable }
}

enum ExampleTool {
    // The tool's own global options, declared next to the CLI's output options.
    static let environment = Option<String>(
        "env",
        valueName: "name",
        abstract: "Read Config/<name>.json over default.json. Default: $APP_ENV, else development."
    )
    static let configDirectory = Option<String>(
        "config-dir",
        valueName: "path",
        abstract: "Where the config files are. Default: $APP_CONFIG_DIR, else ./Config."
    )
    static let set = RepeatableOption<ExampleAssignment>("set", valueName: "key=value", abstract: "Override a setting (keys: Config/README.md).")
    static let seed = Option<UInt64>("seed", valueName: "n", abstract: "Seed randomness to repeat a run.")

    static let count = Positional<Int>("count", abstract: "How many people to pick.", default: 1)
    static let format = Option<ExampleFormat>("format", short: "f", abstract: "How to print them.", default: .table)
    static let verbose = Flag("loud", short: "l", abstract: "Say more.")
    static let quiet = Flag("hushed", short: "s", abstract: "Say less.")
    static let tag = RepeatableOption<String>("tag", short: "t", abstract: "Only people with this tag.")
    static let names = PositionalList<String>("names", abstract: "The names to add.")
    static let city = Positional<String>("city", abstract: "The city.")

    static let pick = Command<ExampleContext>(
        "pick",
        abstract: "Pick N unique random people.",
        arguments: [count, format, verbose, quiet, tag]
    ) { invocation, context in
        let count = try invocation.value(of: count)
        if count < 0 { throw ExampleFailure() }
        if count > 100 { throw UsageError("at most 100 people at a time", hint: "ask for fewer") }
        if context.globals.json {
            try context.output.json(["count": count])
        } else {
            try context.output.line("picked \(count) as \(invocation[format] ?? .table)")
        }
    }

    static let add = Command<ExampleContext>("add", abstract: "Add people by name.", arguments: [names]) { invocation, context in
        try context.output.line("added \(invocation[names].joined(separator: ", "))")
    }

    static let weather = Command<ExampleContext>("weather", abstract: "Weather of a city.", arguments: [city]) { invocation, context in
        try context.output.line("weather in \(try invocation.value(of: city))")
    }

    static let people = Command<ExampleContext>("people", abstract: "Manage people.", subcommands: [add, pick], defaultSubcommand: "pick")

    static let group = Command<ExampleContext>("group", abstract: "A group without a default.", subcommands: [add])

    static let root = Command<ExampleContext>(
        "roulette",
        abstract: "Pick people at random.",
        discussion: "Reads people from the store and picks some.",
        version: "1.2.3",
        globalOptions: [environment, configDirectory, set] + OutputOptions.all + [seed],
        subcommands: [pick, add, weather, people, group]
    )

    static func parse(_ arguments: [String]) throws(UsageError) -> ParseOutcome<ExampleContext> {
        try CommandParser(root: root).parse(arguments)
    }

    /// The usage error a command line causes, or nil.
    static func usageError(_ arguments: [String]) -> UsageError? {
        do {
            _ = try parse(arguments)
            return nil
        } catch {
            return error
        }
    }

    /// The invocation of a command line that runs a command, or nil.
    static func invocation(_ arguments: [String]) -> CommandInvocation? {
        guard case let .run(_, invocation)? = try? parse(arguments) else { return nil }
        return invocation
    }

    /// The help text a command line prints, or nil.
    static func helpText(_ arguments: [String]) -> String? {
        guard case let .help(text)? = try? parse(arguments) else { return nil }
        return text
    }
}
