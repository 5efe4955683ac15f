// Whole-graph validation: every problem at once, without running a factory.

/// A problem found by `Container.validate()`.
public struct ValidationProblem: Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Kind: Sendable {
        /// A declared dependency has no registration.
        case missingDependency(RegistrationKey)
        /// The registrations depend on each other in a circle: the keys run from one back to itself.
        case cycle([RegistrationKey])
        /// A container-scoped (or custom-scoped) registration depends on a shorter-lived one.
        case captiveLifetime(dependency: RegistrationKey, dependencyScope: String)
        /// A registration with a synchronous initializer depends on one with an async factory.
        case requiresAwait(RegistrationKey)
    }

    /// The registration that has the problem.
    public let key: RegistrationKey
    /// What is wrong.
    public let kind: Kind

    /// One line: what is wrong, with what, and what to do.
    public var description: String {
        switch kind {
        case let .missingDependency(dependency):
            return "\(key) depends on \(dependency), which is not registered: register \(dependency.typeDescription), or make the parameter Optional"
        case let .cycle(keys):
            return "dependency cycle " + keys.map(\.description).joined(separator: " -> ")
                + ": inject one of them through Lazy or Provider, or in initCompleted"
        case let .captiveLifetime(dependency, scope):
            return "\(key) is container-scoped but depends on \(dependency) (\(scope) scope), which it would keep forever:"
                + " make \(dependency.typeDescription) container-scoped, or inject it through Provider"
        case let .requiresAwait(dependency):
            return "\(key) is built synchronously but depends on \(dependency), whose factory is async:"
                + " resolve \(key.typeDescription) with resolveAsync from an async factory"
        }
    }
}

/// What `Container.validate()` found.
public struct ValidationReport: Sendable, CustomStringConvertible {
    /// Every problem, missing dependencies first, then cycles, captive lifetimes and async mismatches.
    public let problems: [ValidationProblem]
    /// The registrations visible from the container.
    public let registrationCount: Int
    /// Registrations whose dependencies were checked: those registered by initializer.
    public let checked: [RegistrationKey]
    /// Registrations whose dependencies are unknown to the container: closure factories.
    public let unchecked: [RegistrationKey]

    /// Whether no problem was found.
    public var isValid: Bool { problems.isEmpty }

    /// A summary line, then one line per problem.
    public var description: String {
        let summary =
            "validated \(registrationCount) registrations: \(checked.count) with declared dependencies, "
            + "\(unchecked.count) closure factories whose dependencies are not declared; "
            + (problems.isEmpty ? "no problems" : "\(problems.count) problem\(problems.count == 1 ? "" : "s")")
        return ([summary] + problems.map { "  - \($0)" }).joined(separator: "\n")
    }
}

/// Thrown by `Container.requireValid()`: the report with every problem.
public struct ValidationError: Error, Sendable, CustomStringConvertible {
    /// What validation found.
    public let report: ValidationReport

    /// The report: a summary line, then one line per problem.
    public var description: String { report.description }
}

extension Container {
    /// Checks the whole graph visible from this container at once, without running any factory,
    /// and reports every problem: missing dependencies, cycles, captive lifetimes and synchronous
    /// registrations depending on async ones.
    ///
    /// Only registrations by initializer declare their dependencies; those by closure are listed in
    /// `ValidationReport.unchecked` and count as present when others depend on them.
    public func validate() -> ValidationReport {
        let graph = DependencyGraph(self)
        var missing: [ValidationProblem] = []
        var captive: [ValidationProblem] = []
        var async: [ValidationProblem] = []
        var checked: [RegistrationKey] = []
        var unchecked: [RegistrationKey] = []
        for node in graph.nodes {
            guard node.declaresDependencies else {
                if node.maker.origin != .initializer { unchecked.append(node.key) }
                continue
            }
            checked.append(node.key)
            for edge in node.edges {
                guard let target = edge.target else {
                    if edge.dependency.kind != .optional {
                        missing.append(ValidationProblem(key: node.key, kind: .missingDependency(edge.dependency.key)))
                    }
                    continue
                }
                let dependency = graph.nodes[target]
                if node.scope.outlivesGraph, dependency.scope.isShortLived, edge.dependency.kind != .deferred {
                    captive.append(
                        ValidationProblem(key: node.key, kind: .captiveLifetime(dependency: dependency.key, dependencyScope: dependency.scopeName))
                    )
                }
                if dependency.maker.origin == .asyncClosure, edge.dependency.kind != .deferred {
                    async.append(ValidationProblem(key: node.key, kind: .requiresAwait(dependency.key)))
                }
            }
        }
        let cycles = graph.cycles().map { cycle in
            ValidationProblem(key: graph.nodes[cycle[0]].key, kind: .cycle(cycle.map { graph.nodes[$0].key }))
        }
        return ValidationReport(
            problems: missing + cycles + captive + async,
            registrationCount: graph.nodes.count,
            checked: checked,
            unchecked: unchecked
        )
    }

    /// Validates (see `validate()`) and throws every problem at once if there is any: the start-up
    /// check of an app.
    public func requireValid() throws(ValidationError) {
        let report = validate()
        if !report.isValid { throw ValidationError(report: report) }
    }
}
