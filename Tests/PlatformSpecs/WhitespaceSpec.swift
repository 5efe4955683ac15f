import Foundation
import Platform
import SpecKit

final class WhitespaceSpec: Spec {
    override func spec() {
        describe("trimming blanks") {
            let samples = [
                "", " ", "\t30s ", " \u{00A0}Lugo\u{3000} ", "\n Lugo \r\n", "\u{2028}A Coruña\u{2029}", "\u{85}x\u{0B}\u{0C}",
                "a b", " \u{301}é ", "\u{200B}zero width\u{200B}", "\u{1680}ogham\u{205F}", "\r\n", "😀 ", "  43.37 , -8.4  ",
            ]

            it("trims the scalars a predicate accepts at both ends only, as trimmingCharacters(in:) trims a set") {
                let brackets: (Unicode.Scalar) -> Bool = { $0 == "[" || $0 == "]" }
                for text in ["[::1]", "[[a]b]]", "[]", "", "no brackets", "[only-open"] {
                    expect(text.trimming(where: brackets)) == text.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
                }
            }
            it("trims what Foundation's whitespaces trims") {
                for text in samples {
                    expect(text.trimmingBlanks) == text.trimmingCharacters(in: .whitespaces)
                    expect(text[...].trimmingBlanks) == text.trimmingCharacters(in: .whitespaces)
                }
            }

            it("trims what Foundation's whitespacesAndNewlines trims") {
                for text in samples {
                    expect(text.trimmingBlanksAndNewlines) == text.trimmingCharacters(in: .whitespacesAndNewlines)
                }
            }

            it("agrees with Foundation for every scalar of the Basic Multilingual Plane's blanks") {
                for value in UInt32(0)...0x3000 {
                    guard let scalar = Unicode.Scalar(value) else { continue }
                    let text = "\(Character(scalar))x\(Character(scalar))"
                    expect(text.trimmingBlanks) == text.trimmingCharacters(in: .whitespaces)
                    expect(text.trimmingBlanksAndNewlines) == text.trimmingCharacters(in: .whitespacesAndNewlines)
                }
            }
        }
    }
}
