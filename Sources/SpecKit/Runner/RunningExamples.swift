/// The examples running in this process, for failures that arrive where no task-local value
/// reaches: an `expect` in a dispatch queue's or a completion handler's callback.
///
/// Spec classes run in parallel, so such a failure goes to the running example written in the
/// same file as the `expect`, or to the only example running; with neither, it is not charged here
/// (and fails the run instead, see `UnattendedFailure`). It keeps the `LateFailures` of each spec
/// class that has begun running (one entry per class, not per example: the hot path stays as it
/// was), and asks each for its running example only when such a failure comes.
final class RunningExamples: Sendable {
    static let shared = RunningExamples()

    private let classes = Lock<[LateFailures]>([])

    func started(_ specClass: LateFailures) {
        classes.withLock { $0.append(specClass) }
    }

    func ended(_ specClass: LateFailures) {
        classes.withLock { classes in
            if let index = classes.lastIndex(where: { $0 === specClass }) { classes.remove(at: index) }
        }
    }

    /// Records `failure` for the example it belongs to; false when none can be told.
    func charge(_ failure: RecordedFailure) -> Bool {
        let running = classes.withLock { $0 }.compactMap(\.running)
        let file = failure.location
        let recorder =
            running.last { recorder in
                guard let example = recorder.exampleLocation else { return false }
                return example.filePath == file.filePath || example.fileID == file.fileID
            } ?? (running.count == 1 ? running[0] : nil)
        recorder?.record(failure)
        return recorder != nil
    }
}
