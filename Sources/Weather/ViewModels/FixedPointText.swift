#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `String(format: "%.<decimals>f", value)` without Foundation's formatting machinery, which
/// cost a run that prints a few numbers more than everything else it renders. The digits are
/// C's: the exact binary value rounded to `decimals` places, halves to even.
///
/// Magnitudes below 2^53 with 0...9 decimals (everything the weather views show) are worked
/// out here with integer arithmetic; anything else is handed to C's `snprintf`.
///
/// ```swift
/// FixedPointText.format(0.125, decimals: 2)   // "0.12", as printf (0.125 is exact: a tie, to even)
/// FixedPointText.format(-0.04, decimals: 1)   // "-0.0", as printf
/// ```
enum FixedPointText {
    /// The largest number of decimals the integer path handles.
    static let maximumDecimals = 9

    /// The text `%.<decimals>f` gives for `value`.
    static func format(_ value: Double, decimals: Int) -> String {
        guard value.isFinite, value.magnitude < 0x1p53, (0...maximumDecimals).contains(decimals) else {
            return printf(value, decimals: decimals)
        }
        let digits = scaledDigits(value.magnitude, decimals: decimals)
        // Built as bytes: appending substrings to a string goes through generic code whose
        // first use costs more than the whole formatting.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count + decimals + 3)
        if value.sign == .minus { bytes.append(UInt8(ascii: "-")) }
        let leadingZeros = max(0, decimals + 1 - digits.count)
        bytes += repeatElement(UInt8(ascii: "0"), count: leadingZeros)
        bytes += digits
        if decimals > 0 { bytes.insert(UInt8(ascii: "."), at: bytes.count - decimals) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The decimal digits (ASCII) of `magnitude * 10^decimals` rounded to an integer, halves to
    /// even, worked out exactly from the double's significand and exponent. `magnitude` is
    /// finite, not negative and below 2^53.
    private static func scaledDigits(_ magnitude: Double, decimals: Int) -> [UInt8] {
        guard magnitude != 0 else { return [UInt8(ascii: "0")] }
        var power: UInt128 = 1
        for _ in 0..<decimals { power *= 10 }
        let isNormal = magnitude.exponentBitPattern != 0
        let significand = UInt128(magnitude.significandBitPattern) | (isNormal ? UInt128(1) << 52 : 0)
        // magnitude == significand * 2^-shift, and shift >= 0 because magnitude < 2^53.
        let shift = 1075 - (isNormal ? Int(magnitude.exponentBitPattern) : 1)
        let numerator = significand * power  // below 2^53 * 10^9 < 2^83
        var scaled: UInt128
        if shift == 0 {
            scaled = numerator
        } else if shift > 100 {
            scaled = 0  // numerator < 2^83 is below half of 2^shift
        } else {
            let quotient = numerator >> shift
            let remainder = numerator & ((UInt128(1) << shift) - 1)
            let half = UInt128(1) << (shift - 1)
            let roundsUp = remainder > half || (remainder == half && quotient & 1 == 1)
            scaled = roundsUp ? quotient + 1 : quotient
        }
        var digits: [UInt8] = []
        repeat {
            digits.append(UInt8(ascii: "0") + UInt8(scaled % 10))
            scaled /= 10
        } while scaled > 0
        digits.reverse()
        return digits
    }

    /// C's own `%.<decimals>f`, for the values the integer path leaves out.
    private static func printf(_ value: Double, decimals: Int) -> String {
        var buffer = [CChar](repeating: 0, count: 512)
        let written = withVaList([Int32(clamping: decimals), value]) { arguments in
            vsnprintf(&buffer, buffer.count, "%.*f", arguments)
        }
        guard written >= 0 else { return "\(value)" }
        return String(decoding: buffer.prefix(min(Int(written), buffer.count - 1)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
