#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Records what the DSL declares while a spec's body runs.
///
/// A spec body runs in one of two modes. Discovery runs every group to list the examples. Targeted
/// runs go down the path of one example only: groups off the path are not entered and examples off
/// the path are only counted, so every example gets a fresh spec instance and fresh local state
/// (variables declared in a `describe` closure are new for each example, as in Catch2's sections).
final class SpecBuilder {
    /// The builder of the spec body running on this thread. A body is built synchronously on one
    /// thread, so a thread-local slot is exact, and it is cheaper than a task-local value on the
    /// hot path (every `it` and `describe` of a spec reads it once per example).
    static var current: SpecBuilder? {
        pthread_getspecific(slot).map { Unmanaged<SpecBuilder>.fromOpaque($0).takeUnretainedValue() }
    }

    private static let slot: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    enum Mode {
        case discover
        case target([Int])
    }

    // The hot state (`childCount`, `top`, `openIndices`) is `@exclusivity(unchecked)`: a builder
    // is used on one thread, and no access to it spans a call into a spec's closure, so the
    // runtime's exclusivity checks can never fire there. They were 10 k of the 117 k instructions
    // of a trivial example whose run steps over 120 declarations (`SwiftTestBenchmarks`).

    typealias Body = () async throws -> Void
    typealias Around = (_ example: () async throws -> Void) async throws -> Void

    /// A group (the root of a spec, a `describe` or a `context`) and the hooks declared in it.
    final class Group {
        let depth: Int
        let components: [String]
        let focused: Bool
        let pending: Bool
        @exclusivity(unchecked) var childCount = 0
        var beforeEach: [(Body, CodeLocation)] = []
        var justBeforeEach: [(Body, CodeLocation)] = []
        var afterEach: [(Body, CodeLocation)] = []
        var aroundEach: [(Around, CodeLocation)] = []

        init(depth: Int, components: [String], focused: Bool, pending: Bool) {
            self.depth = depth
            self.components = components
            self.focused = focused
            self.pending = pending
        }
    }

    let mode: Mode
    /// Targeted: the path of the example to run; empty in discovery. Kept apart from `mode` so the
    /// hot path (skipping declarations off the path) reads it without copying.
    private let target: [Int]
    private let discovering: Bool
    private(set) var stack: [Group]
    /// The innermost open group: `stack.last`, kept at hand for the hot path.
    @exclusivity(unchecked) private(set) var top: Group
    /// Discovery: every example, in declaration order.
    private(set) var examples: [SpecExample] = []
    /// Targeted: the groups from the root down to the example.
    private(set) var targetGroups: [Group] = []
    /// Targeted: the example itself.
    private(set) var targetBody: (Body, CodeLocation)?
    var beforeSuite: [(Body, CodeLocation)] = []
    var afterSuite: [(Body, CodeLocation)] = []
    /// The Quick spec instance whose `spec()` this builder runs, for `QuickSpec.current`.
    var quickInstance: Spec?
    /// Misuses of the DSL found while building, reported as failures of every example.
    private(set) var problems: [RecordedFailure] = []

    init(mode: Mode) {
        self.mode = mode
        switch mode {
        case .discover:
            target = []
            discovering = true
        case let .target(path):
            target = path
            discovering = false
        }
        let root = Group(depth: 0, components: [], focused: false, pending: false)
        stack = [root]
        top = root
    }

    /// Runs a spec body with this builder as the current one.
    func build(_ body: () -> Void) {
        let previous = pthread_getspecific(Self.slot)
        pthread_setspecific(Self.slot, Unmanaged.passUnretained(self).toOpaque())
        defer { pthread_setspecific(Self.slot, previous) }
        withExtendedLifetime(self) { body() }
    }

    func group(_ description: String, focused: Bool, pending: Bool, body: () -> Void) {
        let parent = top
        let index = parent.childCount
        parent.childCount = index + 1
        let depth = openIndices.count
        if !discovering {
            guard depth < target.count - 1, target[depth] == index else { return }
        }
        let group = Group(
            depth: depth + 1,
            // Names are made in discovery; a targeted run has the example's already.
            components: discovering ? parent.components + [description] : [],
            focused: parent.focused || focused,
            pending: parent.pending || pending
        )
        stack.append(group)
        top = group
        openIndices.append(index)
        body()
        openIndices.removeLast()
        stack.removeLast()
        top = parent
    }

    /// Counts an example where it is declared and, in discovery, lists it. True only for the
    /// example a targeted run goes down to: its declaration then hands its body to `hold(_:at:)`,
    /// so the examples a run steps over cost a count, and their bodies are never wrapped or kept.
    func declaresTarget(_ description: String, focused: Bool, pending: Bool, location: () -> CodeLocation) -> Bool {
        let parent = top
        let index = parent.childCount
        parent.childCount = index + 1
        if discovering {
            examples.append(
                SpecExample(
                    path: openIndices + [index],
                    components: parent.components + [description],
                    location: location(),
                    focused: parent.focused || focused,
                    pending: parent.pending || pending
                )
            )
            return false
        }
        return openIndices.count == target.count - 1 && target[target.count - 1] == index
    }

    /// Keeps the body of the example a targeted run goes down to, and the groups around it.
    func hold(_ body: @escaping Body, at location: CodeLocation) {
        targetBody = (body, location)
        // Hooks declared after the example in these groups still land in them: they are objects.
        targetGroups = stack
    }

    func problem(_ message: String, at location: CodeLocation) {
        problems.append(RecordedFailure(message: message, location: location))
    }

    /// The index of every open group among its siblings, outermost first.
    @exclusivity(unchecked) private var openIndices: [Int] = []
}
