#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Records what the DSL declares while a spec's body runs: the spec's tree of groups, hooks and
/// examples, built once per spec class, as Quick builds it.
///
/// Every example of the class then runs from this tree, so what a `describe` declares (a `var`, an
/// object its hooks make) is shared by its examples, lives until a hook assigns it again or the
/// class ends, and each example costs the same however many siblings it has.
final class SpecBuilder {
    /// The builder of the spec body running on this thread. A body is built synchronously on one
    /// thread, so a thread-local slot is exact.
    static var current: SpecBuilder? {
        pthread_getspecific(slot).map { Unmanaged<SpecBuilder>.fromOpaque($0).takeUnretainedValue() }
    }

    private static let slot: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    typealias Body = () async throws -> Void
    typealias Around = (_ example: () async throws -> Void) async throws -> Void

    /// A hook that wraps the examples of its group. Quick keeps `beforeEach`, `aroundEach` and
    /// `afterEach` of a group in one list: befores and arounds in declaration order, each
    /// `afterEach` put in front (so the last declared runs last), and runs the list outermost
    /// first. SpecKit keeps the same list, so hooks interleave as in Quick.
    enum Hook {
        case before(Body, CodeLocation)
        case after(Body, CodeLocation)
        case around(Around, CodeLocation)
    }

    /// A group (the root of a spec, a `describe` or a `context`) and the hooks declared in it.
    final class Group {
        let parent: Group?
        let components: [String]
        let focused: Bool
        let pending: Bool
        var childCount = 0
        /// Outermost first (see `Hook`).
        var hooks: [Hook] = []
        var justBeforeEach: [(Body, CodeLocation)] = []

        init(parent: Group?, components: [String], focused: Bool, pending: Bool) {
            self.parent = parent
            self.components = components
            self.focused = focused
            self.pending = pending
        }

        func add(_ hook: Hook) {
            if case .after = hook {
                hooks.insert(hook, at: 0)
            } else {
                hooks.append(hook)
            }
        }

        /// The groups from the root down to this one.
        var chain: [Group] {
            var groups: [Group] = []
            var group: Group? = self
            while let next = group {
                groups.append(next)
                group = next.parent
            }
            return groups.reversed()
        }
    }

    private(set) var stack: [Group]
    /// The innermost open group: `stack.last`.
    private(set) var top: Group
    /// Every example, in declaration order.
    private(set) var examples: [SpecExample] = []
    /// The body and group of each example, by its position in `examples`, and whether its body is
    /// synchronous (it then runs on the main thread, with its hooks).
    private(set) var bodies: [(body: Body, group: Group, synchronous: Bool)] = []
    var beforeSuite: [(Body, CodeLocation)] = []
    var afterSuite: [(Body, CodeLocation)] = []
    /// The Quick spec instance whose `spec()` this builder runs, for `QuickSpec.current`.
    var quickInstance: Spec?
    /// Misuses of the DSL found while building, reported as failures of every example.
    private(set) var problems: [RecordedFailure] = []
    /// The index of every open group among its siblings, outermost first.
    private var openIndices: [Int] = []

    init() {
        let root = Group(parent: nil, components: [], focused: false, pending: false)
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
        let group = Group(
            parent: parent,
            components: parent.components + [description],
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

    func example(_ description: String, focused: Bool, pending: Bool, location: CodeLocation, synchronous: Bool, body: @escaping Body) {
        let parent = top
        let index = parent.childCount
        parent.childCount = index + 1
        examples.append(
            SpecExample(
                path: openIndices + [index],
                components: parent.components + [description],
                location: location,
                focused: parent.focused || focused,
                pending: parent.pending || pending,
                index: examples.count
            )
        )
        bodies.append((body, parent, synchronous))
    }

    func problem(_ message: String, at location: CodeLocation) {
        problems.append(RecordedFailure(message: message, location: location))
    }
}
