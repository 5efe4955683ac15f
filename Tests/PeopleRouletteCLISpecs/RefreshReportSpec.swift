import PeopleRouletteCLI
import SpecKit

final class RefreshReportSpec: Spec {
    override func spec() {
        describe("RefreshReport") {
            it("says how many people were stored from where") {
                expect(try rendered { try RefreshReport(source: "the bundled demo list", count: 10).render(to: $0, origin: .live) })
                    == "Stored 10 people from the bundled demo list.\n"
            }
            it("says person for one") {
                expect(RefreshReport(source: "/tmp/team.txt", count: 1).text) == "Stored 1 person from /tmp/team.txt.\n"
            }
            it("renders JSON with the source and the count") {
                expect(try rendered(json: true) { try RefreshReport(source: "https://example.com/users", count: 3).render(to: $0, origin: .live) })
                    .to(matchSnapshot(named: "json"))
            }
        }
    }
}
