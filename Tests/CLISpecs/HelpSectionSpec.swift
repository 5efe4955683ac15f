import CLI
import SpecKit

/// Sections at the end of a command's help, and options that accept only part of their type.
final class HelpSectionSpec: Spec {
    override func spec() {
        struct NoContext: Sendable {}
        let radius = Option<Int>("radius", abstract: "How far to look.", expectation: "expected a whole number between 1 and 500") {
            (1...500).contains($0)
        }
        let root = Command<NoContext>(
            "tool",
            abstract: "A tool.",
            arguments: [radius],
            helpSections: [HelpSection("EXIT STATUS", rows: [("0", "success"), ("66", "not found")])]
        ) { _, _ in }

        describe("a help section") {
            it("is printed after the options, laid out like them") {
                guard case let .help(text)? = try? CommandParser(root: root).parse(["--help"]) else {
                    fail("expected help")
                    return
                }
                expect(text).to(endWith("EXIT STATUS:\n  0                       success\n  66                      not found\n"))
            }
        }

        describe("an option with its own range") {
            it("accepts a value in the range") {
                guard case let .run(_, invocation)? = try? CommandParser(root: root).parse(["--radius", "500"]) else {
                    fail("expected a run")
                    return
                }
                expect(invocation[radius]) == 500
            }
            it("refuses one outside it, saying the range") {
                do {
                    _ = try CommandParser(root: root).parse(["--radius", "501"])
                    fail("expected a usage error")
                } catch {
                    expect((error as? UsageError)?.message ?? "").to(contain("expected a whole number between 1 and 500"))
                }
            }
        }
    }
}
