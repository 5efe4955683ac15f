import Foundation
import Platform
import SpecKit

final class FoldingSpec: Spec {
    override func spec() {
        describe("foldingCaseAndDiacritics") {
            func foundation(_ text: String) -> String {
                text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            }

            it("folds names as Foundation's case- and diacritic-insensitive folding does") {
                for name in [
                    "A Coruña", "Ourense", "ÁLVARO NÚÑEZ", "Zoë Ångström", "Łódź", "Dvořák", "Ősz Győző", "Ἀθῆναι", "Йошкар-Ола",
                    "Nguyễn Thị Minh Khai", "İstanbul", "東京", "e\u{301}cole", "",
                ] {
                    expect(name.foldingCaseAndDiacritics) == foundation(name)
                }
            }
            it("folds every letter of Latin-1 and Latin Extended-A as Foundation does") {
                var differing: [String] = []
                for value in UInt32(0x20)...0x17F {
                    guard let scalar = Unicode.Scalar(value) else { continue }
                    let text = "x" + String(scalar) + "y"
                    if text.foldingCaseAndDiacritics != foundation(text) { differing.append(String(format: "U+%04X", value)) }
                }
                expect(differing) == []
            }
        }
    }
}
