import CLI
import Platform

/// A command output into a buffer: plain or coloured (as on a terminal), text or JSON.
struct OutputRecorder {
    let console: BufferedConsole
    let output: CommandOutput

    init(colour: Bool = false, json: Bool = false) {
        console = BufferedConsole(isTerminal: colour)
        output = CommandOutput(
            console: console,
            style: TerminalStyle(isEnabled: colour),
            errorStyle: .plain,
            isJSON: json,
            sleeper: ImmediateSleeper()
        )
    }

    /// What was written to standard output.
    var text: String { console.output.text }
}
