import SpecKit
import Synchronization

/// Collects what sample specs did, in order, so meta-specs can assert on it.
final class Log: Sendable {
    private let entries = Mutex<[String]>([])

    func add(_ entry: String) { entries.withLock { $0.append(entry) } }

    var all: [String] { entries.withLock { $0 } }
}

/// The base of sample spec classes that meta-specs run through `SpecRunner`. The plugin follows
/// `Spec` and the target's own classes, not a type alias, so samples don't run on their own; they
/// also conform to `IsolatedSpec`, so SpecKit's census does not fail the run for them.
typealias SampleSpec = Spec
