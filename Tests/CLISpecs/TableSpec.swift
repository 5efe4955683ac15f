import CLI
import SpecKit

final class TableSpec: Spec {
    override func spec() {
        describe("Table") {
            it("aligns columns by display width, two spaces apart, without trailing spaces") {
                let table = Table(headers: ["CITY", "SKY"], rows: [["A Coruña", "rain"], ["東京", "clear"], ["Madrid", "☀️ sun"]])
                expect(table.render()) == """
                    CITY      SKY
                    A Coruña  rain
                    東京      clear
                    Madrid    ☀️ sun

                    """
            }
            it("writes a cell's control characters as escapes, and aligns what is shown") {
                let table = Table(
                    headers: ["NAME", "ID"],
                    rows: [["Bob\u{1B}[2J", "1"], ["\u{1B}]52;c;SGVsbG8=\u{07}Eve", "2"], ["Ana\tB\nC", "3"]]
                )
                expect(table.render()) == #"""
                    NAME                           ID
                    Bob\u{1B}[2J                   1
                    \u{1B}]52;c;SGVsbG8=\u{07}Eve  2
                    Ana\tB\nC                      3

                    """#
            }
            it("colours a cell the table was told to colour, and escapes every sequence of a cell's text") {
                let style = TerminalStyle(isEnabled: true)
                let table = Table(columns: [.init(""), .init("")], cells: [[Table.Cell("open", graphicRendition: "32"), "Bob\u{1B}[2J"]])
                expect(table.render(style: style)) == "\u{1B}[32mopen\u{1B}[0m  Bob\\u{1B}[2J\n"
                expect(table.render()) == "open  Bob\\u{1B}[2J\n"
            }
            context("with colour on, a colour sequence from data") {
                let style = TerminalStyle(isEnabled: true)
                it("is escaped inside a coloured cell, whose own colour stays, and the columns stay aligned") {
                    let table = Table(
                        columns: [.init("LEVEL"), .init("ID")],
                        cells: [[Table.Cell("Low\u{1B}[31m!", graphicRendition: "32"), "1"], ["High", "2"]]
                    )
                    expect(table.render(style: style)) == #"""
                        \#u{1B}[1mLEVEL\#u{1B}[0m           \#u{1B}[1mID\#u{1B}[0m
                        \#u{1B}[32mLow\u{1B}[31m!\#u{1B}[0m  1
                        High            2

                        """#
                }
                it("is escaped in a plain cell, even one that looks styled") {
                    let rendered = Table(headers: [], rows: [[style.green("Eve"), "\u{1B}[1mBob"]]).render(style: style)
                    expect(rendered) == #"\u{1B}[32mEve\u{1B}[0m  \u{1B}[1mBob"# + "\n"
                }
            }
            it("right-aligns numeric columns") {
                let table = Table(
                    columns: [.init("CITY"), .init("TEMP", alignment: .right)],
                    rows: [["Oslo", "-3.5"], ["Madrid", "21.0"], ["A Coruña", "14"]]
                )
                expect(table.render()) == """
                    CITY      TEMP
                    Oslo      -3.5
                    Madrid    21.0
                    A Coruña    14

                    """
            }
            it("fills short rows and prints only the header when there are no rows") {
                expect(Table(headers: ["A", "B"], rows: [["x"]]).render()) == "A  B\nx\n"
                expect(Table(headers: ["NAME"], rows: []).render()) == "NAME\n"
            }
            it("makes the header bold when the style allows, keeping the alignment") {
                let table = Table(headers: ["NAME", "AGE"], rows: [["Ana", "30"]])
                expect(table.render(style: TerminalStyle(isEnabled: true))) == "\u{1B}[1mNAME\u{1B}[0m  \u{1B}[1mAGE\u{1B}[0m\nAna   30\n"
            }
            it("leaves out the header line when every title is empty") {
                expect(Table(headers: ["", ""], rows: [["a", "b"]]).render()) == "a  b\n"
            }
        }
    }
}
