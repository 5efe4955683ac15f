import SpecKit

// Quick 7's synchronous DSL, for suites ported with `import Quick`: inside a `QuickSpec`, the
// examples and hooks that do not await are `@MainActor` closures and run on the main actor, as
// Quick's do, so main-actor types are used in them as they are. Quick declares this DSL as static
// members of its classes; so does this module: a static member hides SpecKit's global function of
// the same name inside the class, so each name declared here has every form the global has
// (closures that await stay off the main actor, as in an `AsyncSpec`).
//
// It lives in the `Quick` module, not in SpecKit: a spec that imports SpecKit keeps SpecKit's rule
// (closures run off the main actor unless marked), under which Swift 6 accepts what Quick 7's rule
// refuses, a `var` of a `describe` assigned by several examples and hooks, and a shared example's
// context captured by its examples ("sending 'x' risks causing data races").
//
// `Behavior` and `QuickConfiguration` keep the global functions: their examples capture the
// context closure they are given (`aContext()`, `sharedExampleContext()`), which Swift 6 refuses
// in a main-actor closure, so Quick 7's own form would not compile there. `describe`, `context`,
// `pending`, `aroundEach`, `itBehavesLike` and the rest stay the global functions; a synchronous
// `aroundEach` runs on a thread of its own (its `runExample()` waits for the example, which the
// main actor must be free to run).

/// The classes whose `spec()` uses Quick 7's synchronous DSL where `import Quick` is written:
/// `QuickSpec` (Quick's `SyncDSLUser`).
///
/// An example or hook that does not await is a `@MainActor` closure and runs on the main actor:
///
/// ```swift
/// final class ViewModelSpec: QuickSpec {
///     override class func spec() {
///         it("shows the title") { expect(TitleViewModel().title) == "Home" }   // a @MainActor type
///         it("loads") { await expect { await Loader().load() }.to(equal(3)) }  // off the main actor
///     }
/// }
/// ```
///
/// A `var` of a `describe` that such a closure assigns is then shared between main-actor closures
/// and the spec's builder, which Swift 6's checker refuses as it does with Quick 7 ("sending 'x'
/// risks causing data races"): declare it `nonisolated(unsafe) var`, keep it in a `let` box, or
/// write `import SpecKit` instead of `import Quick`, where closures are not main-actor closures. The
/// same holds for a closure parameter, such as the context of `sharedExamples`: copy it into a
/// `nonisolated(unsafe) let` first. A synchronous `aroundEach` is not a main-actor closure: it runs
/// on a thread of its own and waits there while the example runs on the main actor.
public protocol SyncDSLUser {}

extension QuickSpec: SyncDSLUser {}

extension SyncDSLUser {
    // MARK: Examples

    /// An example that runs on the main actor (Quick's `it`): `it("shows the title") { ... }`.
    public static func it(
        _ description: String,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        _ body: @escaping @MainActor () throws -> Void
    ) {
        SpecKit.it(description, fileID: fileID, filePath: filePath, line: line, column: column, body)
    }

    /// An example that awaits; it runs off the main actor unless marked `@MainActor`.
    public static func it(
        _ description: String,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        _ body: @escaping () async throws -> Void
    ) {
        SpecKit.it(description, fileID: fileID, filePath: filePath, line: line, column: column, body)
    }

    /// A main-actor example at the file and line given, as Quick's `it(_:file:line:closure:)`.
    public static func it(
        _ description: String,
        fileID: String = #fileID,
        file: FileString = #filePath,
        line: UInt,
        closure: @escaping @MainActor () throws -> Void
    ) {
        SpecKit.it(description, fileID: fileID, file: file, line: line, closure: closure)
    }

    /// An example that awaits, at the file and line given.
    public static func it(
        _ description: String,
        fileID: String = #fileID,
        file: FileString = #filePath,
        line: UInt,
        closure: @escaping () async throws -> Void
    ) {
        SpecKit.it(description, fileID: fileID, file: file, line: line, closure: closure)
    }

    /// A focused main-actor example (Quick's `fit`).
    public static func fit(
        _ description: String,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        _ body: @escaping @MainActor () throws -> Void
    ) {
        SpecKit.fit(description, fileID: fileID, filePath: filePath, line: line, column: column, body)
    }

    /// A focused example that awaits.
    public static func fit(
        _ description: String,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        _ body: @escaping () async throws -> Void
    ) {
        SpecKit.fit(description, fileID: fileID, filePath: filePath, line: line, column: column, body)
    }

    /// A focused main-actor example at the file and line given.
    public static func fit(
        _ description: String,
        fileID: String = #fileID,
        file: FileString = #filePath,
        line: UInt,
        closure: @escaping @MainActor () throws -> Void
    ) {
        SpecKit.fit(description, fileID: fileID, file: file, line: line, closure: closure)
    }

    /// A focused example that awaits, at the file and line given.
    public static func fit(
        _ description: String,
        fileID: String = #fileID,
        file: FileString = #filePath,
        line: UInt,
        closure: @escaping () async throws -> Void
    ) {
        SpecKit.fit(description, fileID: fileID, file: file, line: line, closure: closure)
    }

