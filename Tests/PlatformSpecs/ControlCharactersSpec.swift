import Platform
import SpecKit

final class ControlCharactersSpec: Spec {
    override func spec() {
        describe("ControlCharacters.escaped") {
            it("returns text without control characters as it is") {
                expect(ControlCharacters.escaped("A Coruña, 東京 ☀️ Zoë")) == "A Coruña, 東京 ☀️ Zoë"
            }
            it("writes an escape sequence as text: OSC 52, which sets the clipboard, and CSI 2J, which clears the screen") {
                expect(ControlCharacters.escaped("\u{1B}]52;c;SGVsbG8=\u{07}Eve")) == #"\u{1B}]52;c;SGVsbG8=\u{07}Eve"#
                expect(ControlCharacters.escaped("Bob\u{1B}[2J")) == #"Bob\u{1B}[2J"#
            }
            it("escapes C0, DEL, C1 and the bidirectional overrides and isolates") {
                expect(ControlCharacters.escaped("a\u{0}b\u{7F}c\u{9B}d\u{85}e")) == #"a\u{00}b\u{7F}c\u{9B}d\u{85}e"#
                for scalar in [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069] {
                    let text = String(Character(Unicode.Scalar(UInt32(scalar))!))
                    expect(ControlCharacters.escaped("x" + text)) == "x\\u{\(String(scalar, radix: 16, uppercase: true))}"
                }
            }
            it("leaves the neighbours of the escaped ranges alone") {
                expect(ControlCharacters.escaped("\u{A0}\u{2029}\u{202F}\u{2065}\u{206A}")) == "\u{A0}\u{2029}\u{202F}\u{2065}\u{206A}"
            }
            it("writes tab, newline and carriage return as \\t, \\n and \\r unless the layout keeps the first two") {
                expect(ControlCharacters.escaped("a\tb\nc\rd")) == #"a\tb\nc\rd"#
                expect(ControlCharacters.escaped("a\tb\nc\rd", keeping: .newlinesAndTabs)) == "a\tb\nc\\rd"
            }
            it("escapes a colour sequence like any other: styles go around escaped text") {
                expect(ControlCharacters.escaped("\u{1B}[1mA\u{1B}[0m")) == #"\u{1B}[1mA\u{1B}[0m"#
            }
        }
    }
}
