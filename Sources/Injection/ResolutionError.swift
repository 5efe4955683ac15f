/// Why a service could not be resolved: the key that failed, the path that led to it and what
/// was registered nearby.
///
/// ```text
/// cannot resolve APIRequesting: nothing is registered for it
///   path: ViewModel -> UsersHandling -> APIRequesting
///   near misses: APIRequesting (name: "live") in this container
///   fix: register APIRequesting without a name, or resolve it with name: "live"
/// ```
public struct ResolutionError: Error, CustomStringConvertible, Sendable {
    /// What went wrong.
    public enum Reason: Sendable {
        /// No registration matches the key (type, name and argument types) in the container or its parents.
        case notRegistered
        /// Building the key needs the key itself: `cycle` runs from its first occurrence to its repetition.
        case cycle([RegistrationKey])
        /// The registration has an async factory: resolve it with `try await resolveAsync(_:)`.
        case requiresAwait
        /// A forwarded registration made an instance that is not of the requested type.
        case typeMismatch(produced: String)
        /// The factory threw.
        case factoryFailed(any Error)
        /// The container that made a `Lazy` or `Provider` was released before it was used.
        case containerReleased
        /// Two threads building container-scoped instances wait for each other.
        case deadlock([RegistrationKey])
    }

    /// Boxed: a one-word error keeps the resolves' success path free of error-sized stack slots.
    private final class Details: Sendable {
        let reason: Reason
        let key: RegistrationKey
        let path: [RegistrationKey]
        let nearMisses: [NearMiss]

        init(reason: Reason, key: RegistrationKey, path: [RegistrationKey], nearMisses: [NearMiss]) {
            self.reason = reason
            self.key = key
            self.path = path
            self.nearMisses = nearMisses
        }
    }

    private let details: Details

    /// What went wrong.
    public var reason: Reason { details.reason }
    /// The key that could not be resolved.
    public var key: RegistrationKey { details.key }
    /// The resolutions that led to `key`, outermost first, ending with `key`.
    public var path: [RegistrationKey] { details.path }
    /// Registrations that look like the one asked for.
    public var nearMisses: [NearMiss] { details.nearMisses }

    init(_ reason: Reason, key: RegistrationKey, path: [RegistrationKey], nearMisses: [NearMiss] = []) {
        details = Details(reason: reason, key: key, path: path, nearMisses: nearMisses)
    }

    /// `ViewModel -> UsersHandling -> APIRequesting`.
    public var pathDescription: String { path.map(\.description).joined(separator: " -> ") }

    /// The message: what happened, to what, along which path, and what to do.
    public var description: String {
        var lines = ["cannot resolve \(key): \(reasonDescription)"]
        if path.count > 1 { lines.append("  path: \(pathDescription)") }
        if !nearMisses.isEmpty { lines.append("  near misses: " + nearMisses.map(\.description).joined(separator: "; ")) }
        lines.append("  fix: \(fix)")
        return lines.joined(separator: "\n")
    }

    private var reasonDescription: String {
        switch reason {
        case .notRegistered: "nothing is registered for it"
        case let .cycle(cycle): "dependency cycle " + cycle.map(\.description).joined(separator: " -> ")
        case .requiresAwait: "its factory is async"
        case let .typeMismatch(produced): "the forwarded registration made a \(produced), which is not a \(key.typeDescription)"
        case let .factoryFailed(error): "its factory threw: \(error)"
        case .containerReleased: "the container that made this Lazy or Provider was released"
        case let .deadlock(keys):
            "threads building container-scoped instances wait for each other: " + keys.map(\.description).joined(separator: " -> ")
        }
    }

    private var fix: String {
        switch reason {
        case .notRegistered:
            nearMisses.first?.fix(for: key) ?? "register it: container.register(\(key.typeDescription).self) { resolver in ... }"
        case .cycle:
            "break the cycle: inject one side later, in initCompleted (graph or container scope), or through Lazy or Provider"
        case .requiresAwait:
            "resolve it with `try await container.resolveAsync(\(key.typeDescription).self)`"
        case .typeMismatch:
            "forward only types the registered instance conforms to"
        case .factoryFailed:
            "see the factory's error above"
        case .containerReleased:
            "keep the container alive as long as the objects it made use Lazy or Provider"
        case .deadlock:
            "break the cycle between these container-scoped registrations, or resolve one of them once at start-up"
        }
    }
}

/// A registration that resembles a key that could not be resolved.
public struct NearMiss: Sendable, CustomStringConvertible {
    /// How it differs from the key asked for.
    public enum Difference: Sendable, Equatable {
        /// Same type and arguments, another name.
        case name
        /// Same type and name, other argument types.
        case arguments
        /// Same key, registered in a child container, which its parents do not see.
        case childContainer
        /// A different type whose name reads the same (usually from another module).
        case sameTypeName
    }

    /// The registration that was found.
    public let key: RegistrationKey
    /// How it differs from the key asked for.
    public let difference: Difference
    /// Where it is: "this container", "parent container", "child container", "grandparent container"...
    public let location: String

    /// `APIRequesting (name: "live") in this container`.
    public var description: String { "\(key) in \(location)" }

    func fix(for wanted: RegistrationKey) -> String {
        switch difference {
        case .name:
            let name = key.name.map { "name: \"\($0)\"" } ?? "no name"
            return "resolve it with \(name), or register \(wanted.typeDescription) under the name asked for"
        case .arguments:
            let types = key.argumentTypes.map(typeName).joined(separator: ", ")
            return key.argumentTypes.isEmpty
                ? "resolve it without arguments, or register a factory taking the arguments asked for"
                : "resolve it with arguments of types (\(types)), or register a factory taking the arguments asked for"
        case .childContainer:
            return "resolve it from the child container, or register it in this container or a parent"
        case .sameTypeName:
            return "\(typeName(key.serviceType)) is registered from another module:"
                + " import and register the type asked for (\(String(reflecting: wanted.serviceType)))"
        }
    }
}
