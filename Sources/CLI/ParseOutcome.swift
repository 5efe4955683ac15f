/// What a command line asks for.
public enum ParseOutcome<Context>: Sendable {
    /// Print this help text on standard output and exit 0 (`--help`, `help <command>`, or a
    /// group run without a subcommand).
    case help(String)
    /// Print the version on standard output and exit 0.
    case version(String)
    /// Run this command with these values.
    case run(Command<Context>, CommandInvocation)
}
