import Foundation

/// Quick's run-wide configuration: subclass it and override `configure` to add hooks around every
/// example of every `QuickSpec` and `AsyncSpec`, or shared examples any spec can include.
///
/// ```swift
/// final class TestConfiguration: QuickConfiguration {
///     override class func configure(_ configuration: QCKConfiguration) {
///         configuration.beforeEach { Dorsal.sharedFin().height = 0 }
///         sharedExamples("something edible") { _ in it("is edible") { ... } }
///     }
/// }
/// ```
///
/// The SpecKit plugin finds the classes that inherit directly from `QuickConfiguration` in the
/// package's test targets, and each one's `configure` runs once, before the first spec is built
/// (on Linux, Quick itself never calls them without a hand-written LinuxMain).
open class QuickConfiguration {
    /// Creates the configuration; SpecKit makes one per subclass before it builds the first spec.
    public required init() {}

    /// Adds hooks and shared examples for the whole run.
    open class func configure(_ configuration: QCKConfiguration) {}

    /// Calls `configure` of each class of `classes`, or of every `QuickConfiguration` subclass of the
    /// process when `classes` is nil, except those already configured: each class is configured
    /// once per process.
    ///
    /// Under `swift test` the plugin's list does this before the first spec is built; this is for
    /// code that runs specs outside that path, such as a test helper that runs spec classes with
    /// ``SpecRunner`` from an XCTest test, or `QCKMain`. Finding every subclass reads the runtime's
    /// type metadata (Linux; elsewhere it finds none):
    ///
    /// ```swift
    /// QuickConfiguration.configureSubclasses()
    /// let report = await SpecRunner.run(DolphinSpec.self)
    /// ```
    public static func configureSubclasses(_ classes: [QuickConfiguration.Type]? = nil) {
        if let classes {
            QuickConfigurationRegistry.shared.configure(classes)
            return
        }
        switch RuntimeClasses.all() {
        case let .success(found): QuickConfigurationRegistry.shared.configure(found.compactMap { $0 as? QuickConfiguration.Type })
        case let .failure(shape): shape.failRun()
        }
    }
}

/// What a `QuickConfiguration` adds to: hooks around every example of every `QuickSpec`.
///
/// `beforeEach`, `afterEach`, `justBeforeEach` and `aroundEach` are declared at the top of every
/// QuickSpec's `spec()`, so they run outside the spec's own hooks, as in Quick. `beforeSuite` runs
/// once, before the first example that reaches it; `afterSuite` runs when the process exits, after
/// the last example (a failure there is printed on standard error: no test is left to fail).
/// Quick's `include`/`exclude` filters are accepted and ignored: select examples with `fit`/`xit`
/// or `SPECKIT_FILTER`.
public final class QCKConfiguration: @unchecked Sendable {
    typealias Hook = @Sendable () async throws -> Void
    struct Hooks {
        var beforeEach: [(ExampleMetadata) async throws -> Void] = []
        var justBeforeEach: [() async throws -> Void] = []
        var afterEach: [(ExampleMetadata) async throws -> Void] = []
        var aroundEach: [(ExampleMetadata, @escaping () async -> Void) async throws -> Void] = []
        var beforeSuite: [() async throws -> Void] = []
        var afterSuite: [() async throws -> Void] = []
    }

    private let hooks = UncheckedLock(Hooks())

    init() {}

    /// Kept for Quick's API; SpecKit runs every selected example.
    public var runAllWhenEverythingFiltered = true

    /// Accepted for Quick's API and ignored: select examples with `fit`, `xit` or `SPECKIT_FILTER`.
    public func include(_ filter: @escaping (ExampleBase) -> Bool) {}

    /// Accepted for Quick's API and ignored: select examples with `fit`, `xit` or `SPECKIT_FILTER`.
    public func exclude(_ filter: @escaping (ExampleBase) -> Bool) {}

    /// Runs before every example, outside the spec's own `beforeEach` hooks.
    public func beforeEach(_ closure: @escaping () async throws -> Void) {
        hooks.withLock { $0.beforeEach.append { _ in try await closure() } }
    }

    /// Runs before every example, given its metadata.
    public func beforeEach(_ closure: @escaping (_ exampleMetadata: ExampleMetadata) async throws -> Void) {
        hooks.withLock { $0.beforeEach.append(closure) }
    }

    /// Runs just before every example, after every `beforeEach`.
    public func justBeforeEach(_ closure: @escaping () async throws -> Void) {
        hooks.withLock { $0.justBeforeEach.append(closure) }
    }

    /// Runs after every example, outside the spec's own `afterEach` hooks.
    public func afterEach(_ closure: @escaping () async throws -> Void) {
        hooks.withLock { $0.afterEach.append { _ in try await closure() } }
    }

    /// Runs after every example, given its metadata.
    public func afterEach(_ closure: @escaping (_ exampleMetadata: ExampleMetadata) async throws -> Void) {
        hooks.withLock { $0.afterEach.append(closure) }
    }

    /// Wraps every example; call `runExample()` exactly once.
    public func aroundEach(_ closure: @escaping (_ runExample: @escaping () async -> Void) async throws -> Void) {
        hooks.withLock { $0.aroundEach.append { _, run in try await closure(run) } }
    }

