import CLI
import SpecKit

final class DisplayWidthSpec: Spec {
    override func spec() {
        describe("DisplayWidth") {
            it("counts one column per ordinary character, composed or not") {
                expect(DisplayWidth.of("A Coruña")) == 8
                expect(DisplayWidth.of("A Corun\u{0303}a")) == 8
                expect(DisplayWidth.of("Zoë Ødegård")) == 11
            }
            it("counts printable ASCII a column each and ASCII control characters none, mixed with other text or not") {
                for value in UInt8(0x20)..<0x7F {
                    let text = String(UnicodeScalar(value))
                    expect(DisplayWidth.of(text)) == 1
                    expect(DisplayWidth.of(text + "é")) == 2
                }
                for value in [UInt8(0x00), 0x07, 0x09, 0x0A, 0x0D, 0x7F] {
                    expect(DisplayWidth.of("a" + String(UnicodeScalar(value)) + "b")) == 2
                    expect(DisplayWidth.of("é" + String(UnicodeScalar(value)))) == 1
                }
                expect(DisplayWidth.of("\r\n")) == 0
            }
            it("counts two columns for wide characters and emoji") {
                expect(DisplayWidth.of("東京")) == 4
                expect(DisplayWidth.of("서울")) == 4
                expect(DisplayWidth.of("☀️")) == 2
                expect(DisplayWidth.of("🌧\u{FE0F}")) == 2
                expect(DisplayWidth.of("⛅")) == 2
            }
            it("counts no columns for colour sequences and zero-width characters") {
                expect(DisplayWidth.of("\u{1B}[1;31mred\u{1B}[0m")) == 3
                expect(DisplayWidth.of("a\u{200B}b")) == 2
            }
        }
    }
}