    /// A pending main-actor example (Quick's `xit`): reported as skipped, never run.
    public static func xit(
        _ description: String,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        _ body: @escaping @MainActor () throws -> Void
    ) {
        SpecKit.xit(description, fileID: fileID, filePath: filePath, line: line, column: column, body)
    }

    /// A pending example that awaits.
    public static func xit(
        _ description: String,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        _ body: @escaping () async throws -> Void
    ) {
        SpecKit.xit(description, fileID: fileID, filePath: filePath, line: line, column: column, body)
    }

    /// A pending main-actor example at the file and line given.
    public static func xit(
        _ description: String,
        fileID: String = #fileID,
        file: FileString = #filePath,
        line: UInt,
        closure: @escaping @MainActor () throws -> Void
    ) {
        SpecKit.xit(description, fileID: fileID, file: file, line: line, closure: closure)
    }

    /// A pending example that awaits, at the file and line given.
    public static func xit(
        _ description: String,
        fileID: String = #fileID,
        file: FileString = #filePath,
        line: UInt,
        closure: @escaping () async throws -> Void
    ) {
        SpecKit.xit(description, fileID: fileID, file: file, line: line, closure: closure)
    }

    // MARK: Hooks

    /// Runs on the main actor before each example of the group (Quick's synchronous `beforeEach`).
    public static func beforeEach(
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        _ body: @escaping @MainActor () throws -> Void
    ) {
        SpecKit.beforeEach(fileID: fileID, filePath: filePath, line: line, column: column, body)
    }

    /// Runs before each example of the group, awaiting, off the main actor unless marked.
    public static func beforeEach(
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        _ body: @escaping () async throws -> Void
    ) {
        SpecKit.beforeEach(fileID: fileID, filePath: filePath, line: line, column: column, body)
    }

    /// Runs on the main actor before each example, given its metadata.
    public static func beforeEach(
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        _ closure: @escaping @MainActor (_ exampleMetadata: ExampleMetadata) throws -> Void
    ) {
        SpecKit.beforeEach(fileID: fileID, filePath: filePath, line: line, column: column) { (metadata: ExampleMetadata) async throws in
            try await closure(metadata)
        }
    }

    /// Runs before each example, given its metadata, awaiting.
    public static func beforeEach(
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        _ closure: @escaping (_ exampleMetadata: ExampleMetadata) async throws -> Void
    ) {
        SpecKit.beforeEach(fileID: fileID, filePath: filePath, line: line, column: column, closure)
    }

    /// Runs on the main actor right before each example, after every `beforeEach`.
    public static func justBeforeEach(
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        _ body: @escaping @MainActor () throws -> Void
    ) {
        SpecKit.justBeforeEach(fileID: fileID, filePath: filePath, line: line, column: column, body)
    }

    /// Runs right before each example, awaiting.
    public static func justBeforeEach(
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        _ body: @escaping () async throws -> Void
    ) {
        SpecKit.justBeforeEach(fileID: fileID, filePath: filePath, line: line, column: column, body)
    }

    /// Runs on the main actor after each example of the group, even when it failed.
    public static func afterEach(
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        _ body: @escaping @MainActor () throws -> Void
    ) {
        SpecKit.afterEach(fileID: fileID, filePath: filePath, line: line, column: column, body)
    }

    /// Runs after each example of the group, awaiting.
    public static func afterEach(
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        _ body: @escaping () async throws -> Void
    ) {
        SpecKit.afterEach(fileID: fileID, filePath: filePath, line: line, column: column, body)
    }

    /// Runs on the main actor after each example, given its metadata.
    public static func afterEach(
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        _ closure: @escaping @MainActor (_ exampleMetadata: ExampleMetadata) throws -> Void
    ) {
        SpecKit.afterEach(fileID: fileID, filePath: filePath, line: line, column: column) { (metadata: ExampleMetadata) async throws in
            try await closure(metadata)
        }
    }

    /// Runs after each example, given its metadata, awaiting.
    public static func afterEach(
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        _ closure: @escaping (_ exampleMetadata: ExampleMetadata) async throws -> Void
    ) {
        SpecKit.afterEach(fileID: fileID, filePath: filePath, line: line, column: column, closure)
    }

    /// Runs once on the main actor, before the first example of the spec class.
    public static func beforeSuite(
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        _ body: @escaping @MainActor () throws -> Void
    ) {
        SpecKit.beforeSuite(fileID: fileID, filePath: filePath, line: line, column: column, body)
    }

    /// Runs once before the first example of the spec class, awaiting.
    public static func beforeSuite(
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        _ body: @escaping () async throws -> Void
    ) {
        SpecKit.beforeSuite(fileID: fileID, filePath: filePath, line: line, column: column, body)
    }

    /// Runs once on the main actor, after the last example of the spec class.
    public static func afterSuite(
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        _ body: @escaping @MainActor () throws -> Void
    ) {
        SpecKit.afterSuite(fileID: fileID, filePath: filePath, line: line, column: column, body)
    }

