import Foundation
import SpecKit

@testable import Weather

final class FixedPointTextSpec: Spec {
    override func spec() {
        describe("FixedPointText") {
            func printf(_ value: Double, _ decimals: Int) -> String { String(format: "%.\(decimals)f", value) }

            it("writes what printf writes for hand-picked values") {
                let values: [Double] = [
                    0, -0.0, 0.5, 1.5, 2.5, -2.5, 0.125, 0.375, 14.25, 14.35, 14.26, 1013.6, -8.4, 43.3623,
                    0.05, 0.15, 0.25, 0.35, 0.45, 0.95, 9.95, 99.95, 999.5, 0.04, -0.04, -0.05,
                    1e-300, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 2.2250738585072014e-308, 0.1, 0.2, 0.3, 0.7, 1 / 3,
                    123456.789, 9_007_199_254_740_991, -9_007_199_254_740_991, 4503599627370495.5, 1e15 + 0.3,
                ]
                for value in values {
                    for decimals in 0...FixedPointText.maximumDecimals {
                        expect(FixedPointText.format(value, decimals: decimals)) == printf(value, decimals)
                    }
                }
            }

            it("writes what printf writes for many values, near ties and far from them") {
                var generator = SplitMix(seed: 2_026)
                for index in 0..<20_000 {
                    let value: Double
                    switch index % 4 {
                    case 0: value = Double(Int64(bitPattern: generator.next()) % 2_000_000) / 1_000  // tenths, hundredths, thousandths
                    case 1: value = Double(Int64(bitPattern: generator.next()) % 400_000) / 8 + 0.0625  // exact ties
                    case 2: value = (Double(generator.next() >> 11) / 0x1p53 - 0.5) * 2_000  // anything in -1000...1000
                    default: value = Double(bitPattern: generator.next() & 0x433F_FFFF_FFFF_FFFF)  // any exponent below 2^53
                    }
                    let decimals = Int(generator.next() % UInt64(FixedPointText.maximumDecimals + 1))
                    expect(FixedPointText.format(value, decimals: decimals)) == printf(value, decimals)
                }
            }

            it("hands values it does not work out itself to printf") {
                for value in [Double.nan, .infinity, -.infinity, 1e300, -0x1p53, 0x1p60] {
                    expect(FixedPointText.format(value, decimals: 1)) == printf(value, 1)
                }
                expect(FixedPointText.format(3.14159, decimals: 12)) == printf(3.14159, 12)
            }
        }
        describe("NumberText") {
            it("shows a negative zero without its sign") {
                expect(NumberText.fixed(-0.04, decimals: 1)) == "0.0"
                expect(NumberText.fixed(-0.4, decimals: 0)) == "0"
                expect(NumberText.fixed(-0.06, decimals: 1)) == "-0.1"
            }
            it("shows a number that is not finite as a question mark") {
                expect(NumberText.fixed(.nan, decimals: 1)) == "?"
            }
        }
        describe("Coordinates") {
            it("names a point with four decimals and writes parameters without trailing zeros") {
                let point = Coordinates(known: 43.37, -8.4)
                expect(point.displayName) == "43.3700, -8.4000"
                expect(Coordinates.parameter(-0.00001)) == "0"
                expect(Coordinates.parameter(43.36234)) == "43.3623"
            }
        }
    }
}

/// A small seeded generator, so every run checks the same values.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
