import Platform
import SpecKit

final class ExitCodeSpec: Spec {
    override func spec() {
        describe("the table of exit statuses") {
            it("gives every failure class its own sysexits status") {
                expect(ExitCode.classes.map(\.code.rawValue)) == [0, 1, 64, 65, 66, 69, 70, 74, 78]
            }
            it("has one status for things not found, EX_NOINPUT") {
                expect(ExitCode.notFound.rawValue) == 66
                expect(ExitCode.classes.first { $0.code == .notFound }?.meaning ?? "").to(beginWith("not found"))
            }
        }
    }
}
