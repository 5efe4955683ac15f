import CLI
import Foundation
import SpecKit

final class JSONOutputSpec: Spec {
    struct Person: Encodable {
        let name: String
        let city: String
        let url: String
        let born: Date
    }

    override func spec() {
        describe("JSONOutput") {
            it("prints pretty JSON with sorted keys, unescaped slashes and ISO 8601 dates") {
                let person = Person(name: "Ana", city: "A Coruña", url: "https://example.com/a", born: Date(timeIntervalSince1970: 0))
                expect(try JSONOutput.render(person)) == """
                    {
                      "born" : "1970-01-01T00:00:00Z",
                      "city" : "A Coruña",
                      "name" : "Ana",
                      "url" : "https://example.com/a"
                    }

                    """
            }
            it("writes empty arrays and objects as [] and {}, wherever they are") {
                expect(try JSONOutput.render([String]())) == "[]\n"
                expect(try JSONOutput.render([String: [Int]]())) == "{}\n"
                expect(try JSONOutput.render(["people": [String](), "tags": ["a"]])) == "{\n  \"people\" : [],\n  \"tags\" : [\n    \"a\"\n  ]\n}\n"
            }
            it("leaves brackets inside strings alone") {
                expect(try JSONOutput.render(["[\n\n]", "{ }"])) == "[\n  \"[\\n\\n]\",\n  \"{ }\"\n]\n"
            }
            it("keeps text beyond ASCII whole around what it collapses") {
                expect(try JSONOutput.render(["Zoë 👩🏽‍💻": [String](), "名前": ["Ada\u{0085}\u{202E}"]]))
                    == "{\n  \"Zoë 👩🏽‍💻\" : [],\n  \"名前\" : [\n    \"Ada\u{0085}\u{202E}\"\n  ]\n}\n"
            }
            it("writes one compact line for errors") {
                expect(try JSONOutput.renderCompact(["b": [Int](), "a": [1]])) == #"{"a":[1],"b":[]}"#
            }
            it("prints the same text for the same value every time") {
                let value = ["b": 1, "a": 2, "c": 3]
                expect(try JSONOutput.render(value)) == (try JSONOutput.render(value))
                expect(try JSONOutput.render(value)) == "{\n  \"a\" : 2,\n  \"b\" : 1,\n  \"c\" : 3\n}\n"
            }
        }
    }
}
