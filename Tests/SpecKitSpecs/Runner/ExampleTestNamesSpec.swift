import SpecKit

final class ExampleTestNamesSpec: Spec {
    override func spec() {
        describe("ExampleTestNames") {
            it("keeps letters, digits, spaces, _, - and ', and makes every other character a space") {
                expect(ExampleTestNames.sanitised("Stack when empty has no top")) == "Stack when empty has no top"
                expect(ExampleTestNames.sanitised("returns 404 (not found), then retries")) == "returns 404 not found then retries"
                expect(ExampleTestNames.sanitised("reads a/b.json")) == "reads a b json"
                expect(ExampleTestNames.sanitised("doesn't re-read caf\u{E9}_1")) == "doesn't re-read caf\u{E9}_1"
            }

            it("never holds a separator SwiftPM or XCTest read, or regular-expression syntax") {
                let name = ExampleTestNames.sanitised(#"a/b,c.d*e+f?g(h)[i]{j}|k^l$m\n"#)
                expect(name) == "a b c d e f g h i j k l m n"
            }

            it("names an example with nothing left 'example'") {
                expect(ExampleTestNames.sanitised("  (!)  ")) == "example"
            }

            it("tells apart examples whose names come out the same, in declaration order") {
                let names = ExampleTestNames.names(ofFullNames: ["pushes, then pops", "pushes then pops", "pops", "pushes then pops 2"])
                expect(names) == ["pushes then pops", "pushes then pops 2", "pops", "pushes then pops 2 2"]
                expect(Set(names).count) == names.count
            }
        }
    }
}
