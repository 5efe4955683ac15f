import SpecKit

/// Runs a check written with SpecKit's expectations on a recorder of its own, and returns what
/// failed instead of charging it to the running test: the form of the whole-app checks that
/// any test framework can run.
enum CheckFailures {
    /// The failures of a synchronous check; a thrown error is one more failure at `location`.
    static func of(at location: CodeLocation, _ check: () throws -> Void) -> [RecordedFailure] {
        let recorder = ExampleRecorder()
        ExampleRecorder.$current.withValue(recorder) {
            do {
                try check()
            } catch is ExampleStopped {
                return
            } catch {
                recorder.record(RecordedFailure(message: "the check threw \(error)", location: location))
            }
        }
        return recorder.failures
    }

    /// The failures of an asynchronous check; a thrown error is one more failure at `location`.
    static func of(at location: CodeLocation, _ check: () async throws -> Void) async -> [RecordedFailure] {
        let recorder = ExampleRecorder()
        await ExampleRecorder.$current.withValue(recorder) {
            do {
                try await check()
            } catch is ExampleStopped {
                return
            } catch {
                recorder.record(RecordedFailure(message: "the check threw \(error)", location: location))
            }
        }
        return recorder.failures
    }
}
