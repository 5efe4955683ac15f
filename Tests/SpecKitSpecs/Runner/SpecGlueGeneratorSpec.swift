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

                it("finds Quick's spec classes, and QuickConfiguration subclasses apart") {
                    let source = """
                    final class DolphinSpec: QuickSpec {
                    class SonarSpec: AsyncSpec {
                    final class SeaConfiguration: QuickConfiguration {
                    """
                    expect(SpecGlueGenerator.specClasses(inSource: source)) == ["DolphinSpec", "SonarSpec"]
                    expect(SpecGlueGenerator.classes(inSource: source, inheritingFrom: SpecGlueGenerator.configurationBaseClasses)) == ["SeaConfiguration"]
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
                it("writes one suite per spec with runnable and skipped tests") {
                    let text = SpecGlueGenerator.render(module: "M", specs: ["StackSpec"], everySpec: ["M.StackSpec", "N.OtherSpec"])
                    expect(text.contains("@Suite(\"StackSpec\", .serialized)")) == true
                    expect(text.contains("SpecKitTesting.runnableExamples(of: StackSpec.self, everySpec: everySpecInThisRun)")) == true
                    expect(text.contains("\"N.OtherSpec\",")) == true
                    expect(text.contains("func skipped(_ example: SpecExample)")) == true
                }
            }
        }
    }
}