    /// Wraps every example, given its metadata; call `runExample()` exactly once.
    public func aroundEach(_ closure: @escaping (_ exampleMetadata: ExampleMetadata, _ runExample: @escaping () async -> Void) async throws -> Void) {
        hooks.withLock { $0.aroundEach.append(closure) }
    }

    /// Runs once, before the first example of the run that a QuickSpec declares.
    public func beforeSuite(_ closure: @escaping () async throws -> Void) {
        hooks.withLock { $0.beforeSuite.append(closure) }
    }

    /// Runs once, when the process exits after the last example.
    public func afterSuite(_ closure: @escaping () async throws -> Void) {
        hooks.withLock { $0.afterSuite.append(closure) }
    }

    /// The hooks added so far.
    var current: Hooks { hooks.withLock { $0 } }

    /// Declares the configured hooks in the group being built (the top of a QuickSpec's `spec()`).
    func declareHooks(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line) {
        let hooks = current
        let location = (fileID: fileID, filePath: filePath, line: line)
        if !hooks.beforeSuite.isEmpty {
            SpecKit.beforeEach(fileID: location.fileID, filePath: location.filePath, line: location.line) {
                try await QuickConfigurationRegistry.shared.runBeforeSuiteOnce(hooks.beforeSuite)
            }
        }
        for around in hooks.aroundEach {
            SpecKit.aroundEach(fileID: location.fileID, filePath: location.filePath, line: location.line) { runExample in
                try await around(ExampleMetadata.current ?? .unknown, runExample)
            }
        }
        for before in hooks.beforeEach {
            SpecKit.beforeEach(fileID: location.fileID, filePath: location.filePath, line: location.line) {
                try await before(ExampleMetadata.current ?? .unknown)
            }
        }
        for justBefore in hooks.justBeforeEach {
            SpecKit.justBeforeEach(fileID: location.fileID, filePath: location.filePath, line: location.line, justBefore)
        }
        for after in hooks.afterEach {
            SpecKit.afterEach(fileID: location.fileID, filePath: location.filePath, line: location.line) {
                try await after(ExampleMetadata.current ?? .unknown)
            }
        }
    }
}

/// The `QuickConfiguration` classes of the run and the configuration they filled in.
final class QuickConfigurationRegistry: @unchecked Sendable {
    static let shared = QuickConfigurationRegistry()

    let configuration = QCKConfiguration()

    private struct State {
        var seen: Set<String> = []
        var beforeSuite: Task<Void, any Error>?
        var afterSuiteRegistered = false
    }

    private let state = UncheckedLock(State())

    /// Calls `configure` of every configuration class among `names` not met before. The plugin
    /// lists a test target's configuration classes with the spec classes of the run
    /// (`Module.TypeName`), and each target's list arrives before any of its specs is built.
    func discover(_ names: [String]) {
        let new: [String] = state.withLock { state in
            let new = names.filter { !state.seen.contains($0) }
            state.seen.formUnion(new)
            return new
        }
        configureOnce(new.compactMap { _typeByName($0) as? QuickConfiguration.Type })
    }

    /// Calls `configure` of every class of `types` not met before, by the same names `discover` uses.
    func configure(_ types: [QuickConfiguration.Type]) {
        let new: [QuickConfiguration.Type] = state.withLock { state in
            types.filter { state.seen.insert(String(reflecting: $0)).inserted }
        }
        configureOnce(new)
    }

    private func configureOnce(_ types: [QuickConfiguration.Type]) {
        guard !types.isEmpty else { return }
        for type in types { type.configure(configuration) }
        if !configuration.current.afterSuite.isEmpty { registerAfterSuite() }
    }

    /// Declares the configured hooks in the group being built.
    func declareConfiguredHooks() {
        configuration.declareHooks()
    }

    /// Runs the configured `beforeSuite` hooks the first time; later callers wait for that run and
    /// share its outcome.
    func runBeforeSuiteOnce(_ hooks: [() async throws -> Void]) async throws {
        let task: Task<Void, any Error> = state.withLock { state in
            if let task = state.beforeSuite { return task }
            let box = UncheckedHooks(hooks: hooks)
            let task = Task { for hook in box.hooks { try await hook() } }
            state.beforeSuite = task
            return task
        }
        try await task.value
    }

    private func registerAfterSuite() {
        let first = state.withLock { state in
            defer { state.afterSuiteRegistered = true }
            return !state.afterSuiteRegistered
        }
        guard first else { return }
        atexit {
            QuickConfigurationRegistry.shared.runAfterSuite()
        }
    }

    /// Runs the `afterSuite` hooks at exit, waiting at most 10 seconds for them.
    private func runAfterSuite() {
        let box = UncheckedHooks(hooks: configuration.current.afterSuite)
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            for hook in box.hooks {
                do { try await hook() } catch {
                    FileHandle.standardError.write(Data("SpecKit: a QuickConfiguration afterSuite hook threw \(error)\n".utf8))
                }
            }
            done.signal()
        }
        if done.wait(timeout: .now() + 10) == .timedOut {
            FileHandle.standardError.write(Data("SpecKit: QuickConfiguration afterSuite hooks did not finish within 10 seconds\n".utf8))
        }
    }

    /// Hook closures handed to another task; they were declared for exactly that.
    private struct UncheckedHooks: @unchecked Sendable {
        let hooks: [() async throws -> Void]
    }
}
