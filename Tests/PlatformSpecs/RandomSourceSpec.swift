import Platform
import SpecKit

final class RandomSourceSpec: Spec {
    override func spec() {
        describe("SeededRandomSource") {
            it("gives the same sequence for the same seed") {
                let first = SeededRandomSource(seed: 42)
                let second = SeededRandomSource(seed: 42)
                let a = (0..<5).map { _ in first.next() }
                let b = (0..<5).map { _ in second.next() }
                expect(a) == b
            }
            it("gives different sequences for different seeds") {
                expect(SeededRandomSource(seed: 1).next()) != SeededRandomSource(seed: 2).next()
            }
            it("drives the standard library's random APIs") {
                var generator = SeededRandomSource(seed: 7).generator()
                var again = SeededRandomSource(seed: 7).generator()
                expect(Int.random(in: 0..<1000, using: &generator)) == Int.random(in: 0..<1000, using: &again)
            }
        }
    }
}
