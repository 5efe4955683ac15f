// Diagnostics: the registrations and their declared dependencies as a text tree and as Graphviz DOT.

extension Container {
    /// The registrations visible from this container as a tree of their declared dependencies,
    /// starting from those nothing depends on:
    ///
    /// ```text
    /// CheckoutViewModel [graph]
    /// └── PaymentProcessing [container]
    ///     ├── OrderRetrieving [container] (closure: dependencies not declared)
    ///     └── ExchangeRates [container] (missing)
    /// ```
    ///
    /// A subtree shown once is not repeated (`(see above)`); cycles show `(cycle)`; `Lazy` and
    /// `Provider` dependencies show `(lazy)`, optional ones `(optional)`.
    public func dependencyTree() -> String {
        let graph = DependencyGraph(self)
        var lines: [String] = []
        var expanded = Set<Int>()

        func label(_ node: DependencyGraph.Node) -> String {
            var text = "\(node.key) [\(node.scopeName)]"
            if node.level > 0 { text += " (from \(Container.locationName(node.level)))" }
            if !node.declaresDependencies { text += " (closure: dependencies not declared)" }
            return text
        }

        func visit(_ index: Int, prefix: String, connector: String, childPrefix: String, path: [Int], note: String) {
            let node = graph.nodes[index]
            if path.contains(index) {
                lines.append(prefix + connector + label(node) + note + " (cycle)")
                return
            }
            if expanded.contains(index), !node.edges.isEmpty {
                lines.append(prefix + connector + label(node) + note + " (see above)")
                return
            }
            expanded.insert(index)
            lines.append(prefix + connector + label(node) + note)
            for (position, edge) in node.edges.enumerated() {
                let last = position == node.edges.count - 1
                let edgeNote: String
                switch edge.dependency.kind {
                case .required: edgeNote = ""
                case .optional: edgeNote = " (optional)"
                case .deferred: edgeNote = " (lazy)"
                }
                let nextConnector = last ? "└── " : "├── "
                let nextPrefix = prefix + childPrefix
                if let target = edge.target {
                    visit(
                        target,
                        prefix: nextPrefix,
                        connector: nextConnector,
                        childPrefix: last ? "    " : "│   ",
                        path: path + [index],
                        note: edgeNote
                    )
                } else {
                    lines.append(nextPrefix + nextConnector + "\(edge.dependency.key)\(edgeNote) (missing)")
                }
            }
        }

        for root in graph.roots() where !expanded.contains(root) {
            visit(root, prefix: "", connector: "", childPrefix: "", path: [], note: "")
        }
        for index in graph.nodes.indices where !expanded.contains(index) {
            visit(index, prefix: "", connector: "", childPrefix: "", path: [], note: "")
        }
        return lines.joined(separator: "\n")
    }

    /// The registrations `key` reaches through declared dependencies (required, optional and
    /// deferred), each once with the shortest path to it, `key` first; `key` itself is the first
    /// path. A closure factory ends its paths, since its dependencies are unknown until it runs.
    /// Empty when nothing is registered for `key`.
    ///
    /// ```swift
    /// container.dependencyPaths(from: RegistrationKey(CheckoutViewModel.self)).map { $0.map(\.description) }
    /// // [["CheckoutViewModel"], ["CheckoutViewModel", "PaymentProcessing"], ["CheckoutViewModel", "PaymentProcessing", "OrderRetrieving"]]
    /// ```
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
                var attributes: [String] = []
                switch edge.dependency.kind {
                case .required: break
                case .optional: attributes.append("label=\"optional\"")
                case .deferred: attributes += ["style=dotted", "label=\"lazy\""]
                }
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
