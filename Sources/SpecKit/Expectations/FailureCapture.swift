/// Runs code that may make expectations of its own (the closure of `throwError`, `allPass`,
/// `beSuccess`) and collects the failures it records instead of letting them reach the example.
enum FailureCapture {
    /// Runs `body` with a recorder of its own; returns the failures it recorded.
    static func collect(_ body: () throws -> Void) rethrows -> [RecordedFailure] {
        let recorder = ExampleRecorder()
        try ExampleRecorder.$current.withValue(recorder) { try body() }
        return recorder.failures
    }

    /// Records failures collected earlier for the running example, in their order and places.
    static func forward(_ failures: [RecordedFailure]) {
        for failure in failures { ExampleRecorder.fail(failure.message, at: failure.location) }
    }

    /// Runs `body`, passes its failures on to the running example as Nimble does, and says
    /// whether it recorded none.
    static func passes(_ body: () -> Void) -> Bool {
        let failures = collect(body)
        forward(failures)
        return failures.isEmpty
    }
}
