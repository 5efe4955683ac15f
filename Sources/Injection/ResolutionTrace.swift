import Synchronization

/// The steps of one traced resolution, in the order they happened, nested as the factories
/// resolved their dependencies: `UsersHandling [container] created`, indented by depth.
///
/// Tracing is opt-in: when off, it costs a resolve one relaxed atomic load.
public struct ResolutionTrace: Sendable, CustomStringConvertible {
    /// What a step did.
    public enum Outcome: Sendable, Equatable {
        /// A new instance was made.
        case created
        /// An instance kept by the scope was returned.
        case reused
        /// The step failed; the text is the reason.
        case failed(String)
        /// Nothing is registered for the key.
        case missing
    }

    /// One resolution within the traced one.
    public struct Step: Sendable {
        /// The key resolved.
        public let key: RegistrationKey
        /// How deep in the graph: 0 for the traced resolve itself.
        public let depth: Int
        /// The registration's scope ("graph", "container"...), empty when nothing is registered.
        public let scope: String
        /// What happened.
        public internal(set) var outcome: Outcome
    }

    /// The steps, outermost first within each level.
    public let steps: [Step]
    /// The error of the traced resolution, if it failed.
    public let error: ResolutionError?

    /// One line per step, indented by depth: `UsersHandling [container] created`.
    public var description: String {
        var lines = steps.map { step -> String in
            let indent = String(repeating: "  ", count: step.depth)
            let scope = step.scope.isEmpty ? "" : " [\(step.scope)]"
            let outcome =
                switch step.outcome {
                case .created, .reused: "\(step.outcome)"
                case .missing: "not registered"
                case let .failed(reason): "failed: \(reason)"
                }
            return "\(indent)\(step.key)\(scope) \(outcome)"
        }
        if let error { lines.append("error: \(error)") }
        return lines.joined(separator: "\n")
    }
}

/// Records the steps of a traced resolution on the thread that runs it.
final class ResolutionTracer {
    /// How many traces are being recorded: while any is, container-scoped instances go through the tracer too.
    static let active = Atomic<Int>(0)

    private(set) var steps: [ResolutionTrace.Step] = []
    private var depth = 0

    func step<Service>(_ entry: AnyServiceEntry, _ body: () throws(ResolutionError) -> Service) throws(ResolutionError) -> Service {
        let index = steps.count
        steps.append(ResolutionTrace.Step(key: entry.key, depth: depth, scope: entry.currentScope.scopeName, outcome: .reused))
        depth += 1
        defer { depth -= 1 }
        do {
            return try body()
        } catch {
            steps[index].outcome = .failed(error.shortReason)
            throw error
        }
    }

    /// Marks the innermost step as making a new instance: its build began.
    func created() { steps[steps.count - 1].outcome = .created }

    func record(missing key: RegistrationKey) { steps.append(ResolutionTrace.Step(key: key, depth: depth, scope: "", outcome: .missing)) }
}

extension ObjectScopeProtocol {
    var scopeName: String { (self as? any CustomStringConvertible)?.description ?? typeName(type(of: self)) }
}

extension ResolutionError {
    /// The reason in a few words, for traces.
    var shortReason: String {
        switch reason {
        case .notRegistered: "\(key) is not registered"
        case .cycle: "cycle"
        case .requiresAwait: "async factory"
        case .typeMismatch: "type mismatch"
        case .factoryFailed: "factory threw"
        case .containerReleased: "container released"
        case .deadlock: "deadlock"
        }
    }
}

extension Container {
    /// Resolves `serviceType` (under `name`) while recording every step: what was created, what
    /// was reused from its scope, what was missing.
    public func traceResolution<Service>(of serviceType: Service.Type, name: String? = nil) -> (instance: Service?, trace: ResolutionTrace) {
        withResolution { resolution in
            let outer = resolution.tracer
            let tracer = ResolutionTracer()
            resolution.tracer = tracer
            ResolutionTracer.active.add(1, ordering: .relaxed)
            defer {
                ResolutionTracer.active.subtract(1, ordering: .relaxed)
                resolution.tracer = outer
            }
            do throws(ResolutionError) {
                return (try resolving(serviceType, name: name), ResolutionTrace(steps: tracer.steps, error: nil))
            } catch {
                return (nil, ResolutionTrace(steps: tracer.steps, error: error))
            }
        }
    }
}
