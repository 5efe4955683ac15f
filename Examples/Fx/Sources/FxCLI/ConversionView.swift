import CLI
import Fx

/// Renders one conversion: `100.00 USD = 92.59 EUR`, or with `--json` the conversion as stored.
public struct ConversionView: Sendable {
    /// The conversion shown.
    public let conversion: Conversion

    public init(conversion: Conversion) {
        self.conversion = conversion
    }

    /// The line printed.
    public var line: String {
        "\(AmountText.format(conversion.amount)) \(conversion.from) = \(AmountText.format(conversion.result)) \(conversion.to)"
    }

    /// Writes the line, or the JSON when `--json` was given.
    public func render(to output: CommandOutput) throws {
        if output.isJSON { try output.json(conversion) } else { try output.line(line) }
    }
}
