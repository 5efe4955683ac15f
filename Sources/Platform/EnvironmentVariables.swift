import Foundation

/// Reads environment variables. Code asks this, never `ProcessInfo`, so specs control it.
public protocol EnvironmentVariables: Sendable {
    /// The value of a variable, or nil when it is not set.
    subscript(name: String) -> String? { get }
    /// Every variable, for listings such as a configuration dump.
    var all: [String: String] { get }
}

/// The variables of this process, read once when created.
public struct ProcessEnvironment: EnvironmentVariables {
    public let all: [String: String]
    public init() { all = ProcessInfo.processInfo.environment }
    public subscript(name: String) -> String? { all[name] }
}

/// Variables given as a dictionary: for specs and for child processes.
public struct DictionaryEnvironment: EnvironmentVariables, ExpressibleByDictionaryLiteral {
    public let all: [String: String]
    public init(_ values: [String: String]) { all = values }
    public init(dictionaryLiteral elements: (String, String)...) {
        all = Dictionary(elements, uniquingKeysWith: { _, last in last })
    }
    public subscript(name: String) -> String? { all[name] }
}
