/// A spec class built once: its tree of groups, hooks and examples with the closures they hold.
///
/// It is built on the main thread, handed to the task of its spec class, which runs the examples
/// one at a time, and handed back to the main thread to be released, so what the closures
/// captured is released on the thread that ran them, never while SpecKit holds a lock.
final class BuiltSpec: @unchecked Sendable {
    private(set) var builder: SpecBuilder?

    init(_ builder: SpecBuilder) {
        self.builder = builder
    }

    /// Releases the tree on the main thread.
    func release() async {
        try? await MainThread.shared.run { self.builder = nil }
    }
}
