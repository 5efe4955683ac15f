#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ConfigurationSchema {
    /// A Markdown table of every key, sorted, for Config/README.md:
    /// `| key | type | default | environment variable | meaning |`. Secrets say so in the meaning.
    public var referenceTable: String {
        var lines = [
            "| Key | Type | Default | Environment variable | Meaning |",
            "|-----|------|---------|----------------------|---------|",
        ]
        for declaration in sorted {
            let defaultText = declaration.defaultValue.map { "`\(declaration.shown($0.text))`" } ?? "(none)"
            let meaning = (declaration.isSecret ? "Secret: never shown. " : "") + declaration.documentation
            let cells = ["`\(declaration.key)`", declaration.type.summary, defaultText, "`\(declaration.environmentVariable)`", meaning]
            lines.append("| " + cells.map { $0.replacing("|", with: "\\|") }.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
