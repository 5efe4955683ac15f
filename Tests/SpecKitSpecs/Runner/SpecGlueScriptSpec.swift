import Foundation
import SpecKit
import SpecKitRobot

/// The sh and awk program SpecKitPlugin runs for each test target (`Plugins/SpecKitPlugin/GlueScript.swift`),
/// run here as the plugin runs it.
final class SpecGlueScriptSpec: Spec {
    override func spec() {
        describe("the glue script") {
            let robot = CommandRobot(executable: URL(fileURLWithPath: "/bin/sh")).timeLimit(.seconds(20))

            func generate(own: String, other: String = "") async throws -> String {
                try robot.createFile(at: "Own/OwnSpec.swift", contents: own)
                try robot.createFile(at: "Other/OtherSpec.swift", contents: other)
                let result = try await robot.arguments(
                    "-c",
                    try Self.script(),
                    "speckit-glue",
                    "M",
                    "Generated.swift",
                    "mod=M",
                    "own=1",
                    "Own/OwnSpec.swift",
                    "mod=N",
                    "own=0",
                    "Other/OtherSpec.swift"
                ).run()
                result.expectExitCode(0)
                return (try? String(contentsOf: robot.workingDirectory.appendingPathComponent("Generated.swift"), encoding: .utf8)) ?? ""
            }

            it("writes one test per spec class of the target, which runs the class's examples") {
                let text = try await generate(own: "final class StackSpec: Spec {\n")
                expect(text).to(
                    contain(
                        "@Test(\"StackSpec\")\nfunc specKitExamples_StackSpec() async {\n    await SpecKitTesting.runExamples(of: StackSpec.self, everySpec: everySpecInThisRun)\n}\n"
                    )
                )
                expect(text.components(separatedBy: "@Test(").count - 1) == 1
            }

            it("lists every spec class of every test target, module-qualified and sorted") {
                let text = try await generate(own: "final class StackSpec: Spec {\n", other: "class QueueSpec: Spec {\nfinal class ASpec: Spec {\n")
                expect(text).to(
                    contain("private let everySpecInThisRun: [String] = [\n    \"M.StackSpec\",\n    \"N.ASpec\",\n    \"N.QueueSpec\",\n]\n")
                )
                expect(text).toNot(contain("specKitExamples_QueueSpec"))
            }

            it("finds direct subclasses of Spec with any access modifier") {
                let text = try await generate(
                    own: """
                        final class StackSpec: Spec {
                        public final class QueueSpec : Spec {
                            class MapSpec: Spec, Sendable {
                        @MainActor final class ScreenSpec: Spec{
                        """
                )
                expect(text).to(contain("of: StackSpec.self"))
                expect(text).to(contain("of: QueueSpec.self"))
                expect(text).to(contain("of: MapSpec.self"))
                expect(text).to(contain("of: ScreenSpec.self"))
            }

            it("finds Quick's spec classes, and lists QuickConfiguration subclasses without a test") {
                let text = try await generate(
                    own: """
                        final class DolphinSpec: QuickSpec {
                        class SonarSpec: AsyncSpec {
                        final class SeaConfiguration: QuickConfiguration {
                        """
                )
                expect(text).to(contain("of: DolphinSpec.self"))
                expect(text).to(contain("of: SonarSpec.self"))
                expect(text).to(contain("    \"M.SeaConfiguration\",\n"))
                expect(text).toNot(contain("specKitExamples_SeaConfiguration"))
            }

            it("finds subclasses of the target's own base spec classes, declared in any order") {
                let text = try await generate(
                    own: """
                        final class DolphinSpec: MammalSpec {
                        class MammalSpec: BaseSpec {
                        class BaseSpec: QuickSpec {
                        final class Unrelated: Helper {
                        """,
                    other: "final class OrcaSpec: MammalSpec {\n"
                )
                expect(text).to(contain("of: DolphinSpec.self"))
                expect(text).to(contain("of: MammalSpec.self"))
                expect(text).to(contain("of: BaseSpec.self"))
                expect(text).toNot(contain("Unrelated"))
                expect(text).toNot(contain("OrcaSpec"))
            }

            it("tests a class declared inside #if under the condition of its branch, and lists it under the same") {
                let text = try await generate(
                    own: """
                        #if canImport(Darwin)
                        final class DarwinSpec: Spec {
                        #elseif os(Linux) // only there
                        final class LinuxSpec: QuickSpec {
                        #else
                        final class OtherSpec: Spec {
                        #endif
                        #if DEBUG
                            #if os(Linux)
                        final class NestedSpec: Spec {
                            #endif
                        final class ToolConfiguration: QuickConfiguration {
                        #endif
                        final class PlainSpec: Spec {
                        """
                )
                expect(text).to(contain("\n#if (canImport(Darwin))\n@Test(\"DarwinSpec\")\n"))
                expect(text).to(contain("\n#if !((canImport(Darwin))) && (os(Linux))\n@Test(\"LinuxSpec\")\n"))
                expect(text).to(contain("\n#if !((canImport(Darwin)) || (os(Linux)))\n@Test(\"OtherSpec\")\n"))
                expect(text).to(contain("\n#if (DEBUG) && (os(Linux))\n@Test(\"NestedSpec\")\nfunc specKitExamples_NestedSpec() async {\n"))
                expect(text).to(contain("\n\n@Test(\"PlainSpec\")\n"))
                expect(text).to(contain("private let everySpecInThisRun: [String] = [\n    \"M.PlainSpec\",\n] + everyConditionalSpecInThisRun\n"))
                expect(text).to(contain("    #if (canImport(Darwin))\n    names.append(\"M.DarwinSpec\")\n    #endif\n"))
                expect(text).to(contain("    #if (DEBUG)\n    names.append(\"M.ToolConfiguration\")\n    #endif\n"))
                expect(text.components(separatedBy: "#endif\n").count - 1) == 9
            }

            it("lists the target's spec classes for SpecKit's census") {
                let text = try await generate(own: "final class StackSpec: Spec {\n", other: "final class QueueSpec: Spec {\n")
                expect(text).to(
                    contain(
                        "final class SpecKitPluginSpecList_M: PluginSpecList {\n    override class var specClasses: [String] { [\n        \"M.StackSpec\",\n    ] }\n}\n"
                    )
                )
            }

            it("ignores other classes, samples, comments and string literals") {
                // The sample is joined from lines so that this file's own literal holds no nested quotes.
                let quotes = String(repeating: "\"", count: 3)
                let text = try await generate(
                    own: [
                        "final class Helper: NSObject {",
                        "final class Sample: SampleSpec {",
                        "// final class Commented: Spec {",
                        "private final class Hidden: Spec {",
                        "let text = \(quotes)",
                        "final class Quoted: Spec {",
                        quotes,
                    ].joined(separator: "\n")
                )
                expect(text).toNot(contain("@Test("))
                expect(text).to(contain("private let everySpecInThisRun: [String] = [\n]\n"))
            }

            it("leaves the output untouched when its text is the same, so nothing compiles again") {
                _ = try await generate(own: "final class StackSpec: Spec {\n")
                let file = robot.workingDirectory.appendingPathComponent("Generated.swift").path
                let before = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
                try await Task.sleep(for: .milliseconds(20))
                _ = try await generate(own: "final class StackSpec: Spec {\n")
                let after = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
                expect(after) == before
            }
        }
    }

    /// The script's text as the plugin passes it to `sh -c`: the lines between its markers, without
    /// the raw string's indentation.
    static func script(filePath: String = #filePath) throws -> String {
        let root = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let source = try String(contentsOf: root.appendingPathComponent("Plugins/SpecKitPlugin/GlueScript.swift"), encoding: .utf8)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard let begin = lines.firstIndex(where: { $0.contains("# speckit-glue-script-begin") }),
            let end = lines.firstIndex(where: { $0.contains("# speckit-glue-script-end") })
        else { return "" }
        return lines[begin...end].map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) }.joined(separator: "\n")
    }
}
