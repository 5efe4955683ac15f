#!/usr/bin/env python3
"""Writes the public API of library modules as text, one declaration a line, from symbol graphs.

Usage: api-record.py SYMBOLGRAPH_DIR OUT_DIR MODULE...

For each module, OUT_DIR/<Module>.txt lists every public symbol the module declares (its own
types and members, and its extensions of other modules' types) as `<path>: <declaration>`, plus
a `<type> conforms to <protocol>` line for each conformance it declares, sorted so that the
record does not depend on the order of the sources. Locations and doc comments are left out:
the record changes only when the API does. Called by .ci/check-api.
"""
import json
import os
import sys


def declaration(symbol):
    text = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
    return " ".join(text.split())


def constraints(symbol):
    """The `where` clause an extension member lives under, which its declaration does not show."""
    found = symbol.get("swiftExtension", {}).get("constraints", [])
    parts = []
    for constraint in found:
        relation = {"conformance": ":", "superclass": ":", "sameType": "=="}.get(constraint["kind"], constraint["kind"])
        parts.append(f"{constraint['lhs']} {relation} {constraint['rhs']}")
    return f" where {', '.join(parts)}" if parts else ""


def record(graph_dir, module):
    lines = set()
    names = {}
    graphs = [name for name in sorted(os.listdir(graph_dir))
              if name == f"{module}.symbols.json" or name.startswith(f"{module}@")]
    if not graphs:
        sys.exit(f"api-record: error: no symbol graph for {module} in {graph_dir}")
    loaded = [json.load(open(os.path.join(graph_dir, name), encoding="utf-8")) for name in graphs]
    for graph in loaded:
        for symbol in graph["symbols"]:
            names[symbol["identifier"]["precise"]] = ".".join(symbol["pathComponents"])
    defaults = {relation["source"] for graph in loaded for relation in graph["relationships"]
                if relation["kind"] == "defaultImplementationOf"}
    for name, graph in zip(graphs, loaded):
        extended = name[len(module) + 1:-len(".symbols.json")] if "@" in name else None
        prefix = f"extension {extended}." if extended else ""
        for symbol in graph["symbols"]:
            path = ".".join(symbol["pathComponents"])
            marker = " (default implementation)" if symbol["identifier"]["precise"] in defaults else ""
            lines.add(f"{prefix}{path}: {declaration(symbol)}{constraints(symbol)}{marker}")
        for relation in graph["relationships"]:
            if relation["kind"] not in ("conformsTo", "inheritsFrom"):
                continue
            source = names.get(relation["source"])
            if source is None:
                continue
            target = names.get(relation["target"]) or relation.get("targetFallback") or relation["target"]
            verb = "conforms to" if relation["kind"] == "conformsTo" else "inherits from"
            where = ""
            if relation.get("swiftConstraints"):
                where = constraints({"swiftExtension": {"constraints": relation["swiftConstraints"]}})
            lines.add(f"{prefix}{source} {verb} {target}{where}")
    return sorted(lines)


def main():
    if len(sys.argv) < 4:
        sys.exit("usage: api-record.py SYMBOLGRAPH_DIR OUT_DIR MODULE...")
    graph_dir, out_dir, modules = sys.argv[1], sys.argv[2], sys.argv[3:]
    os.makedirs(out_dir, exist_ok=True)
    for module in modules:
        lines = record(graph_dir, module)
        with open(os.path.join(out_dir, f"{module}.txt"), "w", encoding="utf-8") as out:
            out.write(f"# The public API of {module}: written by .ci/check-api --record, reviewed with CHANGELOG.md\n")
            out.writelines(line + "\n" for line in lines)


if __name__ == "__main__":
    main()
