/// A place in a source file: where an example, a hook or an expectation was written.
///
/// SpecKit captures it with `#fileID`, `#filePath`, `#line` and `#column` default arguments, so a
/// failure points at the `expect` that failed and an unexpected error points at its `it`.
public struct CodeLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file as `#fileID` gives it: `Module/File.swift`.
    public let fileID: String
    /// The file's full path, as `#filePath` gives it.
    public let filePath: String
    /// The line, from 1.
    public let line: Int
    /// The column, from 1.
    public let column: Int

    /// Captures the caller's location; pass the parameters on from a helper so failures point at its caller.
    public init(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// The file's name without its directories, such as `StackSpec.swift`.
    public var fileName: String {
        String(fileID.split(separator: "/").last ?? Substring(fileID))
    }

    /// `StackSpec.swift:12`.
    public var description: String { "\(fileName):\(line)" }
}
