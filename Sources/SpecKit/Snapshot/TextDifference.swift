/// The line diff SpecKit prints when two texts differ (`-` expected, `+` actual, line numbers and
/// three lines of context), for helpers built on SpecKit that compare text of their own, such as
/// the process robot's `expectOutput(equals:)`.
public enum TextDifference {
    /// The difference between `expected` and `actual`, ready to follow a failure's first line.
    public static func describe(expected: String, actual: String) -> String {
        Snapshot.describeTextDifference(expected: expected, actual: actual)
    }
}
