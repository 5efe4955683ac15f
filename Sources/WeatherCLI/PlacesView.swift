import CLI
import Weather

/// Lays out `weather places`:
///
/// ```text
/// restaurant within 500 m of A Coruña
/// NAME               RATING  OPEN NOW  VICINITY
/// Casa Pardo            4.6  open      Rúa Novoa Santos, 15
/// ```
package enum PlacesView {
    /// A heading and a table of places, or one line when there are none.
    package static func render(_ report: PlacesReport, to output: CommandOutput) throws {
        guard !report.places.isEmpty else {
            try output.line("No \(report.type) within \(report.radius) m of \(bold: report.place).")
            return
        }
        try output.line("\(report.type) within \(report.radius) m of \(bold: report.place)")
        let rows = report.places.map { row -> [Table.Cell] in
            let open = row.openNow == true ? LevelColour.green.cell(row.openText) : Table.Cell(row.openText)
            return [Table.Cell(row.name), Table.Cell(row.ratingText), open, Table.Cell(row.vicinity ?? "")]
        }
        try output.table(
            Table(
                columns: [Table.Column("NAME"), Table.Column("RATING", alignment: .right), Table.Column("OPEN NOW"), Table.Column("VICINITY")],
                cells: rows
            )
        )
    }
}