    /// Runs once after the last example of the spec class, awaiting.
    public static func afterSuite(
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        _ body: @escaping () async throws -> Void
    ) {
        SpecKit.afterSuite(fileID: fileID, filePath: filePath, line: line, column: column, body)
    }
}

// Quick 6's form, `override func spec()` on an instance: there a static member cannot be called,
// so the instance offers the same names, with SpecKit's closures (not main-actor closures, as
// Quick 6's were not).
extension SyncDSLUser {
    /// An example that does not await, declared in Quick 6's instance `spec()`.
    public func it(
        _ description: String,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        _ body: @escaping () throws -> Void
    ) {
        SpecKit.it(description, fileID: fileID, filePath: filePath, line: line, column: column, body)
    }

    /// An example that awaits, declared in Quick 6's instance `spec()`.
    public func it(
        _ description: String,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        _ body: @escaping () async throws -> Void
    ) {
        SpecKit.it(description, fileID: fileID, filePath: filePath, line: line, column: column, body)
    }

    /// An example at the file and line given, declared in Quick 6's instance `spec()`.
    public func it(
        _ description: String,
        fileID: String = #fileID,
        file: FileString = #filePath,
        line: UInt,
        closure: @escaping () async throws -> Void
    ) {
        SpecKit.it(description, fileID: fileID, file: file, line: line, closure: closure)
    }

    /// A focused example that does not await, declared in Quick 6's instance `spec()`.
    public func fit(
        _ description: String,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        _ body: @escaping () throws -> Void
    ) {
        SpecKit.fit(description, fileID: fileID, filePath: filePath, line: line, column: column, body)
    }

    /// A focused example that awaits, declared in Quick 6's instance `spec()`.
    public func fit(
        _ description: String,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        _ body: @escaping () async throws -> Void
    ) {
        SpecKit.fit(description, fileID: fileID, filePath: filePath, line: line, column: column, body)
    }

    /// A focused example at the file and line given, declared in Quick 6's instance `spec()`.
    public func fit(
        _ description: String,
        fileID: String = #fileID,
        file: FileString = #filePath,
        line: UInt,
        closure: @escaping () async throws -> Void
    ) {
        SpecKit.fit(description, fileID: fileID, file: file, line: line, closure: closure)
    }

    /// A pending example that does not await, declared in Quick 6's instance `spec()`.
    public func xit(
        _ description: String,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        _ body: @escaping () throws -> Void
    ) {
        SpecKit.xit(description, fileID: fileID, filePath: filePath, line: line, column: column, body)
    }

    /// A pending example that awaits, declared in Quick 6's instance `spec()`.
    public func xit(
        _ description: String,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        _ body: @escaping () async throws -> Void
    ) {
        SpecKit.xit(description, fileID: fileID, filePath: filePath, line: line, column: column, body)
    }

    /// A pending example at the file and line given, declared in Quick 6's instance `spec()`.
    public func xit(
        _ description: String,
        fileID: String = #fileID,
        file: FileString = #filePath,
        line: UInt,
        closure: @escaping () async throws -> Void
    ) {
        SpecKit.xit(description, fileID: fileID, file: file, line: line, closure: closure)
    }

    /// Runs before each example; declared in Quick 6's instance `spec()`.
    public func beforeEach(
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        _ body: @escaping () async throws -> Void
    ) {
        SpecKit.beforeEach(fileID: fileID, filePath: filePath, line: line, column: column, body)
    }

    /// Runs before each example, given its metadata; declared in Quick 6's instance `spec()`.
    public func beforeEach(
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        _ closure: @escaping (_ exampleMetadata: ExampleMetadata) async throws -> Void
    ) {
        SpecKit.beforeEach(fileID: fileID, filePath: filePath, line: line, column: column, closure)
    }

    /// Runs right before each example; declared in Quick 6's instance `spec()`.
    public func justBeforeEach(
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        _ body: @escaping () async throws -> Void
    ) {
        SpecKit.justBeforeEach(fileID: fileID, filePath: filePath, line: line, column: column, body)
    }

    /// Runs after each example; declared in Quick 6's instance `spec()`.
    public func afterEach(
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        _ body: @escaping () async throws -> Void
    ) {
        SpecKit.afterEach(fileID: fileID, filePath: filePath, line: line, column: column, body)
    }

    /// Runs after each example, given its metadata; declared in Quick 6's instance `spec()`.
    public func afterEach(
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        _ closure: @escaping (_ exampleMetadata: ExampleMetadata) async throws -> Void
    ) {
        SpecKit.afterEach(fileID: fileID, filePath: filePath, line: line, column: column, closure)
    }

    /// Runs once before the first example; declared in Quick 6's instance `spec()`.
    public func beforeSuite(
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        _ body: @escaping () async throws -> Void
    ) {
        SpecKit.beforeSuite(fileID: fileID, filePath: filePath, line: line, column: column, body)
    }

    /// Runs once after the last example; declared in Quick 6's instance `spec()`.
    public func afterSuite(
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        _ body: @escaping () async throws -> Void
    ) {
        SpecKit.afterSuite(fileID: fileID, filePath: filePath, line: line, column: column, body)
    }
}
