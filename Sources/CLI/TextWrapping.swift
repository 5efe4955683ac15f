/// Word wrapping for help text, by display width.
enum TextWrapping {
    /// Wraps each paragraph of `text` to `width` columns; continuation lines are indented by
    /// `indent` spaces. Words longer than a line stay whole.
    static func wrap(_ text: String, width: Int, indent: Int = 0) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { paragraph in
            var lines: [String] = []
            var current = ""
            for word in paragraph.split(separator: " ") {
                let candidate = current.isEmpty ? String(word) : current + " " + word
                let limit = lines.isEmpty ? width : width - indent
                if DisplayWidth.of(candidate) > limit, !current.isEmpty {
                    lines.append(current)
                    current = String(word)
                } else {
                    current = candidate
                }
            }
            lines.append(current)
            let padding = String(repeating: " ", count: indent)
            return lines.enumerated().map { $0.offset == 0 ? $0.element : padding + $0.element }.joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
