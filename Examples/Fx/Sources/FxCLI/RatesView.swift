import CLI
import Fx

/// Renders the rates: a table of currencies and what one unit of the base buys, or with
/// `--json` the list of rates.
///
/// ```text
/// CURRENCY  PER BASE
/// CHF           0.95
/// EUR              1
/// ```
public struct RatesView: Sendable {
    /// The rates shown, in order.
    public let rates: [Rate]

    public init(rates: [Rate]) {
        self.rates = rates
    }

    /// The table: currency and rate, as given.
    public var table: Table {
        Table(
            columns: [.init("CURRENCY"), .init("PER BASE", alignment: .right)],
            rows: rates.map { [$0.currency, String($0.perBase)] }
        )
    }

    /// Writes the table, or the JSON when `--json` was given.
    public func render(to output: CommandOutput) throws {
        if output.isJSON { try output.json(rates) } else { try output.table(table) }
    }
}
