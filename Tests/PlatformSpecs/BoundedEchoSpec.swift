import Platform
import SpecKit

final class BoundedEchoSpec: Spec {
    override func spec() {
        describe("BoundedEcho") {
            let long = String(repeating: "x", count: 120_000)

            it("quotes a value of up to 100 characters whole") {
                expect(BoundedEcho.quoted("Ada")) == "'Ada'"
                expect(BoundedEcho.quoted(String(repeating: "é", count: 100), mark: "\"")) == "\"" + String(repeating: "é", count: 100) + "\""
            }
            it("quotes the first 100 characters of a longer value, then says how long it was") {
                expect(BoundedEcho.quoted(long)) == "'" + String(repeating: "x", count: 100) + "'... (120000 characters)"
                expect(BoundedEcho.quoted(long, mark: "\"")).to(endWith("\"... (120000 characters)"))
            }
            it("lists the first five values, then how many more there were") {
                expect(BoundedEcho.list(["a", "b"])) == "'a', 'b'"
                expect(BoundedEcho.list((1...50_000).map(String.init))) == "'1', '2', '3', '4', '5' and 49995 more"
                expect(BoundedEcho.list([long, "b"]).count) < 200
            }
            it("cuts a whole text after its limit, saying how long it was") {
                expect(BoundedEcho.truncated("short", limit: 10)) == "short"
                expect(BoundedEcho.truncated(long, limit: 10)) == "xxxxxxxxxx... (120000 characters)"
            }
        }
    }
}
