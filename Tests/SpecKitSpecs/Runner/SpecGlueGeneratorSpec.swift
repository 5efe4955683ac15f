import SpecGlue
import SpecKit

final class SpecGlueGeneratorSpec: Spec {
    override func spec() {
        describe("SpecGlueGenerator") {
            context("when finding spec classes") {
                it("finds direct subclasses of Spec with any access modifier") {
                    let source = """
                    final class StackSpec: Spec {
                    public final class QueueSpec : Spec {
                    class MapSpec: Spec, Sendable {
                    """
                    expect(SpecGlueGenerator.specClasses(inSource: source)) == ["StackSpec", "QueueSpec", "MapSpec"]
                }

                it("ignores other classes, samples and comments") {
                    let source = """
                    final class Helper: NSObject {
                    final class Sample: SampleSpec {
                    // final class Commented: Spec {
                    let text = "class Quoted: Spec"
                    """
                    expect(SpecGlueGenerator.specClasses(inSource: source)) == []
                }
            }

            context("when rendering") {
                it("writes one test per spec, which runs the spec's examples") {
                    let text = SpecGlueGenerator.render(module: "M", specs: ["StackSpec"], everySpec: ["M.StackSpec", "N.OtherSpec"])
                    expect(text.contains("@Test(\"StackSpec\")\nfunc specKitExamples_StackSpec() async {")) == true
                    expect(text.contains("await SpecKitTesting.runExamples(of: StackSpec.self, everySpec: everySpecInThisRun)")) == true
                    expect(text.contains("\"N.OtherSpec\",")) == true
                    expect(text.components(separatedBy: "@Test(").count - 1) == 1
                }
            }
        }
    }
}
