import FxCLI
import SpecKit

final class AmountTextSpec: Spec {
    override func spec() {
        describe("AmountText") {
            it("writes two decimals, rounded to the cent") {
                expect(AmountText.format(92.5926)) == "92.59"
                expect(AmountText.format(100)) == "100.00"
                expect(AmountText.format(0.005)) == "0.01"
                expect(AmountText.format(1234567.8)) == "1234567.80"
            }
            it("writes a minus sign for a negative amount, but not for one that rounds to zero") {
                expect(AmountText.format(-0.5)) == "-0.50"
                expect(AmountText.format(-0.001)) == "0.00"
            }
            it("writes Swift's description beyond the cents a whole number holds") {
                expect(AmountText.format(1e20)) == "1e+20"
                expect(AmountText.format(.infinity)) == "inf"
            }
        }
    }
}
