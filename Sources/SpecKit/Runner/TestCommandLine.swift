/// What `swift test` asked of this test process on its command line, as SpecKit reads it: the
/// `--filter` and `--skip` patterns, `--list-tests` and `--xunit-output`.
///
/// SwiftPM hands its whole command line to the Swift Testing process (`--testing-library
/// swift-testing`), and Swift Testing matches `--filter` against test IDs, where a spec class has
/// one test. So SpecKit widens the filter before Swift Testing reads it (`LaunchHook`): each
/// pattern `p` becomes `(?:p)|specKitExamples_`, which keeps every spec class's test, and SpecKit
/// matches the patterns itself against each example's test name, `Module.SpecClass/<name>`
/// (`ExampleTestNames`). The same names are what `swift test list` prints and what the
/// `--xunit-output` report holds.
package struct TestCommandLine: Sendable, Equatable {
    /// What every generated spec-class test's ID contains (`SpecKitSpecs.specKitExamples_StackSpec()`).
    static let glueTestMarker = "specKitExamples_"
    /// The tail SpecKit adds to each `--filter` pattern so that Swift Testing keeps the spec
    /// classes' tests.
    static let widening = ")|" + glueTestMarker
    static let wideningHead = "(?:"

    /// The testing library this process runs, lowercased, as SwiftPM's generated runner reads it
    /// (`--testing-library swift-testing`); nil when the command line names none (XCTest).
    package var testingLibrary: String?
    /// Whether this process runs Swift Testing (`--testing-library swift-testing`).
    package var isSwiftTesting: Bool { testingLibrary == "swift-testing" }
    /// The `--filter` patterns as the user wrote them (regular expressions).
    package var filters: [String] = []
    /// How many of the `--filter` patterns were read as SpecKit widened them.
    package var widenedFilters = 0
    /// The `--skip` patterns.
    package var skips: [String] = []
    /// Whether the process only lists its tests (`--list-tests`).
    package var listsTests = false
    /// Where Swift Testing writes its xUnit report (`--xunit-output`), if anywhere.
    package var xunitPath: String?

    /// Reads `arguments` (the program's name first, as in `CommandLine.arguments`). A filter
    /// SpecKit widened is read back as the user wrote it.
    package init(arguments: [String]) {
        var index = 1
        func value(of option: String, at argument: String) -> String? {
            if argument == option {
                guard index + 1 < arguments.count else { return nil }
                index += 1
                return arguments[index]
            }
            if argument.hasPrefix(option + "=") { return String(argument.dropFirst(option.count + 1)) }
            return nil
        }
        while index < arguments.count {
            let argument = arguments[index]
            if let library = value(of: "--testing-library", at: argument) {
                testingLibrary = library.lowercased()
            } else if let pattern = value(of: "--filter", at: argument) {
                let unwidened = Self.unwidened(pattern)
                if unwidened != pattern { widenedFilters += 1 }
                filters.append(unwidened)
            } else if let pattern = value(of: "--skip", at: argument) {
                skips.append(pattern)
            } else if let path = value(of: "--xunit-output", at: argument) {
                xunitPath = path
            } else if argument == "--list-tests" {
                listsTests = true
            }
            index += 1
        }
    }

    /// The command line of this process.
    static let current = TestCommandLine(arguments: CommandLine.arguments)

    /// The ID Swift Testing gives the test of the spec class `spec` (module-qualified), as it lists
    /// it: `SpecKitSpecs.specKitExamples_StackSpec()`. A pattern that matches it selects every
    /// example of the class, as it did before SpecKit read the patterns.
    package static func glueTestID(of spec: String) -> String {
        guard let dot = spec.lastIndex(of: ".") else { return glueTestMarker + spec + "()" }
        return String(spec[..<dot]) + "." + glueTestMarker + String(spec[spec.index(after: dot)...]) + "()"
    }

    /// `pattern` widened to keep the spec classes' tests too.
    package static func widened(_ pattern: String) -> String {
        wideningHead + pattern + widening
    }

    /// A widened pattern as the user wrote it; any other pattern unchanged.
    package static func unwidened(_ pattern: String) -> String {
        guard pattern.hasPrefix(wideningHead), pattern.hasSuffix(widening), pattern.count >= wideningHead.count + widening.count else {
            return pattern
        }
        return String(pattern.dropFirst(wideningHead.count).dropLast(widening.count))
    }

    /// The selection `--filter` and `--skip` make among examples, or nil when they make none (or
    /// this is not the Swift Testing process).
    package var exampleSelection: ExampleSelection? {
        guard isSwiftTesting, !filters.isEmpty || !skips.isEmpty else { return nil }
        return ExampleSelection(filters: filters, skips: skips)
    }
}

/// The examples `swift test --filter` and `--skip` select, by their test names: a pattern (a
/// regular expression, as for Swift Testing) selects an example when it matches a part of
/// `Module.SpecClass/<test name>`, of `Module.SpecClass/<full name>`, or of the ID of the spec
/// class's Swift Testing test (`Module.specKitExamples_SpecClass()`).
package struct ExampleSelection: Sendable, Equatable {
    /// An example is kept when one of these matches (or when there are none).
    package let filters: [String]
    /// An example is left out when one of these matches.
    package let skips: [String]

    /// A selection by `filters` (any of them) less `skips`.
    package init(filters: [String], skips: [String] = []) {
        self.filters = filters
        self.skips = skips
    }

    /// The patterns compiled once per plan; one that is not a regular expression matches as text.
    package struct Matcher {
        private let filters: [Pattern]
        private let skips: [Pattern]

        package init(_ selection: ExampleSelection) {
            filters = selection.filters.map(Pattern.init)
            skips = selection.skips.map(Pattern.init)
        }

        /// Whether the example of `spec` (module-qualified) with this test name and full name is kept.
        package func keeps(spec: String, testName: String, fullName: String) -> Bool {
            let listed = spec + "/" + testName
            let full = spec + "/" + fullName
            let glue = TestCommandLine.glueTestID(of: spec)
            func matches(_ pattern: Pattern) -> Bool { pattern.matches(listed) || pattern.matches(full) || pattern.matches(glue) }
            if !filters.isEmpty, !filters.contains(where: matches) { return false }
            return !skips.contains(where: matches)
        }

        /// Whether a filter matches a part of `name`, such as a spec class's test ID.
        package func matches(_ name: String) -> Bool {
            filters.contains { $0.matches(name) }
        }
    }

    private struct Pattern {
        let text: String
        let regex: Regex<AnyRegexOutput>?

        init(_ text: String) {
            self.text = text
            regex = try? Regex(text)
        }

        func matches(_ name: String) -> Bool {
            if let regex { return name.contains(regex) }
            return name.contains(text)
        }
    }
}
