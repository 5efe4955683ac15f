/// A place in a source file: where an example, a hook or an expectation was written.
///
/// SpecKit captures it with `#fileID`, `#filePath`, `#line` and `#column` default arguments, so a
/// failure points at the `expect` that failed and an unexpected error points at its `it`.
public struct CodeLocation: Sendable, Hashable, CustomStringConvertible {
    public let fileID: String
    public let filePath: String
    public let line: Int
    public let column: Int

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
