import Foundation
import PeopleRoulette
import PlatformTesting
import SpecKit

#if canImport(Glibc)
import Glibc
#endif

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
                    let file = directory.write(
                        "team.json",
                        """
                        [
                          {"id": 1, "name": "Leanne Graham", "username": "Bret", "email": "Sincere@april.biz",
                           "address": {"city": "Gwenborough"}, "company": {"name": "Romaguera-Crona", "catchPhrase": "Multi-layered", "bs": "x"}},
                          {"id": 2, "name": "Ervin Howell"}
                        ]
                        """
                    )
                    let people = try await FilePeopleSource(file: file).fetchPeople()
                    expect(people) == [
                        Person(
                            id: 1,
                            name: "Leanne Graham",
                            username: "Bret",
                            email: "Sincere@april.biz",
                            company: .init(name: "Romaguera-Crona", catchPhrase: "Multi-layered")
                        ),
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
                    expect(error) == .unreadable(path: folder.path, reason: "it is a directory, not a regular file")
                    expect(error?.exitCode.rawValue) == 74
                }
            }

            context("when the path is a FIFO") {
                it("refuses it at once instead of waiting for a writer, with exit code 74") {
                    let fifo = directory.file("team.txt")
                    expect(mkfifo(fifo.path, 0o600)) == 0
                    let error = await failure(reading: fifo)
                    expect(error) == .unreadable(path: fifo.path, reason: "it is a FIFO (named pipe), not a regular file")
                    expect(error?.message) == "cannot read the people file \(fifo.path): it is a FIFO (named pipe), not a regular file"
                    expect(error?.exitCode.rawValue) == 74
                }
            }

            context("when the path is an endless device") {
                it("refuses /dev/zero without reading it") {
                    let error = await failure(reading: URL(fileURLWithPath: "/dev/zero"))
                    expect(error) == .unreadable(path: "/dev/zero", reason: "it is a character device, not a regular file")
                }
            }

            context("when the file is larger than its limit") {
                it("refuses it naming the limit and the setting that raises it, with exit code 65") {
                    let file = directory.write("big.txt", String(repeating: "Someone\n", count: 200))
                    do {
                        _ = try await FilePeopleSource(file: file, maxFileSize: 1_000).fetchPeople()
                        fail("expected the file to be refused")
                    } catch let error as PeopleFileError {
                        expect(error) == .tooLarge(path: file.path, limit: 1_000)
                        expect(error.message) == "the people file \(file.path) is larger than the limit of 1000 bytes"
                        expect(error.hint ?? "").to(contain("--set people.max-file-size=<bytes>"))
                        expect(error.exitCode.rawValue) == 65
                    }
                }
                it("reads files of 64 MiB by default") {
                    expect(FilePeopleSource(file: directory.file("team.txt")).maxFileSize) == 64 * 1_024 * 1_024
                }
            }

            context("when the JSON nests too deep") {
                it("names the line and column of the limit, however deep the file is") {
                    let file = directory.write("deep.json", String(repeating: "[", count: 2_750) + String(repeating: "]", count: 2_750))
                    let error = await failure(reading: file)
                    expect(error) == .nestedTooDeep(path: file.path, line: 1, column: 65, limit: 64)
                    expect(error?.message) == "the people file \(file.path) nests arrays and objects more than 64 levels deep at line 1, column 65"
                    expect(error?.exitCode.rawValue) == 65
                }
            }

            context("when an id is out of range") {
                it("says so with the path of the field") {
                    let file = directory.write("ids.json", #"[{"id": 1e300, "name": "Ada"}]"#)
                    let error = await failure(reading: file)
                    expect(error?.message)
                        == "the people file \(file.path) is not a list of people: field [0].id is out of range: 1e300 is not a whole number from -9223372036854775808 to 9223372036854775807"
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
                    expect(error?.message)
                        == "the people file \(file.path) is not a list of people: field [1].id should be a number but found a string"
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
