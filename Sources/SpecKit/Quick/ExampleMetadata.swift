/// What Quick's hooks with metadata are given: the example about to run (or that just ran).
///
/// ```swift
/// beforeEach { metadata in
///     print("starting \(metadata.example.name)")
/// }
/// ```
public final class ExampleMetadata: Sendable {
    /// The example: its name, as Quick's `ExampleBase` has it.
    public let example: ExampleBase
    /// The example's position among the examples this process has run so far, from 0.
    public let exampleIndex: Int

    init(example: ExampleBase, exampleIndex: Int) {
        self.example = example
        self.exampleIndex = exampleIndex
    }

    /// The metadata of the example that is running, made when a hook asks for it from the
    /// example's recorder (a task-local value and two objects per example would cost every spec,
    /// Quick's or not).
    static var current: ExampleMetadata? {
        guard let recorder = ExampleRecorder.current, let name = recorder.exampleName, let location = recorder.exampleLocation,
            let index = recorder.exampleIndex
        else { return nil }
        return ExampleMetadata(example: ExampleBase(name: name, location: location), exampleIndex: index)
    }

    private static let counter = Lock(0)

    /// The next example's position among the examples this process has run, from 0.
    static func nextIndex() -> Int {
        counter.withLock { count in
            defer { count += 1 }
            return count
        }
    }

    /// Metadata for hooks that run where no example is known (a run of `SpecRunner` without one).
    static var unknown: ExampleMetadata {
        ExampleMetadata(example: ExampleBase(name: "", location: CodeLocation()), exampleIndex: -1)
    }
}

/// An example as Quick's hooks see it.
public final class ExampleBase: Sendable, CustomStringConvertible {
    /// The full name: the descriptions of its groups and its own, joined by spaces (Quick joins
    /// them with ", ").
    public let name: String
    /// Where the `it` was written.
    public let location: CodeLocation

    init(name: String, location: CodeLocation) {
        self.name = name
        self.location = location
    }

    /// The full name.
    public var description: String { name }

    /// Where the example was written, in Quick's terms (`callsite.file`, `callsite.line`).
    public var callsite: Callsite { Callsite(file: location.filePath, line: UInt(max(location.line, 0))) }
}

/// A file and line, as Quick names them.
public struct Callsite: Sendable, Hashable {
    /// The path of the file.
    public let file: String
    /// The line.
    public let line: UInt
}
