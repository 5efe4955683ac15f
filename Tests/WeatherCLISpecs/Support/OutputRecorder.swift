import CLI
import Platform

/// A command output into a buffer: plain or coloured (as on a terminal), text or JSON.
struct OutputRecorder {
    let console: BufferedConsole
    let output: CommandOutput

    init(colour: Bool = false, json: Bool = false, sleeper: any Sleeping = ImmediateSleeper()) {
        console = BufferedConsole(isTerminal: colour)
        output = CommandOutput(
            console: console,
            style: TerminalStyle(isEnabled: colour),
            errorStyle: .plain,
            isJSON: json,
            sleeper: sleeper
        )
    }

    /// What was written to standard output.
    var text: String { console.output.text }
}

/// A sleeper that returns at once and counts how often it was asked to sleep: whether a spinner
/// started.
final class SleeperSpy: Sleeping {
    private let count = LockedValue(0)

    var calls: Int { count.value }

    func sleep(for duration: Duration) async throws {
        count.update { $0 += 1 }
        await Task.yield()
        try Task.checkCancellation()
    }
}
