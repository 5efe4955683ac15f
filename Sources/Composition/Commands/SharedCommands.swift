import CLI
import Configuration

/// The commands every app has: `config` and `graph`.
public enum SharedCommands {
    /// `--dot` of `graph`.
    public static let dot = Flag("dot", abstract: "Print Graphviz DOT instead of a table.")

    /// `--keys` of `config`.
    public static let keys = Flag("keys", abstract: "Print the Markdown table of every key instead of the values.")

    /// `config`: every key with its effective value and the layer it came from, secrets
    /// redacted, like `git config --show-origin`; `--json` for JSON; `--keys` for the Markdown
    /// table of the app's keys (`ConfigurationSchema.referenceTable`), the one a keys document
    /// holds between its `<!-- keys:<app>:begin -->` and `<!-- keys:<app>:end -->` markers.
    public static let config = Command<AppContext>(
        "config",
        abstract: "Show every setting, its value and its origin.",
        discussion: """
            Like git config --show-origin: each key with its effective value and the layer it came from (default, file and line, \
            environment variable, or flag). Secrets are shown as <redacted>. --json prints the same as JSON. --keys prints the \
            Markdown table of every key, its type, default, environment variable and meaning, for the app's documentation.
            """,
        arguments: [keys]
    ) { invocation, context in
        try invocation.reject(keys, with: OutputOptions.json)
        if invocation[keys] {
            try context.output.write(context.configuration.schema.referenceTable)
            return
        }
        let dump = context.configuration.dump
        if context.output.isJSON {
            try context.output.json(dump)
        } else {
            try context.output.write(dump.text)
        }
    }

    /// `graph`: which implementation each service got and the key that chose it; `--dot` for
    /// Graphviz, `--json` for JSON.
    public static let graph = Command<AppContext>(
        "graph",
        abstract: "Show which implementation each service got, and why.",
        discussion: """
            Each service, the implementation registered for it, and the setting (with its value and origin) that chose it. \
            --dot prints Graphviz DOT, --json prints JSON; not both.
            """,
        arguments: [dot]
    ) { invocation, context in
        try invocation.reject(dot, with: OutputOptions.json)
        let report = BindingReport(bindings: context.app.bindings)
        if invocation[dot] {
            try context.output.write(report.dot)
        } else if context.output.isJSON {
            try context.output.json(report.bindings)
        } else {
            try context.output.table(report.table)
        }
    }
}
