import CLI
import Composition
import SpecKit

final class BindingReportSpec: Spec {
    override func spec() {
        describe("BindingReport") {
            let report = BindingReport(bindings: [
                Binding(
                    service: "PeopleStoring",
                    implementation: "SQLitePeopleStore",
                    key: "storage.backend",
                    value: "sqlite",
                    origin: "file:/app/Config/default.json:3"
                ),
                Binding(service: "RandomSource", implementation: "SystemRandomSource", key: "roulette.seed", value: nil, origin: "unset"),
                Binding(service: "UsersHandling", implementation: "UsersHandler"),
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
                expect(BindingReport(bindings: [Binding(service: "A\"B", implementation: "C")]).dot.contains("\"A\\\"B\" -> \"C\";")) == true
            }
        }
    }
}
