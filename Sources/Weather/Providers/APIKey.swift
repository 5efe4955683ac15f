import Platform

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An API key, kept out of every text: its description is `<redacted>`, so printing,
/// interpolating or dumping it never shows the value. Only the request that needs it reads
/// `value`.
///
/// ```swift
/// let key = APIKey("sk-123", variable: "OPENWEATHER_API_KEY")
/// "\(key)"   // "<redacted>"
/// ```
package struct APIKey: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The secret itself.
    let value: String
    /// The environment variable it comes from, named in errors: `OPENWEATHER_API_KEY`.
    package let variable: String

    /// A key and the variable it comes from.
    package init(_ value: String, variable: String) {
        self.value = value
        self.variable = variable
    }

    /// A key read from a setting: nil or blank is no key, and fails with `.missingAPIKey`
    /// naming the variable and the provider that needs it.
    package static func required(_ value: String?, variable: String, provider: String) throws(WeatherError) -> APIKey {
        guard let value, !value.trimmingBlanks.isEmpty else {
            throw .missingAPIKey(variable: variable, provider: provider)
        }
        return APIKey(value, variable: variable)
    }

    /// Always `<redacted>`.
    package var description: String { "<redacted>" }
    /// Always `<redacted>`.
    package var debugDescription: String { "<redacted>" }
}
