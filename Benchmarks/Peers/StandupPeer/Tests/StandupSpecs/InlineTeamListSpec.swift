import Nimble
import Quick
import Standup

final class InlineTeamListSpec: QuickSpec {
    override class func spec() {
        describe("InlineTeamList") {
            it("lists the configured names, trimmed, blank ones left out, in order") {
                let team = try InlineTeamList(names: ["Ada", "  Alan ", "", " "]).team()
                expect(team.names) == ["Ada", "Alan"]
                expect(team.source) == "team.members"
            }
            context("when no name is left") {
                it("fails as a configuration error naming team.members") {
                    expect { try InlineTeamList(names: [" "]).team() }.to(throwError(TeamListError.emptyList))
                    expect(TeamListError.emptyList.message) == "team.members names no one"
                    expect(TeamListError.emptyList.exitCode) == 78
                }
            }
        }
    }
}
