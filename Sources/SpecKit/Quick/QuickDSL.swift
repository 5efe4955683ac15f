// Quick's spellings of the DSL that SpecKit's own functions do not already cover: examples with
// `file:` and `line: UInt` (what helpers that forward their caller's location write), and hooks
// given the example's metadata.
//
// The `line:` forms take the line explicitly (a `UInt`, as Quick's): with a default they would be
// ambiguous with SpecKit's own `it(_:fileID:filePath:line:column:_:)`, which captures the same
// location.

/// Quick's and Nimble's name for the type of `file:` arguments (a path, as `#filePath` gives).
public typealias FileString = String

extension CodeLocation {
    /// The location Quick's `file:` and `line:` name. The file ID is the caller's `#fileID` when it
    /// names the same file, else the file's name alone.
    init(quickFile file: String, line: UInt, fileID: String) {
        let fileName = file.split(separator: "/").last.map(String.init) ?? file
        let sameFile = fileID.split(separator: "/").last.map(String.init) == fileName
        self.init(fileID: sameFile ? fileID : fileName, filePath: file, line: Int(clamping: line), column: 1)
    }
}

/// An example at the file and line given, as Quick's `it(_:file:line:closure:)`:
/// `it("is edible", file: file, line: line) { ... }` in a helper that forwards its caller's location.
public func it(_ description: String, fileID: String = #fileID, file: FileString = #filePath, line: UInt, closure: @escaping () async throws -> Void)
{
    declareExample(description, focused: false, pending: false, CodeLocation(quickFile: file, line: line, fileID: fileID)) { closure }
}

/// A focused example at the file and line given (Quick's `fit(_:file:line:closure:)`).
public func fit(_ description: String, fileID: String = #fileID, file: FileString = #filePath, line: UInt, closure: @escaping () async throws -> Void)
{
    declareExample(description, focused: true, pending: false, CodeLocation(quickFile: file, line: line, fileID: fileID)) { closure }
}

/// A pending example at the file and line given (Quick's `xit(_:file:line:closure:)`).
public func xit(_ description: String, fileID: String = #fileID, file: FileString = #filePath, line: UInt, closure: @escaping () async throws -> Void)
{
    declareExample(description, focused: false, pending: true, CodeLocation(quickFile: file, line: line, fileID: fileID)) { closure }
}

/// An example at the file and line given whose closure does not await: it runs on the main
/// thread (see the synchronous `it`).
public func it(_ description: String, fileID: String = #fileID, file: FileString = #filePath, line: UInt, closure: @escaping () throws -> Void) {
    declareExample(description, focused: false, pending: false, CodeLocation(quickFile: file, line: line, fileID: fileID), synchronous: true) {
        { try await MainThread.shared.run(closure) }
    }
}

/// A focused example at the file and line given whose closure does not await.
public func fit(_ description: String, fileID: String = #fileID, file: FileString = #filePath, line: UInt, closure: @escaping () throws -> Void) {
    declareExample(description, focused: true, pending: false, CodeLocation(quickFile: file, line: line, fileID: fileID), synchronous: true) {
        { try await MainThread.shared.run(closure) }
    }
}

/// A pending example at the file and line given whose closure does not await.
public func xit(_ description: String, fileID: String = #fileID, file: FileString = #filePath, line: UInt, closure: @escaping () throws -> Void) {
    declareExample(description, focused: false, pending: true, CodeLocation(quickFile: file, line: line, fileID: fileID), synchronous: true) {
        { try await MainThread.shared.run(closure) }
    }
}

/// A main-actor example at the file and line given: it runs on the main thread, as Quick's
/// synchronous examples do (see the synchronous `it`).
public func it(
    _ description: String,
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt,
    closure: @escaping @MainActor () throws -> Void
) {
    declareExample(description, focused: false, pending: false, CodeLocation(quickFile: file, line: line, fileID: fileID), synchronous: true) {
        { try await MainThread.shared.run { try MainActor.assumeIsolated { try closure() } } }
    }
}

/// A focused main-actor example at the file and line given.
public func fit(
    _ description: String,
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt,
    closure: @escaping @MainActor () throws -> Void
) {
    declareExample(description, focused: true, pending: false, CodeLocation(quickFile: file, line: line, fileID: fileID), synchronous: true) {
        { try await MainThread.shared.run { try MainActor.assumeIsolated { try closure() } } }
    }
}

/// A pending main-actor example at the file and line given.
public func xit(
    _ description: String,
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt,
    closure: @escaping @MainActor () throws -> Void
) {
    declareExample(description, focused: false, pending: true, CodeLocation(quickFile: file, line: line, fileID: fileID), synchronous: true) {
        { try await MainThread.shared.run { try MainActor.assumeIsolated { try closure() } } }
    }
}

/// A pending example at the file and line given (Quick's `pending(_:file:line:closure:)`).
public func pending(
    _ description: String,
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt,
    closure: @escaping () async throws -> Void = {}
) {
    declareExample(description, focused: false, pending: true, CodeLocation(quickFile: file, line: line, fileID: fileID)) { closure }
}

/// Quick's `beforeEach` given the example about to run: `beforeEach { metadata in ... }`.
public func beforeEach(
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ closure: @escaping (_ exampleMetadata: ExampleMetadata) async throws -> Void
) {
    beforeEach(fileID: fileID, filePath: filePath, line: line, column: column) {
        try await closure(ExampleMetadata.current ?? .unknown)
    }
}

/// Quick's `afterEach` given the example that just ran: `afterEach { metadata in ... }`.
public func afterEach(
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ closure: @escaping (_ exampleMetadata: ExampleMetadata) async throws -> Void
) {
    afterEach(fileID: fileID, filePath: filePath, line: line, column: column) {
        try await closure(ExampleMetadata.current ?? .unknown)
    }
}

/// Quick's `aroundEach` given the example's metadata: `aroundEach { metadata, run in await run() }`.
public func aroundEach(
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ closure: @escaping (_ exampleMetadata: ExampleMetadata, _ runExample: @escaping () async -> Void) async throws -> Void
) {
    aroundEach(fileID: fileID, filePath: filePath, line: line, column: column) { runExample in
        try await closure(ExampleMetadata.current ?? .unknown, runExample)
    }
}

/// Adapts the non-throwing `runExample` that `aroundEach` hands out (Quick's) to the runner's
/// throwing one.
enum QuickAround {
    /// Runs `closure` with a `runExample` that keeps the example's error and throws it afterwards.
    static func run(
        _ closure: (_ runExample: @escaping () async -> Void) async throws -> Void,
        around runExample: () async throws -> Void
    ) async throws {
        try await withoutActuallyEscaping(runExample) { runExample in
            let thrown = ThrownError()
            try await closure {
                do { try await runExample() } catch { thrown.error = error }
            }
            if let error = thrown.error { throw error }
        }
    }

    /// The error of an example run inside a Quick `aroundEach`. Examples of one spec run one after
    /// another, and the wrapper awaits `runExample`, so it is never touched concurrently.
    final class ThrownError: @unchecked Sendable {
        var error: (any Error)?
    }
}
