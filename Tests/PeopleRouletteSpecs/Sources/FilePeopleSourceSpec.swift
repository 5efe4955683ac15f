import Foundation
import PeopleRoulette
import SpecKit

final class FilePeopleSourceSpec: Spec {
    override func spec() {
        describe("FilePeopleSource") {
            let directory = TemporaryDirectory()
            afterEach { directory.remove() }

            func failure(reading file: URL) async -> PeopleFileError? {
                do {
                    _ = try await FilePeopleSource(file: file).fetchPeople()
                    return nil
                } catch let error as PeopleFileError {
                    return error
                } catch {
                    return nil
                }
            }

            context("with a JSON file in the shape of jsonplaceholder's users") {
                it("reads every person, ignoring fields it does not know") {
                    let file = directory.write("team.json", """
                        [
                          {"id": 1, "name": "Leanne Graham", "username": "Bret", "email": "Sincere@april.biz",
                           "address": {"city": "Gwenborough"}, "company": {"name": "Romaguera-Crona", "catchPhrase": "Multi-layered", "bs": "x"}},
                          {"id": 2, "name": "Ervin Howell"}
                        ]
                        """)
                    let people = try await FilePeopleSource(file: file).fetchPeople()
                    expect(people) == [
                        Person(id: 1, name: "Leanne Graham", username: "Bret", email: "Sincere@april.biz",
                               company: .init(name: "Romaguera-Crona", catchPhrase: "Multi-layered")),
                        Person(id: 2, name: "Ervin Howell"),
                    ]
                }
            }

            context("with a text file of names") {
                it("reads one person a line, numbered in order, skipping blanks and comments") {
                    let file = directory.write("team.txt", "# the team\nAda Lovelace\n\n  Alan Turing  \r\nGrace Hopper\n")
                    let people = try await FilePeopleSource(file: file).fetchPeople()
                    expect(people) == [Person(id: 1, name: "Ada Lovelace"), Person(id: 2, name: "Alan Turing"), Person(id: 3, name: "Grace Hopper")]
                }
                it("reads an empty file as an empty list, for the validator to reject") {
                    let file = directory.write("empty.txt", "\n\n")
                    let people = try await FilePeopleSource(file: file).fetchPeople()
                    expect(people) == []
                }
            }

            it("is named by its path") {
                expect(FilePeopleSource(file: directory.file("team.txt")).name) == directory.file("team.txt").path
            }

            context("when the file does not exist") {
                it("says so with the path and exits 74") {
                    let file = directory.file("nowhere.json")
                    let error = await failure(reading: file)
                    expect(error) == .missing(path: file.path)
                    expect(error?.message) == "the people file \(file.path) does not exist"
                    expect(error?.exitCode.rawValue) == 74
                }
            }

            context("when the path cannot be read") {
                it("gives the reason with the path") {
                    let folder = directory.makeDirectory("folder.json")
                    let error = await failure(reading: folder)
                    expect(error) == .unreadable(path: folder.path, reason: "it is a directory")
                    expect(error?.exitCode.rawValue) == 74
                }
            }

            context("when the JSON is malformed") {
                it("names the line and column and exits 65") {
                    let file = directory.write("bad.json", "[\n  {\"id\": 1, \"name\": \"Ada\"},\n  {\"id\": 2, \"name\": }\n]\n")
                    let error = await failure(reading: file)
                    expect(error) == .malformedJSON(path: file.path, line: 3, column: 21)
                    expect(error?.message) == "the people file \(file.path) is not valid JSON at line 3, column 21"
                    expect(error?.exitCode.rawValue) == 65
                }
                it("names the end of a truncated file") {
                    let file = directory.write("cut.json", "[{\"id\": 1, \"name\": \"Ada\"")
                    let error = await failure(reading: file)
                    expect(error) == .malformedJSON(path: file.path, line: 1, column: 25)
                }
            }

            context("when the JSON is not a list of people") {
                it("names the path of the bad field") {
                    let file = directory.write("shape.json", #"[{"id": 1, "name": "Ada"}, {"id": "two", "name": "Alan"}]"#)
                    let error = await failure(reading: file)
                    expect(error) == .unexpectedShape(path: file.path, fieldPath: "[1].id", problem: "should be a number but found a string")
                    expect(error?.message) == "the people file \(file.path) is not a list of people: field [1].id should be a number but found a string"
                }
                it("names a missing required field") {
                    let file = directory.write("noname.json", #"[{"id": 1}]"#)
                    let error = await failure(reading: file)
                    expect(error) == .unexpectedShape(path: file.path, fieldPath: "[0].name", problem: "is missing")
                }
                it("says when the document is an object, not an array") {
                    let file = directory.write("object.json", #"{"results": []}"#)
                    let error = await failure(reading: file)
                    expect(error) == .unexpectedShape(path: file.path, fieldPath: "", problem: "should be an array but found an object")
                }
            }

            context("when the file is not UTF-8 text") {
                it("says so") {
                    let file = directory.write("binary.txt", Data([0xFF, 0xFE, 0x00, 0xC3]))
                    let error = await failure(reading: file)
                    expect(error) == .notText(path: file.path)
                }
            }
        }

        describe("PeopleFileError") {
            it("asks for people.file when it is not set, with exit code 78") {
                expect(PeopleFileError.notConfigured.message) == "people.source is file, but people.file names no file"
                expect(PeopleFileError.notConfigured.exitCode.rawValue) == 78
            }
        }
    }
}
