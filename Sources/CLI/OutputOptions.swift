/// The output options every command of a tool accepts, anywhere on the line: `--json`,
/// `--no-color`, `--quiet` and `--verbose`. A tool adds its own global options next to them (an
/// application adds its configuration options):
/// `Command("weather", ..., globalOptions: OutputOptions.all + mine, ...)`.
public enum OutputOptions {
    /// `--json`: print JSON instead of text (errors too, on standard error).
    public static let json = Flag("json", abstract: "Print JSON instead of text; errors too, as JSON on standard error.")
    /// `--no-color`: never colour the output (as `NO_COLOR` does).
    public static let noColor = Flag("no-color", abstract: "Never use colour, as NO_COLOR does (FORCE_COLOR forces it).")
    /// `--quiet`: nothing on standard error but errors (no spinner, no notes).
    public static let quiet = Flag("quiet", short: "q", abstract: "Print nothing on standard error but errors.")
    /// `--verbose`: say on standard error what was loaded from where, and how long each step took.
    public static let verbose = Flag("verbose", short: "v", abstract: "Say what configuration was loaded from where, and timings.")

    /// All of them, in help order.
    public static let all: [any CommandArgument] = [json, noColor, quiet, verbose]
}

/// The values of the output options of one parsed command line.
public struct OutputValues: Sendable, Equatable {
    /// `--json`.
    public let json: Bool
    /// `--no-color`.
    public let noColor: Bool
    /// `--quiet`.
    public let quiet: Bool
    /// `--verbose`.
    public let verbose: Bool

    /// Creates the values of the output options, all off by default.
    public init(json: Bool = false, noColor: Bool = false, quiet: Bool = false, verbose: Bool = false) {
        self.json = json
        self.noColor = noColor
        self.quiet = quiet
        self.verbose = verbose
    }

    /// Reads them from a parsed command line.
    public init(_ invocation: CommandInvocation) {
        self.init(
            json: invocation[OutputOptions.json],
            noColor: invocation[OutputOptions.noColor],
            quiet: invocation[OutputOptions.quiet],
            verbose: invocation[OutputOptions.verbose]
        )
    }
}

/// The former name of ``OutputOptions``, which holds only the output options, not every global
/// option of a tool.
@available(*, deprecated, renamed: "OutputOptions")
public typealias GlobalOptions = OutputOptions

/// The former name of ``OutputValues``.
@available(*, deprecated, renamed: "OutputValues")
public typealias GlobalValues = OutputValues
