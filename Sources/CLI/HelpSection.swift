/// A titled list at the end of a command's help, laid out like OPTIONS: a label, then its text.
///
/// ```swift
/// HelpSection("EXIT STATUS", rows: [("0", "success"), ("64", "usage: the command line is wrong")])
/// ```
public struct HelpSection: Sendable, Equatable {
    /// The title, in capitals: `EXIT STATUS`.
    public let title: String
    /// The label of each row and its text.
    public let rows: [Row]

    /// One row of a section.
    public struct Row: Sendable, Equatable {
        /// The left column: `64`.
        public let label: String
        /// The right column, wrapped to the terminal.
        public let text: String

        /// A row.
        public init(label: String, text: String) {
            self.label = label
            self.text = text
        }
    }

    /// A section of rows.
    public init(_ title: String, rows: [(label: String, text: String)]) {
        self.title = title
        self.rows = rows.map { Row(label: $0.label, text: $0.text) }
    }
}
