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

            describe("conditional compilation") {
                it("puts a class of a false #if under the same #if: its test and its entries in both lists") {
                    let text = try await generate(
                        own: """
                            final class StackSpec: Spec {
                            #if canImport(Darwin) && !SWIFT_PACKAGE
                            final class QuickContextTests: QuickSpec {
                            #endif
                            """
                    )
                    expect(text).to(
                        contain(
                            """
                            private let everySpecInThisRun: [String] = {
                                var names: [String] = []
                                #if (canImport(Darwin) && !SWIFT_PACKAGE)
                                names.append("M.QuickContextTests")
                                #endif
                                names += [
                                    "M.StackSpec",
                                ]
                                return names
                            }()

                            #if (canImport(Darwin) && !SWIFT_PACKAGE)
                            @Test("QuickContextTests")
                            func specKitExamples_QuickContextTests() async {
                                await SpecKitTesting.runExamples(of: QuickContextTests.self, everySpec: everySpecInThisRun)
                            }
                            #endif

                            @Test("StackSpec")
                            """
                        )
                    )
                    expect(text).to(
                        contain(
                            """
                                override class var specClasses: [String] {
                                    var names: [String] = []
                                    #if (canImport(Darwin) && !SWIFT_PACKAGE)
                                    names.append("M.QuickContextTests")
                                    #endif
                                    names += [
                                        "M.StackSpec",
                                    ]
                                    return names
                                }
                            """
                        )
                    )
                }

                it("gives an #elseif branch the earlier conditions negated, and #else all of them") {
                    let text = try await generate(
                        own: """
                            #if os(macOS)
                            final class MacSpec: Spec {
                            #elseif os(Linux)
                            final class LinuxSpec: Spec {
                            #else
                            final class OtherSpec: Spec {
                            #endif
                            final class AfterSpec: Spec {
                            """
                    )
                    expect(text).to(contain("#if (os(macOS))\n@Test(\"MacSpec\")\n"))
                    expect(text).to(contain("#if !(os(macOS)) && (os(Linux))\n@Test(\"LinuxSpec\")\n"))
                    expect(text).to(contain("#if !(os(macOS)) && !(os(Linux))\n@Test(\"OtherSpec\")\n"))
                    expect(text).to(contain("}()\n\n@Test(\"AfterSpec\")\n"))
                }

                it("ANDs the conditions of nested blocks, and drops an inner block's at its #endif") {
                    let text = try await generate(
                        own: """
                            #if A
                                #if B
                                final class InnerSpec: Spec {
                                #endif
                            final class OuterSpec: Spec {
                            #else
                                #if C
                                #else
                                final class NestedElseSpec: Spec {
                                #endif
                            #endif
                            """
                    )
                    expect(text).to(contain("#if (A) && (B)\n@Test(\"InnerSpec\")\n"))
                    expect(text).to(contain("#if (A)\n@Test(\"OuterSpec\")\n"))
                    expect(text).to(contain("#if !(A) && !(C)\n@Test(\"NestedElseSpec\")\n"))
                }

                it("leaves out a trailing comment of a condition") {
                    let text = try await generate(
                        own: """
                            #if canImport(Darwin) && !SWIFT_PACKAGE // Quick's Objective-C tests
                            final class QuickContextTests: Spec {
                            #else  // SwiftPM
                            final class PackageSpec: Spec {
                            #endif // canImport(Darwin)
                            """
                    )
                    expect(text).to(contain("#if (canImport(Darwin) && !SWIFT_PACKAGE)\n@Test(\"QuickContextTests\")\n"))
                    expect(text).to(contain("#if !(canImport(Darwin) && !SWIFT_PACKAGE)\n@Test(\"PackageSpec\")\n"))
                    expect(text).toNot(contain("Objective-C"))
                    expect(text).toNot(contain("SwiftPM"))
                }

                it("gives a subclass the condition of its parent, so a base found only in a false branch leaves it out") {
                    let text = try await generate(
                        own: """
                            #if canImport(Darwin) && !SWIFT_PACKAGE
                            class PlatformSpec: QuickSpec {
                            #else
                            class PlatformSpec: NSObject {
                            #endif
                            final class FeatureSpec: PlatformSpec {
                            """
                    )
                    expect(text).to(contain("#if (canImport(Darwin) && !SWIFT_PACKAGE)\n@Test(\"FeatureSpec\")\n"))
                    expect(text).to(contain("#if (canImport(Darwin) && !SWIFT_PACKAGE)\n@Test(\"PlatformSpec\")\n"))
                    expect(text.components(separatedBy: "@Test(").count - 1) == 2
                }

                it("puts QuickConfiguration subclasses and other targets' classes under their #if in the list of every spec") {
                    let text = try await generate(
                        own: "final class StackSpec: Spec {\n#if os(Linux)\nfinal class LinuxConfiguration: QuickConfiguration {\n#endif\n",
                        other: "#if FOO\nfinal class QueueSpec: Spec {\n#endif\n"
                    )
                    expect(text).to(contain("    #if (os(Linux))\n    names.append(\"M.LinuxConfiguration\")\n    #endif\n"))
                    expect(text).to(contain("    #if (FOO)\n    names.append(\"N.QueueSpec\")\n    #endif\n"))
                    expect(text).toNot(contain("specKitExamples_LinuxConfiguration"))
                    expect(text).to(contain("    override class var specClasses: [String] { [\n        \"M.StackSpec\",\n    ] }\n"))
                }

                it("ignores directives in comments and string literals, and keeps the plain lists when no class is conditional") {
                    let quotes = String(repeating: "\"", count: 3)
                    let text = try await generate(
                        own: [
                            "#if canImport(FoundationNetworking)",
                            "import FoundationNetworking",
                            "#endif",
                            "// #if os(macOS)",
                            "/*",
                            "#if os(macOS)",
                            "final class CommentedSpec: Spec {",
                            "#endif",
                            "*/",
                            "let text = \(quotes)",
                            "#if os(macOS)",
                            quotes,
                            "final class StackSpec: Spec {",
                        ].joined(separator: "\n")
                    )
                    expect(text).toNot(contain("#if"))
                    expect(text).toNot(contain("CommentedSpec"))
                    expect(text).to(contain("private let everySpecInThisRun: [String] = [\n    \"M.StackSpec\",\n]\n"))
                }

                it("writes glue that compiles when a spec class sits in #if canImport(Darwin) && !SWIFT_PACKAGE") {
                    let text = try await generate(
                        own: """
                            import SpecKit
                            final class StackSpec: Spec {}
                            #if canImport(Darwin) && !SWIFT_PACKAGE
                            final class QuickContextTests: Spec {}
                            #else
                            final class PackageSpec: Spec {}
                            #endif
                            """
                    )
                    expect(text).to(contain("specKitExamples_QuickContextTests"))
                    // The glue compiled against the part of SpecKit it names, a module of a few lines, so
                    // the check takes a second and needs no build; `-D SWIFT_PACKAGE` as SwiftPM sets it.
                    try robot.createFile(at: "Stub/SpecKit.swift", contents: Self.speckitSurface)
                    let result = try await robot.arguments(
                        "-c",
                        """
                        swiftc -emit-module -module-name SpecKit -swift-version 6 -o Stub/SpecKit.swiftmodule Stub/SpecKit.swift &&
                        swiftc -typecheck -module-name M -swift-version 6 -warnings-as-errors -D SWIFT_PACKAGE -I Stub Generated.swift Own/OwnSpec.swift
                        """
                    ).timeLimit(.seconds(120)).run()
                    result.expectExitCode(0)
                }
            }
        }
    }

    /// What the glue names of SpecKit, declared as SpecKit declares it, for compiling glue without
    /// the build's modules.
    static let speckitSurface = """
        open class Spec {
            public required init() {}
        }
        open class PluginSpecList {
            open class var specClasses: [String] { [] }
        }
        public enum SpecKitTesting {
            public static func runExamples(of type: Spec.Type, everySpec: [String]) async {}
        }
        """

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
