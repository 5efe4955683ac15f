// Diagnostics: the registrations and their declared dependencies as a text tree and as Graphviz DOT.

extension Container {
    /// The registrations visible from this container as a tree of their declared dependencies,
    /// starting from those nothing depends on, one per line: `└── ExchangeRates [container] (missing)`.
    /// A subtree shown once is not repeated (`(see above)`); cycles show `(cycle)`.
    public func dependencyTree() -> String {
        let graph = DependencyGraph(self)
        var lines: [String] = []
        var expanded = Set<Int>()

        func visit(_ index: Int, lead: String, indent: String, path: [Int], note: String) {
            let node = graph.nodes[index]
            var line = lead + "\(node.key) [\(node.scopeName)]"
            if node.level > 0 { line += " (from \(Container.locationName(node.level)))" }
            if !node.declaresDependencies { line += " (closure: dependencies not declared)" }
            line += note
            if path.contains(index) { return lines.append(line + " (cycle)") }
            if expanded.contains(index), !node.edges.isEmpty { return lines.append(line + " (see above)") }
            expanded.insert(index)
            lines.append(line)
            for (position, edge) in node.edges.enumerated() {
                let last = position == node.edges.count - 1
                let lead = indent + (last ? "└── " : "├── ")
                let note = edge.dependency.kind.label.map { " (\($0))" } ?? ""
                guard let target = edge.target else {
                    lines.append(lead + "\(edge.dependency.key)\(note) (missing)")
                    continue
                }
                visit(target, lead: lead, indent: indent + (last ? "    " : "│   "), path: path + [index], note: note)
            }
        }

        for root in graph.roots() + graph.nodes.indices where !expanded.contains(root) {
            visit(root, lead: "", indent: "", path: [], note: "")
        }
        return lines.joined(separator: "\n")
    }

    /// The registrations `key` reaches through declared dependencies, each once with the shortest
    /// path to it from `key` (the first path); empty when nothing is registered for `key`. A closure
    /// factory ends its paths, since its dependencies are unknown until it runs.
    public func dependencyPaths(from key: RegistrationKey) -> [[RegistrationKey]] {
        let graph = DependencyGraph(self)
        guard let root = graph.nodes.lastIndex(where: { $0.key == key }) else { return [] }
        var paths: [[Int]] = [[root]]
        var seen: Set<Int> = [root]
        var next = 0
        while next < paths.count {
            let path = paths[next]
            next += 1
            for edge in graph.nodes[path[path.count - 1]].edges {
                guard let target = edge.target, seen.insert(target).inserted else { continue }
                paths.append(path + [target])
            }
        }
        return paths.map { path in path.map { graph.nodes[$0].key } }
    }

    /// The same graph in Graphviz DOT: `dot -Tsvg graph.dot > graph.svg`. Closure registrations are
    /// dashed (their dependencies are unknown), missing dependencies red, lazy edges dotted.
    public func dependencyGraphDOT() -> String {
        let graph = DependencyGraph(self)
        var lines = ["digraph Injection {", "    rankdir=LR;", "    node [shape=box, fontname=\"Helvetica\"];"]
        for (index, node) in graph.nodes.enumerated() {
            var attributes = ["label=\"\(dotEscaped("\(node.key)\n[\(node.scopeName)]"))\""]
            if !node.declaresDependencies { attributes.append("style=dashed") }
            lines.append("    n\(index) [\(attributes.joined(separator: ", "))];")
        }
        var missing = 0
        for (index, node) in graph.nodes.enumerated() {
            for edge in node.edges {
                var attributes = edge.dependency.kind == .deferred ? ["style=dotted"] : []
                if let label = edge.dependency.kind.label { attributes.append("label=\"\(label)\"") }
                let target: String
                if let node = edge.target {
                    target = "n\(node)"
                } else {
                    target = "missing\(missing)"
                    lines.append("    \(target) [label=\"\(dotEscaped("\(edge.dependency.key)\n(missing)"))\", color=red, fontcolor=red];")
                    attributes.append("color=red")
                    missing += 1
                }
                let suffix = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
                lines.append("    n\(index) -> \(target)\(suffix);")
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }
}

/// Text safe inside a DOT double-quoted string; newlines become DOT line breaks.
private func dotEscaped(_ text: String) -> String {
    var result = ""
    for character in text {
        switch character {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        default: result.append(character)
        }
    }
    return result
}
