import CLI

/// What a view prints on standard output, plain or as on a colour terminal.
func rendered(colour: Bool = false, _ render: (CommandOutput) throws -> Void) rethrows -> String {
    let recorder = OutputRecorder(colour: colour)
    try render(recorder.output)
    return recorder.text
}
