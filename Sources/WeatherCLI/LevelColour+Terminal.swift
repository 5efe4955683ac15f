import CLI
import Weather

extension LevelColour {
    /// The ANSI select-graphic-rendition parameters of the colour (256-colour codes for
    /// orange and violet, which the 8 basic colours lack).
    package var ansiCode: String? {
        switch self {
        case .green: "32"
        case .yellow: "33"
        case .orange: "38;5;208"
        case .red: "31"
        case .violet: "38;5;135"
        case .none: nil
        }
    }

    /// A table cell showing `text` in this colour: the table escapes the text and writes the
    /// colour around it when its style allows.
    func cell(_ text: String) -> Table.Cell {
        Table.Cell(text, graphicRendition: ansiCode)
    }
}
