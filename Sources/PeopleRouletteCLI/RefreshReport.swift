import CLI

/// What `refresh` says: how many people were stored, from where.
///
/// ```text
/// Stored 10 people from the bundled demo list.
/// ```
package struct RefreshReport: Encodable, Sendable, Equatable {
    /// Where the list came from.
    package let source: String
    /// How many people are stored now.
    package let count: Int

    /// A report of `count` people stored from `source`.
    package init(source: String, count: Int) {
        self.source = source
        self.count = count
    }

    /// The sentence printed without `--json`.
    package var text: String {
        "Stored \(count) \(count == 1 ? "person" : "people") from \(source).\n"
    }

    /// Writes the sentence and the sample-data marker, or the JSON (with `provider` and
    /// `sample`) when `--json` was given.
    package func render(to output: CommandOutput, origin: DataOrigin) throws {
        if output.isJSON {
            try output.json(self, from: origin)
        } else {
            try output.write(text)
            try output.markSampleData(origin)
        }
    }
}
