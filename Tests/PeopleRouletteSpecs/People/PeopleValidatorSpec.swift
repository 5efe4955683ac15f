import PeopleRoulette
import SpecKit

final class PeopleValidatorSpec: Spec {
    override func spec() {
        describe("PeopleValidator") {
            it("accepts a list with unique ids and names") {
                let list = people(3)
                expect(try PeopleValidator.validate(list, source: "s")) == list
            }
            context("when the list is empty") {
                it("rejects it naming the source") {
                    var caught: PeopleError?
                    do { _ = try PeopleValidator.validate([], source: "https://x/users") } catch let error as PeopleError { caught = error }
                    expect(caught) == .emptyList(source: "https://x/users")
                    expect(caught?.message) == "the people list from https://x/users is empty"
                }
            }
            context("when two people share an id") {
                it("rejects it naming the id") {
                    var caught: PeopleError?
                    do { _ = try PeopleValidator.validate([Person(id: 1, name: "A"), Person(id: 1, name: "B")], source: "s") } catch let error
                        as PeopleError
                    { caught = error }
                    expect(caught) == .duplicateID(1, source: "s")
                }
            }
            context("when a name is blank") {
                it("rejects it naming the id") {
                    var caught: PeopleError?
                    do { _ = try PeopleValidator.validate([Person(id: 4, name: "  ")], source: "s") } catch let error as PeopleError {
                        caught = error
                    }
                    expect(caught) == .emptyName(id: 4, source: "s")
                }
            }
        }
    }
}
