import CLI
import Fx

/// The commands of fx: `convert`, `rates`, `refresh` and `history`. Each resolves the converter
/// from the context and renders what it returns as text, or as JSON with `--json`.
///
/// ```swift
/// let application = Application(name: "fx", ..., commands: FxCommands<AppContext>.all)
/// ```
public enum FxCommands<Context: CommandContext> {
    /// `convert`, `rates`, `refresh`, `history`, in help order.
    public static var all: [Command<Context>] { [convert, rates, refresh, history] }

    /// `convert <amount> <from> <to>`: the amount in the other currency.
    public static var convert: Command<Context> {
        Command(
            "convert",
            abstract: "Convert an amount from one currency to another.",
            discussion: "The rates are loaded from rates.source the first time, then kept. Each conversion is added to the history.",
            arguments: [ConvertArguments.amount, ConvertArguments.from, ConvertArguments.to]
        ) { invocation, context in
            let amount = try invocation.value(of: ConvertArguments.amount)
            let from = try invocation.value(of: ConvertArguments.from)
            let to = try invocation.value(of: ConvertArguments.to)
            let converter = try context.resolve(CurrencyConverter.self)
            try ConversionView(conversion: try await converter.convert(amount, from: from, to: to)).render(to: context.output)
        }
    }

    /// `rates`: the stored rates.
    public static var rates: Command<Context> {
        Command("rates", abstract: "List the exchange rates.") { _, context in
            let converter = try context.resolve(CurrencyConverter.self)
            try RatesView(rates: try await converter.currentRates()).render(to: context.output)
        }
    }

    /// `refresh`: loads the rates from rates.source again.
    public static var refresh: Command<Context> {
        Command(
            "refresh",
            abstract: "Load the rates from rates.source again and replace the stored ones.",
            discussion: "The stored rates are replaced only when the new ones are complete and valid."
        ) { _, context in
            let converter = try context.resolve(CurrencyConverter.self)
            try RatesView(rates: try await converter.refresh()).render(to: context.output)
        }
    }

    /// `history`: the conversions made, oldest first.
    public static var history: Command<Context> {
        Command("history", abstract: "List the conversions made, oldest first.") { _, context in
            let converter = try context.resolve(CurrencyConverter.self)
            try HistoryView(conversions: try await converter.conversions()).render(to: context.output)
        }
    }
}
