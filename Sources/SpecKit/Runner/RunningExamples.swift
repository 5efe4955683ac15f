/// The examples running in this process, for failures that arrive where no task-local value
/// reaches: an `expect` in a dispatch queue's or a completion handler's callback.
///
/// Spec classes run in parallel, so such a failure goes to the running example written in the
/// same file as the `expect`, or to the only example running; with neither, it is not charged here
/// (and fails the run instead, see `UnattendedFailure`).
final class RunningExamples: Sendable {
    static let shared = RunningExamples()

    private struct Entry {
        let recorder: ExampleRecorder
        let location: CodeLocation
    }

    private let entries = Lock<[Entry]>([])

    func started(_ recorder: ExampleRecorder, at location: CodeLocation) {
        entries.withLock { $0.append(Entry(recorder: recorder, location: location)) }
    }

    func ended(_ recorder: ExampleRecorder) {
        entries.withLock { entries in
            if let index = entries.lastIndex(where: { $0.recorder === recorder }) { entries.remove(at: index) }
        }
    }

    /// Records `failure` for the example it belongs to; false when none can be told.
    func charge(_ failure: RecordedFailure) -> Bool {
        let recorder = entries.withLock { entries -> ExampleRecorder? in
            let file = failure.location
            if let sameFile = entries.last(where: { $0.location.filePath == file.filePath || $0.location.fileID == file.fileID }) {
                return sameFile.recorder
            }
            return entries.count == 1 ? entries[0].recorder : nil
        }
        recorder?.record(failure)
        return recorder != nil
    }
}
