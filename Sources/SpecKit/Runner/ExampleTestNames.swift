/// The test name of each example of a spec class, as `swift test list` prints it after the class
/// (`SpecKitSpecs.StackSpec/Stack when empty has no top`), `swift test --filter` matches it and
/// the `--xunit-output` report names its test case.
///
/// A test name is the example's full name with every character other than a letter, a digit, a
/// space, `_`, `-` or `'` turned into a space, runs of spaces made one, and the ends trimmed, so it
/// holds no `/` or `,` (which SwiftPM and XCTest read as separators) and no regular-expression
/// syntax: a listed name, pasted into `--filter`, selects that example. Two examples of one class
/// whose names come out the same are told apart by ` 2`, ` 3`... in declaration order, so names are
/// unique and stable while the spec does not change.
package enum ExampleTestNames {
    /// The test names of `examples`, all the examples of one spec class in declaration order.
    package static func names(of examples: [SpecExample]) -> [String] {
        names(ofFullNames: examples.map(\.name))
    }

    /// The test names of examples with these full names, in declaration order.
    package static func names(ofFullNames fullNames: [String]) -> [String] {
        var taken: Set<String> = []
        taken.reserveCapacity(fullNames.count)
        return fullNames.map { fullName in
            let base = sanitised(fullName)
            var name = base
            var number = 1
            while !taken.insert(name).inserted {
                number += 1
                name = "\(base) \(number)"
            }
            return name
        }
    }

    /// `name` with only letters, digits, spaces, `_`, `-` and `'`; `example` when nothing is left.
    package static func sanitised(_ name: String) -> String {
        var out = ""
        out.reserveCapacity(name.utf8.count)
        var pendingSpace = false
        for character in name {
            let kept = character.isLetter || character.isNumber || character == "_" || character == "-" || character == "'"
            if kept {
                if pendingSpace, !out.isEmpty { out.append(" ") }
                pendingSpace = false
                out.append(character)
            } else {
                pendingSpace = true
            }
        }
        return out.isEmpty ? "example" : out
    }
}
