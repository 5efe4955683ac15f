import SpecKit

// Nimble's `SourceLocation`, the type of every `location` its API hands out or takes. In SpecKit
// that type is `CodeLocation`, so Nimble's name is an alias of it: what an expression, an
// expectation or an assertion record reports passes unchanged to `fail(_:location:)`. The name is
// this module's, not SpecKit's: a file that imports SpecKit and Swift Testing keeps Testing's
// `SourceLocation` (one that imports Nimble and Testing must qualify it, as with Nimble itself).

/// Nimble's name for where an expectation was written: SpecKit's `CodeLocation`, the type of every
/// `location` (of an `Expression`, an `Expectation`, an `AssertionRecord`).
///
/// ```swift
/// func expectEven(_ value: Int, file: FileString = #filePath, line: UInt = #line) {
///     if value % 2 != 0 { fail("\(value) is odd", location: SourceLocation(file: file, line: line)) }
/// }
/// ```
public typealias SourceLocation = CodeLocation

extension CodeLocation {
    /// Nimble's name for `filePath`.
    @available(*, deprecated, renamed: "filePath")
    public var file: FileString { filePath }

    /// Creates the location of `line` in the file at the path `file`, as a helper that forwards its
    /// caller's `file:` and `line:` writes it: `SourceLocation(file: file, line: line)`.
    ///
    /// The file ID is the caller's `#fileID` when it names the same file, else the file's name.
    public init(fileID: String = #fileID, file: FileString, line: UInt, column: UInt = 1) {
        let fileName = file.split(separator: "/").last.map(String.init) ?? file
        let sameFile = fileID.split(separator: "/").last.map(String.init) == fileName
        self.init(fileID: sameFile ? fileID : fileName, filePath: file, line: Int(clamping: line), column: Int(clamping: column))
    }
}

/// Records a failure for the running example at `location` and goes on (Nimble's
/// `fail(_:location:)`), for helpers that report at their caller's location.
public func fail(_ message: String, location: SourceLocation) {
    SpecKit.fail(message, fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column)
}
