import Platform

/// Rows of text in aligned columns, measured by display width so "A Coruña" and "東京" line up.
/// Columns are separated by two spaces; no line has trailing spaces; the header is bold when
/// the style allows. Every control character of a cell (a name from data holding an escape
/// sequence, a colour sequence among them, a tab, a newline) is written as an escape,
/// `\u{1B}` (`ControlCharacters`), so a cell is one line and never drives the terminal. A cell
/// is coloured by the table, never by its text: a `Cell` names the colour, and the table writes
/// its sequence around the escaped text when the style allows.
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

    /// A cell's text and the colour or weight the table writes around it when the style allows.
    ///
    /// ```swift
    /// Table.Cell(level.name, graphicRendition: "32")   // green on a terminal, plain in a pipe
    /// ```
    public struct Cell: Sendable, Equatable, ExpressibleByStringLiteral {
        /// The text, from data or not: its control characters are always escaped.
        public let text: String
        /// The parameters of the select-graphic-rendition sequence written around the text
        /// (`"1"` bold, `"32"` green, `"38;5;208"` orange), or nil for plain text. The program's,
        /// never data's.
        public let graphicRendition: String?

        /// A cell showing `text`, in the rendition given (plain by default).
        public init(_ text: String, graphicRendition: String? = nil) {
            self.text = text
            self.graphicRendition = graphicRendition
        }

        /// A plain cell.
        public init(stringLiteral text: String) {
            self.init(text)
        }
    }

    /// The columns, left to right.
    public let columns: [Column]
    /// The rows, each a cell per column, as text.
    public let rows: [[String]]
    /// The rendition of each cell, as `rows`; empty for a table of plain cells.
    let renditions: [[String?]]

    /// Creates a table from its columns and rows of plain cells.
    public init(columns: [Column], rows: [[String]]) {
        self.columns = columns
        self.rows = rows
        renditions = []
    }

    /// Creates a table from its columns and rows of cells, some of them coloured.
    public init(columns: [Column], cells: [[Cell]]) {
        self.columns = columns
        rows = cells.map { $0.map(\.text) }
        renditions = cells.map { $0.map(\.graphicRendition) }
    }

    /// Left-aligned columns with these titles.
    public init(headers: [String], rows: [[String]]) {
        self.init(columns: headers.map { Column($0) }, rows: rows)
    }

    /// The table as lines, each ending with a newline.
    public func render(style: TerminalStyle = .plain) -> String {
        let count = max(columns.count, rows.map(\.count).max() ?? 0)
        let cells = rows.map { row in (0..<count).map { $0 < row.count ? ControlCharacters.escaped(row[$0]) : "" } }
        let titles = (0..<count).map { $0 < columns.count ? ControlCharacters.escaped(columns[$0].title) : "" }
        let widths = (0..<count).map { column in
            ([titles[column]] + cells.map { $0[column] }).map(DisplayWidth.of).max() ?? 0
        }
        func line(_ texts: [String], header: Bool, renditions: [String?] = []) -> String {
            let padded = texts.enumerated().map { column, text in
                let gap = String(repeating: " ", count: widths[column] - DisplayWidth.of(text))
                let rendition = column < renditions.count ? renditions[column] : nil
                let shown = header ? style.bold(text) : rendition.map { style.rendered(text, graphicRendition: $0) } ?? text
                let alignment = column < columns.count ? columns[column].alignment : .left
                return alignment == .right ? gap + shown : shown + gap
            }
            var line = padded.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            return line + "\n"
        }
        let hasTitles = titles.contains { !$0.isEmpty }
        let body = cells.indices.map { row in line(cells[row], header: false, renditions: row < renditions.count ? renditions[row] : []) }
        return ((hasTitles ? [line(titles, header: true)] : []) + body).joined()
    }
}
