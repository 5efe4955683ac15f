/// Records what the DSL declares while a spec's body runs.
///
/// A spec body runs in one of two modes. Discovery runs every group to list the examples. Targeted
/// runs go down the path of one example only: groups off the path are not entered and examples off
/// the path are only counted, so every example gets a fresh spec instance and fresh local state
/// (variables declared in a `describe` closure are new for each example, as in Catch2's sections).
final class SpecBuilder: @unchecked Sendable {
    // @unchecked: a builder is created, filled and read by one synchronous call of a spec body on
    // one thread; the task-local value only lets the global DSL functions find it.
    @TaskLocal static var current: SpecBuilder?

    enum Mode {
        case discover
        case target([Int])
    }

    typealias Body = () async throws -> Void
    typealias Around = (_ example: () async throws -> Void) async throws -> Void

    /// A group (the root of a spec, a `describe` or a `context`) and the hooks declared in it.
    final class Group {
        let depth: Int
        let components: [String]
        let focused: Bool
        let pending: Bool
        var childCount = 0
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
    private(set) var stack: [Group]
    /// Discovery: every example, in declaration order.
    private(set) var examples: [SpecExample] = []
    /// Targeted: the groups from the root down to the example.
    private(set) var targetGroups: [Group] = []
    /// Targeted: the example itself.
    private(set) var targetBody: (Body, CodeLocation)?
    var beforeSuite: [(Body, CodeLocation)] = []
    var afterSuite: [(Body, CodeLocation)] = []
    /// Misuses of the DSL found while building, reported as failures of every example.
    private(set) var problems: [RecordedFailure] = []

    init(mode: Mode) {
        self.mode = mode
        stack = [Group(depth: 0, components: [], focused: false, pending: false)]
    }

    var top: Group { stack[stack.count - 1] }

    /// Runs a spec body with this builder as the current one.
    func build(_ body: () -> Void) {
        SpecBuilder.$current.withValue(self) { body() }
    }

    func group(_ description: String, focused: Bool, pending: Bool, location: CodeLocation, body: () -> Void) {
        let parent = top
        let index = parent.childCount
        parent.childCount += 1
        let depth = openIndices.count
        if case let .target(target) = mode {
            guard depth < target.count - 1, target[depth] == index else { return }
        }
        stack.append(Group(
            depth: depth + 1,
            components: parent.components + [description],
            focused: parent.focused || focused,
            pending: parent.pending || pending
        ))
        openIndices.append(index)
        body()
        openIndices.removeLast()
        stack.removeLast()
    }

    func example(_ description: String, focused: Bool, pending: Bool, location: CodeLocation, body: @escaping Body) {
        let parent = top
        let index = parent.childCount
        parent.childCount += 1
        switch mode {
        case .discover:
            examples.append(SpecExample(
                path: openIndices + [index],
                components: parent.components + [description],
                location: location,
                focused: parent.focused || focused,
                pending: parent.pending || pending
            ))
        case let .target(target):
            guard openIndices.count == target.count - 1, target.last == index else { return }
            targetBody = (body, location)
            // Hooks declared after the example in these groups still land in them: they are objects.
            targetGroups = stack
        }
    }

    func problem(_ message: String, at location: CodeLocation) {
        problems.append(RecordedFailure(message: message, location: location))
    }

    /// The index of every open group among its siblings, outermost first.
    private var openIndices: [Int] = []
}
