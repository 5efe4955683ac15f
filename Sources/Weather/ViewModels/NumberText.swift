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

/// Numbers as the views show them: a fixed number of decimals, the point always `.`,
/// never `-0.0`.
enum NumberText {
    /// `14.3` for (14.26, 1); `1014` for (1013.6, 0).
    static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "?" }
        let text = FixedPointText.format(value, decimals: decimals)
        let isZero = text.allSatisfy { "-0.".contains($0) }
        return isZero && text.hasPrefix("-") ? String(text.dropFirst()) : text
    }

    /// The value rounded to `decimals` places, as the text shows it (so JSON and text agree).
    static func rounded(_ value: Double, decimals: Int) -> Double {
        guard value.isFinite else { return value }
        let scale = pow(10, Double(decimals))
        let rounded = (value * scale).rounded() / scale
        return rounded == 0 ? 0 : rounded
    }
}
