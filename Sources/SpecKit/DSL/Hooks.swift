// Hooks. Order for one example, with groups g0 (outermost) ... gn:
//   beforeSuite (once per spec class, before its first example)
//   aroundEach of g0 wraps { beforeEach of g0; aroundEach of g1 wraps { beforeEach of g1; ...
//       justBeforeEach of g0 ... gn; the example
//   ... afterEach of g1 }; afterEach of g0 }
//   afterSuite (once per spec class, after its last example)
// Within a group, hooks of one kind run in declaration order. afterEach hooks run even when the
// example or a beforeEach failed.

/// Runs before each example of the group and of its nested groups, outer groups first.
public func beforeEach(
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ body: @escaping () async throws -> Void
) {
    declareHook("beforeEach", CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)) { $0.top.beforeEach.append((body, $1)) }
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
    declareHook("afterEach", CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)) { $0.top.afterEach.append((body, $1)) }
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
    declareHook("aroundEach", CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)) { $0.top.aroundEach.append((around, $1)) }
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
    declareHook("aroundEach", CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)) { $0.top.aroundEach.append((around, $1)) }
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
