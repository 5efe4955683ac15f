import SpecKit
import Synchronization

/// Collects what sample specs did, in order, so meta-specs can assert on it.
final class Log: Sendable {
    private let entries = Mutex<[String]>([])

    func add(_ entry: String) { entries.withLock { $0.append(entry) } }

    var all: [String] { entries.withLock { $0 } }
}

/// The base of sample spec classes that meta-specs run through `SpecRunner`. The plugin only
/// generates Swift Testing glue for direct subclasses of `Spec`, so samples don't run on their own.
typealias SampleSpec = Spec
