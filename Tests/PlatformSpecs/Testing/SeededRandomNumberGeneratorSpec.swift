import PlatformTesting
import SpecKit

final class SeededRandomNumberGeneratorSpec: Spec {
    override func spec() {
        describe("SeededRandomNumberGenerator") {
            it("gives SplitMix64's reference sequence") {
                var generator = SeededRandomNumberGenerator(seed: 1_234_567)
                let numbers = (1...5).map { _ in generator.next() }
                expect(numbers) == [
                    6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
                    4_593_380_528_125_082_431, 16_408_922_859_458_223_821,
                ]
            }

            it("shuffles the same way for the same seed") {
                var first = SeededRandomNumberGenerator(seed: 42)
                var second = SeededRandomNumberGenerator(seed: 42)
                let people = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald"]
                expect(people.shuffled(using: &first)) == people.shuffled(using: &second)
            }

            it("gives different numbers for different seeds") {
                var first = SeededRandomNumberGenerator(seed: 1)
                var second = SeededRandomNumberGenerator(seed: 2)
                expect(first.next()) != second.next()
            }

            it("continues independently in a copy") {
                var original = SeededRandomNumberGenerator(seed: 7)
                var copy = original
                let fromOriginal = (original.next(), original.next())
                let fromCopy = (copy.next(), copy.next())
                expect(fromOriginal == fromCopy).to(beTrue())
            }
        }
    }
}
