#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Reads environment variables. Code asks this, never `ProcessInfo`, so specs control it.
public protocol EnvironmentVariables: Sendable {
    /// The value of a variable, or nil when it is not set.
    subscript(name: String) -> String? { get }
    /// Every variable, for listings such as a configuration dump.
    var all: [String: String] { get }
}

/// The variables of this process. A lookup asks the C library for that one variable, and
/// `all` reads the whole environment only when it is enumerated: a command-line program looks
/// up a handful of names, and copying every variable into a dictionary first cost its start-up
/// more than all those lookups together.
public struct ProcessEnvironment: EnvironmentVariables {
    /// Creates a view of the process's environment.
    public init() {}

    /// The variable's value as `getenv` gives it (the first of two entries with one name), or
    /// nil for a name that is empty or holds `=` or NUL, which no variable can have.
    public subscript(name: String) -> String? {
        #if canImport(Glibc)
        guard !name.isEmpty, !name.utf8.contains(where: { $0 == UInt8(ascii: "=") || $0 == 0 }) else { return nil }
        return name.withCString { getenv($0) }.map { String(cString: $0) }
        #else
        return ProcessInfo.processInfo.environment[name]
        #endif
    }

    /// Every variable, read when asked.
    public var all: [String: String] { Self.read() }

    /// On Linux, straight from `environ`: `ProcessInfo.processInfo` would set up the whole
    /// process description first, which costs a command-line program's start-up more than
    /// its own work. Each entry is split at its first `=`; the first of two entries wins.
    private static func read() -> [String: String] {
        #if canImport(Glibc)
        var values: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "="), equals != text.startIndex {
                let name = String(text[..<equals])
                if values[name] == nil { values[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return values
        #else
        return ProcessInfo.processInfo.environment
        #endif
    }
}

/// Variables given as a dictionary: for specs and for child processes.
public struct DictionaryEnvironment: EnvironmentVariables, ExpressibleByDictionaryLiteral {
    public let all: [String: String]
    /// Creates an environment holding exactly these variables.
    public init(_ values: [String: String]) { all = values }
    /// Creates an environment from a literal: `["STORAGE_PATH": "/tmp/x.sqlite"]`.
    public init(dictionaryLiteral elements: (String, String)...) {
        all = Dictionary(elements, uniquingKeysWith: { _, last in last })
    }
    public subscript(name: String) -> String? { all[name] }
}
