import Platform

/// Where a command writes: standard output styled for its stream, `--json` honoured, tables,
/// a spinner on standard error. Commands write through this, never `print`. Every write to
/// standard output is checked: a failed one throws `WriteError`, which ends the command before
/// it does anything more (the error printer reports it); writes to standard error (verbose
/// lines, the spinner) are best effort.
///
/// ```swift
/// if output.isJSON { try output.json(report) } else { try output.table(Table(headers: ["NAME"], rows: rows)) }
/// ```
public struct CommandOutput: Sendable {
    /// The console written to.
    public let console: any Console
    /// The style of standard output.
    public let style: TerminalStyle
    /// The style of standard error.
    public let errorStyle: TerminalStyle
    /// Whether `--json` was given.
    public let isJSON: Bool
    /// Whether `--quiet` was given: no spinner, no notes, no verbose lines.
    public let isQuiet: Bool
    /// Whether `--verbose` was given (and not `--quiet`).
    public let isVerbose: Bool
    let sleeper: any Sleeping
    let clock: any TimeSource

    /// Creates the output of one run over a console, with the styles and the output options the user chose.
    public init(
        console: any Console,
        style: TerminalStyle,
        errorStyle: TerminalStyle,
        isJSON: Bool,
        isQuiet: Bool = false,
        isVerbose: Bool = false,
        sleeper: any Sleeping = TaskSleeper(),
        clock: any TimeSource = SystemTimeSource()
    ) {
        self.console = console
        self.style = style
        self.errorStyle = errorStyle
        self.isJSON = isJSON
        self.isQuiet = isQuiet
        self.isVerbose = isVerbose && !isQuiet
        self.sleeper = sleeper
        self.clock = clock
    }

    /// Styles for each stream from the console, the environment (`NO_COLOR`, `TERM`) and the
    /// global options (`--no-color`, `--json`).
    public init(
        console: any Console,
        environment: any EnvironmentVariables,
        globals: OutputValues,
        sleeper: any Sleeping = TaskSleeper(),
        clock: any TimeSource = SystemTimeSource()
    ) {
        self.init(
            console: console,
            style: TerminalStyle.detect(for: console.standardOutput, environment: environment, noColorFlag: globals.noColor),
            errorStyle: TerminalStyle.detect(for: console.standardError, environment: environment, noColorFlag: globals.noColor),
            isJSON: globals.json,
            isQuiet: globals.quiet,
            isVerbose: globals.verbose,
            sleeper: sleeper,
            clock: clock
        )
    }

    /// Writes `verbose: <text>` on standard error when `--verbose` was given. The text is built
    /// only then, and its control characters are escaped as `line(_:)` escapes them.
    public func verbose(_ text: @autoclosure () -> String) {
        guard isVerbose else { return }
        let shown = ControlCharacters.escaped(text(), keeping: .newlinesAndTabs)
        try? console.standardError.write(errorStyle.dim("verbose: \(shown)") + "\n")
    }

    /// Writes text and a newline to standard output. Every control character is written as an
    /// escape (`\u{1B}`, `ControlCharacters`), but newlines and tabs: text from data never drives
    /// the terminal. To style a line, give a ``StyledLine`` (`"\(bold: name)"`).
    public func line(_ text: String = "") throws(WriteError) {
        try write(text + "\n")
    }

    /// Writes a line whose styles are the program's: its interpolated text escaped as in
    /// `line(_:)`, and the styles it names written around it when `style` is enabled.
    public func line(_ text: StyledLine) throws(WriteError) {
        try console.standardOutput.write(text.rendered(with: style) + "\n")
    }

    /// Writes text to standard output, its control characters escaped as `line(_:)` does.
    public func write(_ text: String) throws(WriteError) {
        try console.standardOutput.write(ControlCharacters.escaped(text, keeping: .newlinesAndTabs))
    }

    /// Writes a table to standard output; its cells' control characters are escaped
    /// (`Table.render(style:)`).
    public func table(_ table: Table) throws(WriteError) {
        try console.standardOutput.write(table.render(style: style))
    }

    /// Writes a value as pretty JSON with sorted keys to standard output, as it is: JSON escapes
    /// control characters itself.
    public func json(_ value: some Encodable) throws {
        try console.standardOutput.write(try JSONOutput.render(value))
    }

    /// Runs work with a spinner on standard error (only on a terminal, only past a moment, never
    /// with `--quiet`). The message's control characters are escaped.
    public func withSpinner<Result>(_ message: String, _ work: () async throws -> Result) async rethrows -> Result {
        if isQuiet { return try await work() }
        return try await ProgressSpinner(output: console.standardError, sleeper: sleeper).run(ControlCharacters.escaped(message), work)
    }

    /// Runs work over `total` items (nil when unknown) with a `ProgressLine` on standard error,
    /// erased when the work ends or throws. The line is drawn only on a terminal, and never with
    /// `--quiet` or `--json`; the work reports each item to it all the same. Its rate and time
    /// left are measured with `clock`, by default the run's (the app's `TimeSource`, which a spec
    /// replaces with a `FixedClock` it moves).
    ///
    /// ```swift
    /// try await output.withProgress("Refreshing", total: items.count) { progress in
    ///     for item in items {
    ///         try await refresh(item)
    ///         progress.advance(item: item.name)
    ///     }
    /// }
    /// ```
    public func withProgress<Result>(
        _ title: String,
        total: Int?,
        clock: (any TimeSource)? = nil,
        _ work: (ProgressLine) async throws -> Result
    ) async rethrows -> Result {
        let progress = ProgressLine(title, total: total, output: console.standardError, enabled: !isQuiet && !isJSON, clock: clock ?? self.clock)
        defer { progress.finish() }
        return try await work(progress)
    }
}
