import CLI
import SpecKit

/// `--generate-manual`: one mdoc page for the example tool.
final class ManualPageSpec: Spec {
    override func spec() {
        describe("--generate-manual") {
            func page() throws -> String {
                guard case let .help(text) = try CommandParser(root: ExampleTool.root).parse(["--generate-manual"]) else { return "" }
                return text
            }

            it("has the mdoc prologue and the sections a manual page has") {
                let text = try page()
                expect(text).to(contain(".Dd $Mdocdate$\n.Dt ROULETTE 1\n.Os\n.Sh NAME\n.Nm roulette\n.Nd Pick people at random.\n.Sh SYNOPSIS\n"))
                expect(text).to(contain(".Sh DESCRIPTION\n"))
                expect(text).to(contain(".Sh COMMANDS\n"))
                expect(text).to(contain(".Sh ENVIRONMENT\n"))
                expect(text).to(contain(".Sh SEE ALSO\n"))
            }
            it("lists every command with its arguments, the nested ones by their path") {
                let text = try page()
                expect(text).to(contain(".It Nm pick Op Fl -format Ar format Op Fl -loud Op Fl -hushed Op Fl -tag Ar tag Op Ar count\n"))
                expect(text).to(contain(".It Nm people add Op Ar names ...\n"))
                expect(text).to(contain(".It Fl f , Fl -format Ar format\nHow to print them. (values: table, list; default: table)\n"))
            }
            it("escapes what troff would read as a request or an escape") {
                let root = Command<Void>("tool", abstract: ".hidden \\ backslash", discussion: "'quoted")
                guard case let .help(text) = try CommandParser(root: root).parse(["--generate-manual"]) else { return fail("expected a page") }
                expect(text).to(contain(".Nd \\&.hidden \\e backslash\n"))
                expect(text).to(contain("\n\\&'quoted\n"))
            }
        }
    }
}
