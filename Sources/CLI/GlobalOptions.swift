/// The output options every command of a tool accepts, anywhere on the line: `--json` and
/// `--no-color`. A tool adds its own global options next to them (an application adds its
/// configuration options): `Command("weather", ..., globalOptions: GlobalOptions.all + mine, ...)`.
public enum GlobalOptions {
    /// `--json`: print JSON instead of text.
    public static let json = Flag("json", abstract: "Print JSON instead of text.")
    /// `--no-color`: never colour the output (as `NO_COLOR` does).
    public static let noColor = Flag("no-color", abstract: "Never use colour, as NO_COLOR does.")

    /// Both, in help order.
    public static let all: [any CommandArgument] = [json, noColor]
}

/// The values of the output options of one parsed command line.
public struct GlobalValues: Sendable, Equatable {
    /// `--json`.
    public let json: Bool
    /// `--no-color`.
    public let noColor: Bool

    public init(json: Bool = false, noColor: Bool = false) {
        self.json = json
        self.noColor = noColor
    }

    /// Reads them from a parsed command line.
    public init(_ invocation: CommandInvocation) {
        self.init(json: invocation[GlobalOptions.json], noColor: invocation[GlobalOptions.noColor])
    }
}
