import CLI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The bindings of a container as `graph` prints them: a table or Graphviz DOT.
public struct BindingReport: Sendable {
    /// The bindings, in registration order.
    public let bindings: [Binding]

    /// Creates a report of the app's bindings, in registration order.
    public init(bindings: [Binding]) {
        self.bindings = bindings
    }

    /// SERVICE, IMPLEMENTATION, CHOSEN BY.
    public var table: Table {
        Table(headers: ["SERVICE", "IMPLEMENTATION", "CHOSEN BY"], rows: bindings.map { [$0.service, $0.implementation, $0.reason] })
    }

    /// A digraph from each service to its implementation, edges labelled with the choosing key.
    public var dot: String {
        var lines = ["digraph bindings {", "    rankdir=LR;", "    node [shape=box, fontname=\"Helvetica\"];"]
        for binding in bindings {
            let label = binding.key.map { key in " [label=\"\(Self.escaped(key + (binding.value.map { "=\($0)" } ?? "")))\"]" } ?? ""
            lines.append("    \"\(Self.escaped(binding.service))\" -> \"\(Self.escaped(binding.implementation))\"\(label);")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    static func escaped(_ text: String) -> String {
        text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
    }
}
