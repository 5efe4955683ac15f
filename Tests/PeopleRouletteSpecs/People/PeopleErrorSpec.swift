import Platform
import SpecKit

@testable import PeopleRoulette

final class PeopleErrorSpec: Spec {
    override func spec() {
        describe("PeopleError's exit statuses") {
            it("exits 66, the shared not-found status, when nobody matches") {
                expect(PeopleError.personNotFound("99").exitCode) == .notFound
            }
            it("keeps 64 for a count or a name the command line got wrong") {
                expect(PeopleError.countTooLarge(requested: 3, available: 2).exitCode) == .usage
                expect(PeopleError.ambiguousPerson("a", matches: ["Ada", "Alan"]).exitCode) == .usage
            }
        }
        describe("PeopleError's messages") {
            it("quote at most 100 characters of what was asked for") {
                let long = String(repeating: "x", count: 120_000)
                expect(PeopleError.personNotFound(long).message) == "nobody matches \"\(String(repeating: "x", count: 100))\"... (120000 characters)"
                expect(PeopleError.ambiguousPerson(long, matches: ["Ada", "Alan"]).message.count) < 200
            }
        }
        describe("PeopleValidator's blank names") {
            it("sees blanks in ASCII and Unicode white space, and a name in anything else") {
                expect(PeopleValidator.isBlank("")) == true
                expect(PeopleValidator.isBlank(" \t ")) == true
                expect(PeopleValidator.isBlank("\u{00A0}\u{2003}")) == true
                expect(PeopleValidator.isBlank(" Ada ")) == false
                expect(PeopleValidator.isBlank(" Zoë")) == false
                expect(PeopleValidator.isBlank("\u{00A0}Ñ")) == false
            }
        }
    }
}
