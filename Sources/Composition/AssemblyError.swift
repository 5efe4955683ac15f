import Configuration
import Injection
import Platform

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What can go wrong building the container, before any command runs.
public enum AssemblyError: UserFacingError, CustomStringConvertible {
    /// A setting names an implementation the assembly does not have.
    case unknownImplementation(key: String, value: String, source: SettingSource, accepted: [String])
    /// The assembled graph has problems: missing registrations, cycles, captive lifetimes.
    case invalidGraph(ValidationReport)
    /// A service could not be resolved.
    case unresolvable(ResolutionError)

    /// What went wrong, in one line.
    public var message: String {
        switch self {
        case let .unknownImplementation(key, value, source, accepted):
            "no implementation named \(BoundedEcho.quoted(value)) for \(key) (from \(source)); accepted: \(accepted.joined(separator: ", "))"
        case let .invalidGraph(report):
            "the dependency graph is invalid: " + report.problems.map(\.description).joined(separator: "; ")
        case let .unresolvable(error):
            error.description.split(separator: "\n").map { $0.trimmingBlanks }.joined(separator: "; ")
        }
    }

    /// What the user can do about it, when there is something to do.
    public var hint: String? {
        switch self {
        case let .unknownImplementation(key, _, _, accepted):
            accepted.first.map { "choose one with --set \(key)=\($0)" }
        case .invalidGraph, .unresolvable:
            "this is a bug in the app's assemblies"
        }
    }

    /// Configuration (78) for a value no candidate accepts, internal software error (70) for an invalid graph.
    public var exitCode: ExitCode {
        switch self {
        case .unknownImplementation: .configuration
        case .invalidGraph, .unresolvable: .software
        }
    }

    /// The message.
    public var description: String { message }
}
