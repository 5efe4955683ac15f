import PeopleRoulette
import PeopleRouletteCLI
import SpecKit

final class PersonDetailsViewSpec: Spec {
    override func spec() {
        describe("PersonDetailsView") {
            let view = PersonDetailsView(viewModel: PersonDetailsViewModel(person: demoPeople[0]))

            it("renders name, username and email as aligned lines") {
                expect(try rendered { try view.render(to: $0, origin: .live) }).to(matchSnapshot(named: "details"))
            }

            it("renders JSON with id, name, username and email") {
                expect(try rendered(json: true) { try view.render(to: $0, origin: .live) }).to(matchSnapshot(named: "json"))
            }

            context("when the person has no username or email") {
                it("shows them empty") {
                    let bare = PersonDetailsView(viewModel: PersonDetailsViewModel(person: Person(id: 3, name: "Bare")))
                    expect(try rendered { try bare.render(to: $0, origin: .live) }) == "Name      Bare\nUsername\nEmail\n"
                }
            }
        }
    }
}
