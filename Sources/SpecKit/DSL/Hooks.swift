// Hooks. For one example in groups g0 (outermost) ... gn, as in Quick:
//   beforeSuite (once per spec class, before its first example)
//   the hooks of g0 wrap those of g1, ... which wrap those of gn. Within a group, `beforeEach` and
//   `aroundEach` run in declaration order, each around what follows it (a `beforeEach` declared
//   after an `aroundEach` runs inside it), and the group's `afterEach` hooks run after all of
//   them, in declaration order, even when the example or a `beforeEach` failed;
//   innermost: the justBeforeEach hooks of g0 ... gn, then the example
//   afterSuite (once per spec class, after its last example)

/// Runs before each example of the group and of its nested groups, outer groups first.
public func beforeEach(
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ body: @escaping () async throws -> Void
) {
    declareHook("beforeEach", CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)) { $0.top.add(.before(body, $1)) }
}

/// Runs after every `beforeEach` of every enclosing group, right before the example.
public func justBeforeEach(
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ body: @escaping () async throws -> Void
) {
    declareHook("justBeforeEach", CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)) {
        $0.top.justBeforeEach.append((body, $1))
    }
}

/// Runs after each example of the group, inner groups first, even when the example failed.
public func afterEach(
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ body: @escaping () async throws -> Void
) {
    declareHook("afterEach", CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)) { $0.top.add(.after(body, $1)) }
}

/// Wraps each example of the group, with the hooks of this group and of nested groups.
/// Call `runExample` exactly once:
///
/// ```swift
/// aroundEach { runExample in
///     let directory = try makeTemporaryDirectory()
///     await runExample()
///     try FileManager.default.removeItem(at: directory)
/// }
/// ```
///
/// As in Quick, `runExample` does not throw: a failure or error of the example (or of its hooks) is
/// recorded for the example, and the wrapper goes on to its cleanup.
public func aroundEach(
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ body: @escaping (_ runExample: @escaping () async -> Void) async throws -> Void
) {
    let around: SpecBuilder.Around = { runExample in try await QuickAround.run(body, around: runExample) }
    declareHook("aroundEach", CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)) { $0.top.add(.around(around, $1)) }
}

/// Wraps each example of the group with a synchronous body, as Quick's synchronous specs write it:
///
/// ```swift
/// aroundEach { runExample in
///     Logger.silenced = true
///     runExample()
///     Logger.silenced = false
/// }
/// ```
///
/// The body runs on a thread of its own and waits there while the example runs; a body that can
/// `await` should use the async form.
public func aroundEach(
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ body: @escaping (_ runExample: @escaping () -> Void) throws -> Void
) {
    let around: SpecBuilder.Around = { runExample in try await SyncAround.run(body, around: runExample) }
    declareHook("aroundEach", CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)) { $0.top.add(.around(around, $1)) }
}

/// Runs once, before the first example of the spec class runs. Declare it at the top level of
/// `spec()`. A failure here fails every example of the spec.
public func beforeSuite(
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ body: @escaping () async throws -> Void
) {
    declareSuiteHook("beforeSuite", CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)) {
        $0.beforeSuite.append((body, $1))
    }
}

/// Runs once, after the last example of the spec class ran. Declare it at the top level of `spec()`.
public func afterSuite(
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ body: @escaping () async throws -> Void
) {
    declareSuiteHook("afterSuite", CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)) { $0.afterSuite.append((body, $1)) }
}

private func declareHook(_ kind: String, _ location: CodeLocation, _ add: (SpecBuilder, CodeLocation) -> Void) {
    guard let builder = SpecBuilder.current else {
        ExampleRecorder.fail("\(kind) was declared inside an example or hook; declare hooks in spec() or in a group", at: location)
        return
    }
    add(builder, location)
}

private func declareSuiteHook(_ kind: String, _ location: CodeLocation, _ add: (SpecBuilder, CodeLocation) -> Void) {
    guard let builder = SpecBuilder.current, builder.stack.count == 1 else {
        if let builder = SpecBuilder.current {
            builder.problem("\(kind) must be declared at the top level of spec(), not inside a group", at: location)
        } else {
            ExampleRecorder.fail("\(kind) was declared inside an example or hook; declare it at the top level of spec()", at: location)
        }
        return
    }
    add(builder, location)
}
