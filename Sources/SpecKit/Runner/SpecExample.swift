import Testing

/// One example of a spec, as Swift Testing sees it: an argument of the spec's parameterized test.
///
/// Its description is the example's full name, the descriptions of its groups and of the example
/// joined by spaces, so it reads as a sentence: `Stack when empty has no top`.
public struct SpecExample: Sendable, Hashable, CustomStringConvertible, CustomTestStringConvertible {
    /// Why an example does not run.
    public enum SkipReason: String, Sendable, Hashable {
        /// Declared with `xit`, `xdescribe`, `xcontext` or `pending`.
        case pending
        /// Another example of the run is focused with `fit`, `fdescribe` or `fcontext`.
        case notFocused = "not focused"
        /// The example or one of its hooks threw `XCTSkip`, as Quick and XCTest skip a test.
        case thrownSkip = "XCTSkip"
    }

    /// The positions of the example and its groups among their siblings, outermost first.
    public let path: [Int]
    /// The descriptions of the enclosing groups and of the example, outermost first.
    public let components: [String]
    /// Where the example is declared.
    public let location: CodeLocation
    /// Whether it or one of its groups is focused (`fit`, `fdescribe`, `fcontext`).
    public let focused: Bool
    /// Whether it or one of its groups is pending (`xit`, `xdescribe`, `xcontext`, `pending`).
    public let pending: Bool
    /// Set when the example will not run in this run.
    public internal(set) var skipReason: SkipReason?
    /// The full name: `Stack when empty has no top`. Joined once: the runner reads it several
    /// times an example (the plan's filters, the console line, the reports).
    public let name: String
    /// The example's position among the examples its spec declares; -1 for a record of the run.
    let index: Int

    init(path: [Int], components: [String], location: CodeLocation, focused: Bool, pending: Bool, index: Int = -1) {
        self.index = index
        self.path = path
        self.components = components
        self.location = location
        self.focused = focused
        self.pending = pending
        skipReason = pending ? .pending : nil
        name = components.joined(separator: " ")
    }

    /// The example's full name.
    public var description: String { name }
    /// The example's full name, as Swift Testing shows it.
    public var testDescription: String { name }
}
