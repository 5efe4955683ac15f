import CLI
import Composition
import Platform
import SpecKit

final class BindingReportSpec: Spec {
    override func spec() {
        describe("BindingReport") {
            let report = BindingReport(bindings: [
                Binding(
                    service: (any PeopleStoring).self,
                    implementation: SQLitePeopleStore.self,
                    key: "storage.backend",
                    value: "sqlite",
                    origin: "file:/app/Config/default.json:3"
                ),
                Binding(service: (any RandomSource).self, implementation: SystemRandomSource.self, key: "roulette.seed", value: nil, origin: "unset"),
                Binding(service: (any UsersHandling).self, implementation: UsersHandler.self),
            ])
            it("lays the bindings out as a table") {
                expect(report.table.render()) == """
                    SERVICE        IMPLEMENTATION      CHOSEN BY
                    PeopleStoring  SQLitePeopleStore   storage.backend=sqlite (file:/app/Config/default.json:3)
                    RandomSource   SystemRandomSource  roulette.seed (unset)
                    UsersHandling  UsersHandler        -

                    """
            }
            it("draws them as Graphviz DOT, edges labelled with the choosing key") {
                expect(report.dot) == """
                    digraph bindings {
                        rankdir=LR;
                        node [shape=box, fontname="Helvetica"];
                        "PeopleStoring" -> "SQLitePeopleStore" [label="storage.backend=sqlite"];
                        "RandomSource" -> "SystemRandomSource" [label="roulette.seed"];
                        "UsersHandling" -> "UsersHandler";
                    }

                    """
            }
            it("escapes quotes in DOT") {
                let quoted = Binding(service: (any UsersHandling).self, implementation: UsersHandler.self, key: "users.name", value: "A\"B")
                expect(BindingReport(bindings: [quoted]).dot).to(contain("\"UsersHandling\" -> \"UsersHandler\" [label=\"users.name=A\\\"B\"];"))
            }
            it("names a binding a test container must mock as such") {
                let unmocked = Binding(service: (any PeopleStoring).self, implementation: nil, key: "storage.backend", value: "sqlite")
                expect(BindingReport(bindings: [unmocked]).dot).to(contain("\"PeopleStoring\" -> \"(mock required)\""))
            }
        }
    }
}

private protocol PeopleStoring {}
private struct SQLitePeopleStore: PeopleStoring {}
private protocol UsersHandling {}
private struct UsersHandler: UsersHandling {}
