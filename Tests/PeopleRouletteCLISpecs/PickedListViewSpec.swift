import PeopleRoulette
import PeopleRouletteCLI
import SpecKit

final class PickedListViewSpec: Spec {
    override func spec() {
        describe("PickedListView") {
            let picked = PickedListViewModel(pick: Pick(date: fixedDate, people: [demoPeople[2], demoPeople[0]]))
            let view = PickedListView(viewModel: picked)

            it("renders an aligned table of name and company") {
                let text = try rendered { try view.render(to: $0, origin: .live) }
                expect(text).to(matchSnapshot(named: "table"))
            }

            it("renders JSON with the date and the people in pick order") {
                let text = try rendered(json: true) { try view.render(to: $0, origin: .live) }
                expect(text).to(matchSnapshot(named: "json"))
            }

            context("when a person has no company") {
                it("leaves the cell empty") {
                    let lonely = PickedListView(viewModel: PickedListViewModel(pick: Pick(date: fixedDate, people: [Person(id: 7, name: "Solo")])))
                    expect(lonely.table.rows) == [["Solo", ""]]
                }
            }
        }
    }
}
