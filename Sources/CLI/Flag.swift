/// A switch without a value: `--json`, `-v`. Reads as true when given.
///
/// ```swift
/// static let verbose = Flag("verbose", short: "v", abstract: "Say more.")
/// if invocation[verbose] { ... }
/// ```
public struct Flag: CommandArgument {
    public let declaration: ArgumentDeclaration

    /// Declares a flag: `--name` (and `-s` with a short name), true when present.
    public init(_ name: String, short: Character? = nil, abstract: String) {
        declaration = ArgumentDeclaration(name: name, shortName: short, abstract: abstract, kind: .flag, key: ArgumentKey())
    }
}
