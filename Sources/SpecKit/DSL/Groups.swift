// The DSL's groups and examples: describe, context, it, with their focused and pending forms.

/// Declares a group of examples about a subject: `describe("Stack") { ... }`.
public func describe(
    _ description: String,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ body: () -> Void
) {
    declareGroup(description, focused: false, pending: false, CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), body)
}

/// Declares a group of examples under a condition: `context("when empty") { ... }`.
public func context(
    _ description: String,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ body: () -> Void
) {
    declareGroup(description, focused: false, pending: false, CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), body)
}

/// A focused `describe`: while any example of the run is focused, only focused examples run.
public func fdescribe(
    _ description: String,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ body: () -> Void
) {
    declareGroup(description, focused: true, pending: false, CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), body)
}

/// A focused `context`.
public func fcontext(
    _ description: String,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ body: () -> Void
) {
    declareGroup(description, focused: true, pending: false, CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), body)
}

/// A pending `describe`: its examples are reported as skipped and never run.
public func xdescribe(
    _ description: String,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ body: () -> Void
) {
    declareGroup(description, focused: false, pending: true, CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), body)
}

/// A pending `context`.
public func xcontext(
    _ description: String,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ body: () -> Void
) {
    declareGroup(description, focused: false, pending: true, CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), body)
}

/// Declares an example. Its closure may be `async` and may throw: an unexpected error fails the
/// example at the line of the `it`.
public func it(
    _ description: String,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ body: @escaping () async throws -> Void
) {
    declareExample(description, focused: false, pending: false, CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)) { body }
}

/// A focused example.
public func fit(
    _ description: String,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ body: @escaping () async throws -> Void
) {
    declareExample(description, focused: true, pending: false, CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)) { body }
}

/// A pending example: reported as skipped, never run.
public func xit(
    _ description: String,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ body: @escaping () async throws -> Void
) {
    declareExample(description, focused: false, pending: true, CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)) { body }
}

/// A pending example without a body yet: `pending("handles unicode")`.
public func pending(
    _ description: String,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ body: @escaping () async throws -> Void = {}
) {
    declareExample(description, focused: false, pending: true, CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)) { body }
}

/// Declares a group.
func declareGroup(_ description: String, focused: Bool, pending: Bool, _ location: @autoclosure () -> CodeLocation, _ body: () -> Void) {
    guard let builder = SpecBuilder.current else {
        ExampleRecorder.fail(
            "describe/context \"\(description)\" was declared inside an example or hook; declare groups in spec() or in another group",
            at: location()
        )
        return
    }
    builder.group(description, focused: focused, pending: pending, body: body)
}

/// Declares an example whose body `makeBody` wraps.
func declareExample(
    _ description: String,
    focused: Bool,
    pending: Bool,
    _ location: CodeLocation,
    synchronous: Bool = false,
    _ makeBody: () -> SpecBuilder.Body
) {
    guard let builder = SpecBuilder.current else {
        ExampleRecorder.fail("it \"\(description)\" was declared inside an example or hook; declare examples in spec() or in a group", at: location)
        return
    }
    builder.example(description, focused: focused, pending: pending, location: location, synchronous: synchronous, body: makeBody())
}

// Synchronous examples. A closure that does not `await` is synchronous, and chooses these
// overloads: in it, Quick's synchronous calls (`expect(x).toEventually(...)` without `await`)
// resolve to their blocking forms, as in a Quick `QuickSpec`. It runs on the main thread, holding
// the main queue, as XCTest runs a test method (`MainThread`).

/// An example whose closure does not await (see the async `it`).
public func it(
    _ description: String,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ body: @escaping () throws -> Void
) {
    declareExample(
        description,
        focused: false,
        pending: false,
        CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
        synchronous: true
    ) {
        { try await MainThread.shared.run(body) }
    }
}

/// A focused example whose closure does not await.
public func fit(
    _ description: String,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ body: @escaping () throws -> Void
) {
    declareExample(
        description,
        focused: true,
        pending: false,
        CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
        synchronous: true
    ) {
        { try await MainThread.shared.run(body) }
    }
}

/// A pending example whose closure does not await.
public func xit(
    _ description: String,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ body: @escaping () throws -> Void
) {
    declareExample(
        description,
        focused: false,
        pending: true,
        CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
        synchronous: true
    ) {
        { try await MainThread.shared.run(body) }
    }
}

// Main-actor examples. A closure marked `@MainActor` that does not await chooses these overloads
// and runs on the main thread, holding the main queue, where the main actor is
// (`it("renders") { @MainActor in ... }`); one that awaits converts to
// the async `it` and hops to the main actor by itself. Unmarked closures run off the main actor:
// spec bodies are built on any thread, so a closure inferred `@MainActor` could not capture the
// `var`s of its `describe`.

/// An example that runs on the main actor: `it("shows the title") { @MainActor in ... }`.
public func it(
    _ description: String,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ body: @escaping @MainActor () throws -> Void
) {
    declareExample(
        description,
        focused: false,
        pending: false,
        CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
        synchronous: true
    ) {
        { try await MainThread.shared.run { try MainActor.assumeIsolated { try body() } } }
    }
}

/// A focused example that runs on the main actor.
public func fit(
    _ description: String,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ body: @escaping @MainActor () throws -> Void
) {
    declareExample(
        description,
        focused: true,
        pending: false,
        CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
        synchronous: true
    ) {
        { try await MainThread.shared.run { try MainActor.assumeIsolated { try body() } } }
    }
}

/// A pending example that would run on the main actor.
public func xit(
    _ description: String,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ body: @escaping @MainActor () throws -> Void
) {
    declareExample(
        description,
        focused: false,
        pending: true,
        CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
        synchronous: true
    ) {
        { try await MainThread.shared.run { try MainActor.assumeIsolated { try body() } } }
    }
}
