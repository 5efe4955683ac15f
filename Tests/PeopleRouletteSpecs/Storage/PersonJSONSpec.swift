import Foundation
import SpecKit

@testable import PeopleRoulette

final class PersonJSONSpec: Spec {
    override func spec() {
        describe("PersonJSON") {
            func encoderJSON(_ person: Person) throws -> String {
                let encoder = JSONEncoder()
                encoder.outputFormatting = .sortedKeys
                return String(decoding: try encoder.encode(person), as: UTF8.self)
            }
            var controls = ""
            for code in 0..<0x20 { controls.unicodeScalars.append(Unicode.Scalar(UInt8(code))) }
            let people = [
                Person(id: 1, name: "Ada Lovelace"),
                Person(id: -7, name: "", company: Person.Company(name: nil, catchPhrase: nil)),
                Person(
                    id: Int.max,
                    name: "Grace \"Amazing\" Hopper",
                    username: "grace",
                    email: "grace@navy.mil",
                    phone: "+1 (555) 010-0100",
                    website: "https://example.com/a\\b",
                    company: Person.Company(name: "US Navy", catchPhrase: "Ship it")
                ),
                Person(
                    id: Int.min,
                    name: controls + "\u{7F}",
                    username: "é😀\u{2028}\u{2029}",
                    company: Person.Company(name: "Acme/Co", catchPhrase: nil)
                ),
                Person(id: 0, name: "Margaret", phone: "</script>", company: Person.Company(name: nil, catchPhrase: "\t tabs \r\n lines")),
            ]

            it("writes what JSONEncoder with sorted keys writes, byte for byte") {
                for person in people {
                    expect(PersonJSON.encode(person)) == (try encoderJSON(person))
                }
            }

            it("writes JSON that JSONDecoder reads back as the same person") {
                for person in people {
                    let decoded = try JSONDecoder().decode(Person.self, from: Data(PersonJSON.encode(person).utf8))
                    expect(decoded) == person
                }
            }

            it("leaves out what a person does not have") {
                expect(PersonJSON.encode(Person(id: 3, name: "Bo"))) == #"{"id":3,"name":"Bo"}"#
            }
        }
    }
}
