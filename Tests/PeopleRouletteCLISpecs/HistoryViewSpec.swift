import Foundation
import PeopleRoulette
import PeopleRouletteCLI
import SpecKit

final class HistoryViewSpec: Spec {
    override func spec() {
        describe("HistoryView") {
            let picks = [
                Pick(date: fixedDate.addingTimeInterval(60), people: [demoPeople[1]]),
                Pick(date: fixedDate, people: [demoPeople[0], demoPeople[2]]),
            ]

            it("renders a table of times and names, newest first") {
                expect(try rendered { try HistoryView(picks: picks).render(to: $0) }).to(matchSnapshot(named: "table"))
            }

            it("renders JSON with each pick's people by id and name") {
                expect(try rendered(json: true) { try HistoryView(picks: picks).render(to: $0) }).to(matchSnapshot(named: "json"))
            }

            context("when nothing was picked yet") {
                it("says so") {
                    expect(try rendered { try HistoryView(picks: []).render(to: $0) }) == "No picks yet: run `people-roulette pick`.\n"
                }
                it("prints an empty JSON array") {
                    expect(try rendered(json: true) { try HistoryView(picks: []).render(to: $0) }) == "[]\n"
                }
            }
        }
    }
}
