/// Thrown by a test container given an override that is not written `key=value`, as `--set`
/// takes it: the spec, not the app's configuration, is wrong.
///
/// ```swift
/// try AppTestContainer(MyApp.application, overrides: ["storage.backend"])
/// // the override 'storage.backend' is not written key=value, as --set takes it
/// ```
public struct InvalidOverride: Error, Equatable, CustomStringConvertible {
    /// The override as the spec wrote it.
    public let text: String

    /// Creates the error for an override the spec wrote as `text`.
    public init(text: String) {
        self.text = text
    }

    /// What is wrong, and how to write it.
    public var description: String {
        "the override '\(text)' is not written key=value, as --set takes it"
    }
}
