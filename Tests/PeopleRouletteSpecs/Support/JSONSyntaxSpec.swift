@testable import PeopleRoulette
import SpecKit

final class JSONSyntaxSpec: Spec {
    override func spec() {
        describe("JSONSyntax") {
            it("accepts valid JSON of every kind") {
                let valid = #" [ {"a": [1, -2.5e3, true, false, null], "b\u00e9\n": {}}, [], "x" ] "#
                expect(JSONSyntax.firstError(in: valid) == nil) == true
            }
            it("points at a missing value") {
                expect(JSONSyntax.firstError(in: "{\"a\": }").map { [$0.line, $0.column] }) == [1, 7]
            }
            it("points at a trailing comma") {
                expect(JSONSyntax.firstError(in: "[1,\n2,\n]").map { [$0.line, $0.column] }) == [3, 1]
            }
            it("points past text after the document") {
                expect(JSONSyntax.firstError(in: "[1] x").map { [$0.line, $0.column] }) == [1, 5]
            }
            it("counts columns in characters, not bytes") {
                expect(JSONSyntax.firstError(in: "[\"Zürich\", oops]").map { [$0.line, $0.column] }) == [1, 12]
            }
            it("rejects an empty text at its start") {
                expect(JSONSyntax.firstError(in: "").map { [$0.line, $0.column] }) == [1, 1]
            }
        }
    }
}
