import PeopleRoulette
import PeopleRouletteCLI
import SpecKit

final class UsersListViewSpec: Spec {
    override func spec() {
        describe("UsersListView") {
            let view = UsersListView(people: demoPeople + [Person(id: 12, name: "Only A Name")])

            it("renders an aligned table with ids on the right") {
                expect(try rendered { try view.render(to: $0, origin: .live) }).to(matchSnapshot(named: "table"))
            }

            it("renders JSON in the shape the people came in") {
                expect(try rendered(json: true) { try view.render(to: $0, origin: .live) }).to(matchSnapshot(named: "json"))
            }
        }
    }
}
