import Foundation

/// Where commands write: standard output and standard error in the app, buffers in specs.
public protocol Console: Sendable {
    /// Writes `text` to standard output.
    func write(_ text: String)
    /// Writes `text` to standard error.
    func writeError(_ text: String)
}

/// The process's standard output and error.
public struct StandardConsole: Console {
    public init() {}

    public func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    public func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
