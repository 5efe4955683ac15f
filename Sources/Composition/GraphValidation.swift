/// When `AppAssembler.assemble` checks the assembled graph as a whole (missing registrations,
/// cycles, captive lifetimes, synchronous services on async factories).
///
/// A run of an app does not validate before its command: every graph it can assemble is one
/// of those its specs assemble and validate with `assembleForEveryChoice()`, since
/// implementations are chosen only by choice settings. It validates when a resolution fails
/// with a bug (an `AssemblyError.unresolvable`), and then reports the whole graph's problems,
/// as a start-up check would have.
///
/// ```swift
/// let app = try assembler.assemble(configuration: configuration, platform: platform, validation: .onFailure)
/// ```
public enum GraphValidation: Sendable {
    /// Validate before `assemble` returns and throw `AssemblyError.invalidGraph` with every
    /// problem: what specs and `ApplicationChecks` use.
    case beforeUse
    /// Validate only when a resolution through `AppContext` fails with a bug: what a run uses.
    case onFailure
}
