import Platform

/// Rows of text in aligned columns, measured by display width so "A Coruña" and "東京" line up.
/// Columns are separated by two spaces; no line has trailing spaces; the header is bold when
/// the style allows. A cell's control characters (a name from data holding an escape sequence,
/// a tab, a newline) are written as escapes, `\u{1B}` (`ControlCharacters`), so a cell is one
/// line and never drives the terminal; with colour on, the colour sequences of the style stay.
///
/// ```swift
/// let table = Table(columns: [.init("NAME"), .init("TEMP", alignment: .right)],
///                   rows: [["A Coruña", "14.2"], ["Madrid", "21.0"]])
/// try output.write(table.render(style: style))
/// // NAME      TEMP
/// // A Coruña  14.2
/// // Madrid    21.0
/// ```
public struct Table: Sendable, Equatable {
    /// Which side of a column its cells hug.
    public enum Alignment: Sendable, Equatable {
        /// Text starts at the column's left edge, for words.
        case left
        /// Text ends at the column's right edge, for numbers.
        case right
    }

    /// A column's title and alignment.
    public struct Column: Sendable, Equatable {
        /// The column's heading.
        public let title: String
        /// Which side of the column its cells line up on.
        public let alignment: Alignment

        /// Creates a column with a heading, left-aligned unless told otherwise.
        public init(_ title: String, alignment: Alignment = .left) {
            self.title = title
            self.alignment = alignment
        }
    }

    /// The columns, left to right.
    public let columns: [Column]
    /// The rows, each a cell per column, as text.
    public let rows: [[String]]

    /// Creates a table from its columns and rows.
    public init(columns: [Column], rows: [[String]]) {
        self.columns = columns
        self.rows = rows
    }

    /// Left-aligned columns with these titles.
    public init(headers: [String], rows: [[String]]) {
        self.init(columns: headers.map { Column($0) }, rows: rows)
    }

    /// The table as lines, each ending with a newline.
    public func render(style: TerminalStyle = .plain) -> String {
        let count = max(columns.count, rows.map(\.count).max() ?? 0)
        let kept: ControlCharacters.Kept = style.isEnabled ? .colour : []
        let cells = rows.map { row in (0..<count).map { $0 < row.count ? ControlCharacters.escaped(row[$0], keeping: kept) : "" } }
        let titles = (0..<count).map { $0 < columns.count ? ControlCharacters.escaped(columns[$0].title) : "" }
        let widths = (0..<count).map { column in
            ([titles[column]] + cells.map { $0[column] }).map(DisplayWidth.of).max() ?? 0
        }
        func line(_ texts: [String], header: Bool) -> String {
            let padded = texts.enumerated().map { column, text in
                let gap = String(repeating: " ", count: widths[column] - DisplayWidth.of(text))
                let shown = header ? style.bold(text) : text
                let alignment = column < columns.count ? columns[column].alignment : .left
                return alignment == .right ? gap + shown : shown + gap
            }
            var line = padded.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            return line + "\n"
        }
        let hasTitles = titles.contains { !$0.isEmpty }
        return ((hasTitles ? [line(titles, header: true)] : []) + cells.map { line($0, header: false) }).joined()
    }
}
