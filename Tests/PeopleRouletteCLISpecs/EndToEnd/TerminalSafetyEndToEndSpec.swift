import Foundation
import SpecKit
import SpecKitHTTP
import SpecKitRobot

/// Names and file names holding escape sequences, through the built `people-roulette`: OSC 52
/// (which sets the clipboard on terminals that allow it), CSI 2J (which clears the screen), a C1
/// CSI, DEL, a backspace and a right-to-left override. No raw control character reaches
/// standard output or standard error from any command, with colour or without; `--json` escapes
/// them as JSON does.
final class TerminalSafetyEndToEndSpec: Spec {
    /// The hostile names, one a line of a people file.
    static let names = [
        "Ana\u{1B}]52;c;SGVsbG8=\u{07}", "Bob\u{1B}[2J\u{1B}[H", "Cid\u{9B}31m", "Dee\u{7F}\u{08}Eve", "\u{202E}evil", "Fay\u{1B}[8mhidden",
    ]

    /// The control characters in `text` that a terminal would act on: C0 but newline and tab,
    /// DEL, C1, the bidirectional controls, and any escape that does not start one of the colour
    /// sequences a style writes (`ESC [ digits and ; m`) when `colour` allows those.
    static func rawControls(in text: String, colour: Bool = false) -> [String] {
        let shown = colour ? text.replacing(/\x{1B}\[[0-9;]*m/.matchingSemantics(.unicodeScalar), with: "") : text
        return shown.unicodeScalars.filter { scalar in
            switch scalar.value {
            case 0x0A, 0x09: false
            case 0x00..<0x20, 0x7F, 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
            default: false
            }
        }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    override func spec() {
        describe("people-roulette showing names and file names that hold escape sequences") {
            var robot: CommandRobot!
            var server: LoopbackHTTPServer?
            afterEach { server?.stop() }

            beforeEach {
                let file = "team\u{1B}]0;owned\u{07}.txt"
                robot = try await peopleRoulette(["PEOPLE_SOURCE": "file", "PEOPLE_FILE": file])
                try robot.createFile(at: file, contents: Self.names.joined(separator: "\n") + "\n")
                try await robot.arguments("refresh").run().expectExitCode(0)
            }

            let commands = [
                ["refresh"], ["users"], ["show", "2"], ["show", "Fay"], ["pick", "6", "--seed", "1"], ["history"], ["users", "--verbose"],
                ["show", "nobody\u{1B}[2J"], ["show", "\u{202E}"], ["--set", "people.source=\u{1B}[2J"],
                ["users", "--set", "people.max-file-size=x\u{1B}[2J"],
            ]
            for arguments in commands {
                let shown = arguments.joined(separator: " ").unicodeScalars.map { $0.value < 0x20 ? "^" : String($0) }.joined()
                it("writes no raw control character for '\(shown)', without colour or with it") {
                    for colour in [false, true] {
                        let result = try await robot.arguments(arguments).environment(colour ? ["FORCE_COLOR": "1", "NO_COLOR": ""] : [:]).run()
                        expect(Self.rawControls(in: result.standardOutput, colour: colour)).to(beEmpty())
                        expect(Self.rawControls(in: result.standardError, colour: colour)).to(beEmpty())
                    }
                }
            }
            it("shows each name with its escapes written out, in the table") {
                let result = try await robot.arguments("users").run().expectExitCode(0)
                expect(result.standardOutput).to(contain(#"Ana\u{1B}]52;c;SGVsbG8=\u{07}"#))
                expect(result.standardOutput).to(contain(#"Bob\u{1B}[2J\u{1B}[H"#))
                expect(result.standardOutput).to(contain(#"Dee\u{7F}\u{08}Eve"#))
                expect(result.standardOutput).to(contain(#"\u{202E}evil"#))
                expect(result.standardOutput).to(contain(#"stored from "#))
                expect(result.standardOutput).to(contain(#"team\u{1B}]0;owned\u{07}.txt (file)"#))
            }
            it("keeps JSON as JSON escapes it, the names whole") {
                let result = try await robot.arguments("users", "--json").run().expectExitCode(0)
                struct Listed: Decodable {
                    struct Person: Decodable { let name: String }
                    let people: [Person]
                }
                let listed = try JSONDecoder().decode(Listed.self, from: result.standardOutputData)
                expect(listed.people.map(\.name)) == Self.names
                expect(result.standardOutput).to(contain(#"Bob\u001b[2J\u001b[H"#))
            }
            it("writes no raw control character for names from an HTTP source") {
                let started = try LoopbackHTTPServer()
                server = started
                let body = try String(decoding: JSONEncoder().encode(Self.names.enumerated().map { ["id": "\($0 + 1)", "name": $1] }), as: UTF8.self)
                    .replacingOccurrences(of: #""id":"(\d+)""#, with: #""id":$1"#, options: .regularExpression)
                started.route(.get, "/users", headers: ["Content-Type": "application/json"], body: body)
                let http = robot.environment(["PEOPLE_SOURCE": "http", "PEOPLE_URL": started.baseURL.appendingPathComponent("users").absoluteString])
                for arguments in [["refresh"], ["users"], ["pick", "3"]] {
                    let result = try await http.arguments(arguments).run().expectExitCode(0)
                    expect(Self.rawControls(in: result.standardOutput + result.standardError)).to(beEmpty())
                }
                let listed = try await http.arguments("users").run()
                expect(listed.standardOutput).to(contain(#"Bob\u{1B}[2J\u{1B}[H"#))
            }
        }
    }
}
