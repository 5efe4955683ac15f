import Foundation

/// JSON for `--json`: pretty-printed, keys sorted so the output is stable, slashes unescaped,
/// dates in ISO 8601, ending with a newline.
///
/// ```swift
/// output.write(try JSONOutput.render(people))
/// ```
public enum JSONOutput {
    /// The value as pretty JSON text with a trailing newline.
    public static func render(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }
}
