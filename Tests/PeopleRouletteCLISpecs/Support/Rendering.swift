import CLI
import Foundation
import PeopleRoulette
import Platform

/// Renders into buffers: what a command would print on standard output, with or without `--json`.
func rendered(json: Bool = false, _ render: (CommandOutput) throws -> Void) rethrows -> String {
    let console = BufferedConsole()
    try render(CommandOutput(console: console, style: .plain, errorStyle: .plain, isJSON: json, sleeper: ImmediateSleeper()))
    return console.output.text
}

/// A fixed instant: 2024-05-01T10:00:00Z.
let fixedDate = Date(timeIntervalSince1970: 1_714_557_600)

let demoPeople = Array(BundledPeopleSource.people.prefix(3))
