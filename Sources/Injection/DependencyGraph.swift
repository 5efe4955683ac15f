/// The registrations visible from a container and the dependencies they declare: the model behind
/// validation and diagnostics. Registrations by closure are nodes whose dependencies are unknown.
struct DependencyGraph {
    struct Node {
        let key: RegistrationKey
        /// The entry that makes the instances (the target of a forward).
        let maker: AnyServiceEntry
        let scope: ScopeKind
        let scopeName: String
        /// 0 for the container validated, 1 for its parent...
        let level: Int
        var edges: [Edge] = []

        var declaresDependencies: Bool { maker.origin == .initializer }
    }

    struct Edge {
        let dependency: DeclaredDependency
        /// Nil when nothing is registered.
        let target: Int?
    }

    private(set) var nodes: [Node] = []

    init(_ container: Container) {
        var index: [ServiceKey: Int] = [:]
        for (level, member) in container.lineage.enumerated().reversed() {
            for entry in member.liveRegistrations() {
                let maker = entry.resolvedEntry
                let scope = maker.currentScope
                let node = Node(key: entry.key, maker: maker, scope: ScopeKind(scope), scopeName: scope.scopeName, level: level)
                if let existing = index[entry.lookupKey] {
                    nodes[existing] = node
                } else {
                    index[entry.lookupKey] = nodes.count
                    nodes.append(node)
                }
            }
        }
        for position in nodes.indices where nodes[position].declaresDependencies {
            nodes[position].edges = nodes[position].maker.dependencies.map { dependency in
                let lookup = ServiceKey(service: ObjectIdentifier(dependency.serviceType), arguments: ServiceKey.noArguments, name: nil)
                return Edge(dependency: dependency, target: index[lookup])
            }
        }
    }

    /// The cycles among required and optional dependencies (deferred ones close none), each once,
    /// as node indices from a node back to itself.
    func cycles() -> [[Int]] {
        enum Mark { case unvisited, active, done }
        var marks = [Mark](repeating: .unvisited, count: nodes.count)
        var found: [[Int]] = []
        var seen = Set<[Int]>()
        for root in nodes.indices where marks[root] == .unvisited {
            // Iterative depth-first search: (node, next edge to look at).
            var stack: [(Int, Int)] = [(root, 0)]
            var path: [Int] = [root]
            marks[root] = .active
            while let (node, edgeIndex) = stack.last {
                let edges = nodes[node].edges
                if edgeIndex >= edges.count {
                    marks[node] = .done
                    stack.removeLast()
                    path.removeLast()
                    continue
                }
                stack[stack.count - 1].1 += 1
                let edge = edges[edgeIndex]
                guard edge.dependency.kind != .deferred, let target = edge.target else { continue }
                switch marks[target] {
                case .unvisited:
                    marks[target] = .active
                    stack.append((target, 0))
                    path.append(target)
                case .active:
                    if let start = path.firstIndex(of: target) {
                        // From its smallest node index, so that each cycle is reported once.
                        let cycle = Array(path[start...])
                        let smallest = cycle.indices.min { cycle[$0] < cycle[$1] } ?? 0
                        let canonical = Array(cycle[smallest...] + cycle[..<smallest])
                        if seen.insert(canonical).inserted { found.append(canonical + [canonical[0]]) }
                    }
                case .done:
                    break
                }
            }
        }
        return found
    }

    /// Nodes no other node depends on, in registration order (or every node if all are depended on).
    func roots() -> [Int] {
        var dependedOn = [Bool](repeating: false, count: nodes.count)
        for node in nodes {
            for edge in node.edges { if let target = edge.target { dependedOn[target] = true } }
        }
        let roots = nodes.indices.filter { !dependedOn[$0] }
        return roots.isEmpty ? Array(nodes.indices) : roots
    }
}
