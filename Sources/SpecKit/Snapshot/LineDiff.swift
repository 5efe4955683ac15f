/// A readable line diff of two texts, for failure messages: the changed lines with a few lines of
/// context, each with its line number in the expected text and in the actual text.
///
/// ```
/// @@ expected lines 2-4, actual lines 2-4 @@
///   2 2 | Ada    | 36
/// - 3   | Grace  | 45
/// +   3 | Grace  | 46
///   4 4 | Alan   | 41
/// ```
/// `-` lines are only in the expected text, `+` lines only in the actual text. Carriage returns
/// show as `\r`.
struct LineDiff {
    enum Line: Equatable {
        case same(expected: Int, actual: Int, String)
        case removed(expected: Int, String)
        case added(actual: Int, String)

        var isChange: Bool {
            if case .same = self { false } else { true }
        }
    }

    let lines: [Line]

    /// The lines of context shown around each change.
    static let context = 3
    /// Beyond this many lines of output the diff is cut short.
    static let maximumLines = 200
    /// Beyond this many cells the middle of the texts is shown as replaced wholesale, to keep the
    /// comparison fast.
    private static let maximumCells = 4_000_000

    init(expected: String, actual: String) {
        var old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // When both end with a newline, the empty "line" after it is no line at all.
        if old.count > 1, new.count > 1, old.last == "", new.last == "" {
            old.removeLast()
            new.removeLast()
        }
        lines = Self.compare(old, new)
    }

    var hasChanges: Bool { lines.contains(where: \.isChange) }

    /// The hunks of the diff, ready to print.
    var rendered: String {
        let width = String(max(lines.count, 1)).count
        let changed = lines.indices.filter { lines[$0].isChange }
        guard !changed.isEmpty else { return "(no differences)" }
        var hunks: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - Self.context)...min(lines.count - 1, index + Self.context)
            if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                hunks.append(range)
            }
        }
        var output: [String] = []
        var printed = 0
        var printedChanges = 0
        for hunk in hunks {
            output.append(header(lines[hunk]))
            for line in lines[hunk] {
                if printed == Self.maximumLines {
                    output.append("... the diff is cut short here (\(changed.count - printedChanges) more changed lines not shown)")
                    return output.joined(separator: "\n")
                }
                output.append(render(line, width: width))
                printed += 1
                if line.isChange { printedChanges += 1 }
            }
        }
        return output.joined(separator: "\n")
    }

    private func header(_ hunk: ArraySlice<Line>) -> String {
        var expectedNumbers: [Int] = []
        var actualNumbers: [Int] = []
        for line in hunk {
            switch line {
            case let .same(expected, actual, _):
                expectedNumbers.append(expected)
                actualNumbers.append(actual)
            case let .removed(expected, _): expectedNumbers.append(expected)
            case let .added(actual, _): actualNumbers.append(actual)
            }
        }
        func span(_ numbers: [Int]) -> String {
            guard let first = numbers.first, let last = numbers.last else { return "none" }
            return first == last ? "line \(first)" : "lines \(first)-\(last)"
        }
        return "@@ expected \(span(expectedNumbers)), actual \(span(actualNumbers)) @@"
    }

    private func render(_ line: Line, width: Int) -> String {
        func number(_ value: Int?) -> String {
            let text = value.map(String.init) ?? ""
            return String(repeating: " ", count: width - text.count) + text
        }
        func visible(_ text: String) -> String {
            text.isEmpty ? "" : " " + text.replacingOccurrences(of: "\r", with: "\\r")
        }
        switch line {
        case let .same(expected, actual, text): return "  \(number(expected)) \(number(actual)) |\(visible(text))"
        case let .removed(expected, text): return "- \(number(expected)) \(number(nil)) |\(visible(text))"
        case let .added(actual, text): return "+ \(number(nil)) \(number(actual)) |\(visible(text))"
        }
    }

    /// A longest-common-subsequence diff, after setting aside the common beginning and end.
    private static func compare(_ old: [String], _ new: [String]) -> [Line] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        { suffix += 1 }

        var result: [Line] = (0..<prefix).map { .same(expected: $0 + 1, actual: $0 + 1, old[$0]) }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        result += middle(oldMiddle, newMiddle, offset: prefix)
        for index in 0..<suffix {
            let oldIndex = old.count - suffix + index
            let newIndex = new.count - suffix + index
            result.append(.same(expected: oldIndex + 1, actual: newIndex + 1, old[oldIndex]))
        }
        return result
    }

    private static func middle(_ old: [String], _ new: [String], offset: Int) -> [Line] {
        let n = old.count
        let m = new.count
        if n == 0 || m == 0 || n * m > maximumCells {
            return old.enumerated().map { .removed(expected: offset + $0.offset + 1, $0.element) }
                + new.enumerated().map { .added(actual: offset + $0.offset + 1, $0.element) }
        }
        // lengths[i][j]: the length of the longest common subsequence of old[i...] and new[j...].
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var result: [Line] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, old[i] == new[j] {
                result.append(.same(expected: offset + i + 1, actual: offset + j + 1, old[i]))
                i += 1
                j += 1
            } else if j < m, i == n || lengths[i][j + 1] > lengths[i + 1][j] {
                result.append(.added(actual: offset + j + 1, new[j]))
                j += 1
            } else {
                result.append(.removed(expected: offset + i + 1, old[i]))
                i += 1
            }
        }
        return result
    }
}
