import CLI
import Fx

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Renders the history of conversions, oldest first: when, from and to, or with `--json` the
/// conversions as stored. An empty history says so.
///
/// ```text
/// WHEN                  FROM        TO
/// 2026-11-25T04:00:00Z  100.00 USD  92.59 EUR
/// ```
public struct HistoryView: Sendable {
    /// The conversions shown, in order.
    public let conversions: [Conversion]

    public init(conversions: [Conversion]) {
        self.conversions = conversions
    }

    /// The table: time (ISO 8601, UTC), amount and result.
    public var table: Table {
        Table(
            headers: ["WHEN", "FROM", "TO"],
            rows: conversions.map { conversion in
                [
                    conversion.at.formatted(.iso8601),
                    [AmountText.format(conversion.amount), conversion.from].joined(separator: " "),
                    [AmountText.format(conversion.result), conversion.to].joined(separator: " "),
                ]
            }
        )
    }

    /// Writes the table (or a line saying there is nothing yet), or the JSON when `--json` was given.
    public func render(to output: CommandOutput) throws {
        if output.isJSON {
            try output.json(conversions)
        } else if conversions.isEmpty {
            try output.line("no conversion yet: fx convert 100 USD EUR makes one")
        } else {
            try output.table(table)
        }
    }
}
