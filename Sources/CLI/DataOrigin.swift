import Platform

/// Which provider or source answered a command, and whether what it gave is sample data (a
/// bundled list or canned readings rather than a live service). The composition root registers
/// one per data source; a command resolves it and shows it: a marker line after text output
/// when the data is sample data, and `provider` and `sample` members in every JSON object it
/// prints, sample or not (docs/JSON.md).
///
/// ```swift
/// let origin = DataOrigin(provider: "bundled", sample: true,
///                         note: "sample data from the bundled provider, not a real reading; set weather.provider for live data")
/// try output.markSampleData(origin)      // prints "note: sample data from ..." only when sample
/// try output.json(report, from: origin)  // {..., "provider": "bundled", "sample": true}
/// ```
public struct DataOrigin: Sendable, Equatable {
    /// The name of the provider or source as configured: `bundled`, `open-meteo`, `http`.
    public let provider: String
    /// Whether the data is sample data.
    public let sample: Bool
    /// The marker line's text, without `note: `, for sample data.
    public let note: String

    /// Creates the origin of a command's data, with the note to print when it is sample data.
    public init(provider: String, sample: Bool, note: String = "") {
        self.provider = provider
        self.sample = sample
        self.note = note
    }
}

/// A JSON object with the provider and sample members added to a value's own members.
struct OriginTagged<Value: Encodable>: Encodable {
    let value: Value
    let origin: DataOrigin

    private enum CodingKeys: String, CodingKey { case provider, sample }

    func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(origin.provider, forKey: .provider)
        try container.encode(origin.sample, forKey: .sample)
    }
}

extension CommandOutput {
    /// After text output: `note: <note>` on standard output when the data is sample data.
    public func markSampleData(_ origin: DataOrigin) throws(WriteError) {
        guard origin.sample else { return }
        try line("\("note:", graphicRendition: "33") \(origin.note)")
    }

    /// A JSON object (the value must encode as one) with `provider` and `sample` added.
    public func json(_ value: some Encodable, from origin: DataOrigin) throws {
        try json(OriginTagged(value: value, origin: origin))
    }
}

extension CommandOutput {
    /// How a view of data from one origin renders: the table then the sample-data note as text,
    /// or the JSON value (with `provider` and `sample`) under `--json`. Only the one printed is
    /// built.
    ///
    /// ```swift
    /// try output.render(table, or: JSON(people: people), from: origin)
    /// ```
    public func render<Value: Encodable>(_ table: @autoclosure () -> Table, or json: @autoclosure () -> Value, from origin: DataOrigin) throws {
        if isJSON {
            try self.json(json(), from: origin)
        } else {
            try self.table(table())
            try markSampleData(origin)
        }
    }
}
