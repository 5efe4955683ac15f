/// Names an example across runs and processes: its spec class (module-qualified, such as
/// `SpecKitSpecs.StackSpec`) and its full name. Shards are dealt, and failures remembered for
/// `SPECKIT_RERUN_FAILED`, by this key.
public struct ExampleKey: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The spec class, module-qualified: `SpecKitSpecs.StackSpec`.
    public let spec: String
    /// The example's full name: `Stack when empty has no top`.
    public let name: String

    /// Creates the key of an example of a spec class.
    public init(spec: String, name: String) {
        self.spec = spec
        self.name = name
    }

    /// The spec class and the example's name, separated by a space.
    public var description: String { "\(spec) \(name)" }

    /// Orders keys by spec class, then by example name.
    public static func < (lhs: ExampleKey, rhs: ExampleKey) -> Bool {
        (lhs.spec, lhs.name) < (rhs.spec, rhs.name)
    }

    /// FNV-1a (64 bits) of the spec and the full name: the same in every process and on every
    /// machine, unlike `Hasher`, whose seed changes with each run.
    public var stableHash: UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in spec.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        hash = (hash ^ 0x20) &* 0x0000_0100_0000_01b3
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return hash
    }
}
