import Foundation
import SpecKit

@testable import PeopleRoulette

final class PeopleJSONReaderSpec: Spec {
    override func spec() {
        describe("PeopleJSONReader") {
            func read(_ text: String) throws -> [Person] { try PeopleJSONReader.people(from: Array(text.utf8)) }
            func failure(_ text: String) -> PeopleJSONReader.Failure? {
                do {
                    _ = try PeopleJSONReader.people(from: Array(text.utf8))
                    return nil
                } catch {
                    return error
                }
            }

            context("with a list of people") {
                it("reads every field it knows and skips the others, whatever they hold") {
                    let people = try read(
                        #"""
                        [{"id": 1, "name": "Ada", "username": "ada", "email": null, "phone": "1", "website": "w",
                          "address": {"geo": {"lat": [1, [2, {"x": true}]]}}, "company": {"name": "Engines", "catchPhrase": null, "bs": 3}},
                         {"name": "Alan", "id": 2}]
                        """#
                    )
                    expect(people) == [
                        Person(id: 1, name: "Ada", username: "ada", phone: "1", website: "w", company: .init(name: "Engines")),
                        Person(id: 2, name: "Alan"),
                    ]
                }
                it("decodes escapes, surrogate pairs and a byte order mark") {
                    let people = try read("\u{FEFF}" + #"[{"id": 1, "name": "Z\u00fcrich \"Z\" \ud83d\ude00\n"}]"#)
                    expect(people.first?.name) == "Zürich \"Z\" 😀\n"
                }
                it("reads a whole number written with an exponent") {
                    expect(try read(#"[{"id": 1e2, "name": "Ada"}]"#).first?.id) == 100
                }
                it("reads an empty list") {
                    expect(try read("[ ]")) == []
                }
            }

            context("with invalid JSON") {
                it("points at a missing value") {
                    expect(failure(#"[{"id": }]"#)) == .syntax(offset: 8)
                }
                it("points at a trailing comma") {
                    expect(failure("[1,\n2,\n]")) == .syntax(offset: 7)
                }
                it("points past text after the document") {
                    expect(failure("[] x")) == .syntax(offset: 3)
                }
                it("reports a syntax error after a shape problem, since the syntax is fixed first") {
                    expect(failure(#"[{"id": "one", "name": "Ada"}, {"id": 2 "name": "Alan"}]"#)) == .syntax(offset: 40)
                }
                it("rejects an unescaped control character and an unknown escape") {
                    expect(failure("[\"a\u{1}\"]")) == .syntax(offset: 3)
                    expect(failure(#"["\q"]"#)) == .syntax(offset: 3)
                }
            }

            context("nested deeper than the limit") {
                it("fails at the bracket that goes too deep, however deep the file is") {
                    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
                    expect(failure(deep)) == .tooDeep(offset: PeopleJSONReader.maximumDepth)
                }
                it("fails inside a field it would skip too") {
                    let deep =
                        #"[{"id": 1, "name": "Ada", "x": "# + String(repeating: #"{"a":"#, count: 100) + "1" + String(repeating: "}", count: 100)
                        + "}]"
                    expect(failure(deep)) == .tooDeep(offset: 31 + 5 * 62)
                }
                it("reads nesting of exactly the limit") {
                    let inner = String(repeating: "[", count: 62) + String(repeating: "]", count: 62)
                    expect(try read(#"[{"id": 1, "name": "Ada", "x": "# + inner + "}]").count) == 1
                }
            }

            context("with JSON that is not a list of people") {
                it("says an id of 1e300 is out of range, with its path") {
                    expect(failure(#"[{"id": 1, "name": "Ada"}, {"id": 1e300, "name": "Alan"}]"#))
                        == .shape(
                            fieldPath: "[1].id",
                            problem: "is out of range: 1e300 is not a whole number from -9223372036854775808 to 9223372036854775807"
                        )
                }
                it("says an id of too many digits is out of range") {
                    expect(failure(#"[{"id": 99999999999999999999, "name": "Ada"}]"#))
                        == .shape(
                            fieldPath: "[0].id",
                            problem: "is out of range: 99999999999999999999 is not a whole number from -9223372036854775808 to 9223372036854775807"
                        )
                }
                it("says a fractional id is not a whole number") {
                    expect(failure(#"[{"id": 1.5, "name": "Ada"}]"#))
                        == .shape(fieldPath: "[0].id", problem: "should be a whole number but found 1.5")
                }
                it("names a field of the wrong type, a null and a missing one") {
                    expect(failure(#"[{"id": "one", "name": "Ada"}]"#))
                        == .shape(fieldPath: "[0].id", problem: "should be a number but found a string")
                    expect(failure(#"[{"id": 1, "name": null}]"#)) == .shape(fieldPath: "[0].name", problem: "is null but should be a string")
                    expect(failure(#"[{"id": 1}]"#)) == .shape(fieldPath: "[0].name", problem: "is missing")
                    expect(failure(#"[{"id": 1, "name": "Ada", "company": "Engines"}]"#))
                        == .shape(fieldPath: "[0].company", problem: "should be an object but found a string")
                }
                it("says a document that is not an array, or an element that is not an object") {
                    expect(failure(#"{"results": []}"#)) == .shape(fieldPath: "", problem: "should be an array but found an object")
                    expect(failure("[1]")) == .shape(fieldPath: "[0]", problem: "should be an object but found a number")
                }
            }
        }
    }
}
