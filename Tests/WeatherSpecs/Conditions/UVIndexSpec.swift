import SpecKit
import Weather

final class UVIndexSpec: Spec {
    override func spec() {
        describe("UVLevel") {
            let cases: [(Double, UVLevel, LevelColour)] = [
                (0, .low, .green), (2.99, .low, .green),
                (3, .moderate, .yellow), (5.99, .moderate, .yellow),
                (6, .high, .orange), (7.99, .high, .orange),
                (8, .veryHigh, .red), (10.99, .veryHigh, .red),
                (11, .extreme, .violet), (15.2, .extreme, .violet),
                (-0.01, .unknown, .none), (.nan, .unknown, .none), (.infinity, .unknown, .none),
            ]
            for (value, level, colour) in cases {
                it("classifies \(value) as \(level.rawValue), \(colour.rawValue)") {
                    expect(UVLevel(value)) == level
                    expect(UVLevel(value).colour) == colour
                }
            }
        }
    }
}
