extension Command {
    /// What is wrong with the declarations of this tree, one line each, empty when nothing is:
    ///
    /// - two subcommands of one command with one name;
    /// - an option or flag whose long or short name another one of the same command, a global
    ///   option, or the parser itself (`--help`, `-h`, `--version`, the generators) already
    ///   has. The parser would take one of them without a word, so a command's `--verbose`
    ///   would silently hide the global `--verbose`.
    ///
    /// Apps check their tree in a spec (CompositionTesting's `ConfiguredApplication.examples`
    /// does), so a clash fails a spec instead of confusing a user.
    ///
    /// ```swift
    /// expect(PeopleRouletteApp.application.rootCommand.declarationProblems()) == []
    /// ```
    public func declarationProblems() -> [String] {
        var problems: [String] = []
        var reservedLong: [String: String] = [:]
        for option in CommandParser<Context>.parserOptions where option != "version" || version != nil {
            reservedLong[option] = "the parser"
        }
        var reservedShort: [Character: String] = ["h": "the parser"]
        for option in globalOptions {
            Self.claim(option, by: "the global options", long: &reservedLong, short: &reservedShort, into: &problems)
        }
        collectProblems(path: name, long: reservedLong, short: reservedShort, into: &problems)
        return problems
    }

    private func collectProblems(path: String, long: [String: String], short: [Character: String], into problems: inout [String]) {
        var long = long
        var short = short
        for argument in arguments where argument.isNamed {
            Self.claim(argument, by: "'\(path)'", long: &long, short: &short, into: &problems)
        }
        var names: [String] = []
        for subcommand in subcommands {
            if names.contains(subcommand.name) {
                problems.append("'\(path)' has two subcommands named '\(subcommand.name)'")
            }
            names.append(subcommand.name)
            subcommand.collectProblems(path: path + " " + subcommand.name, long: long, short: short, into: &problems)
        }
    }

    /// Records that `owner` declares the argument's names, or the problem when another owner did.
    private static func claim(
        _ argument: ArgumentDeclaration,
        by owner: String,
        long: inout [String: String],
        short: inout [Character: String],
        into problems: inout [String]
    ) {
        if let holder = long[argument.name] {
            problems.append("--\(argument.name) is declared by \(owner) and by \(holder)")
        } else {
            long[argument.name] = owner
        }
        guard let letter = argument.shortName else { return }
        if let holder = short[letter] {
            problems.append("-\(letter) (of --\(argument.name)) is declared by \(owner) and by \(holder)")
        } else {
            short[letter] = owner
        }
    }
}
