/// A random number generator that gives the same numbers for the same seed, on every platform
/// and every run: use it wherever code takes `inout some RandomNumberGenerator` to make a spec
/// deterministic.
///
/// ```swift
/// var generator = SeededRandomNumberGenerator(seed: 42)
/// let picked = people.shuffled(using: &generator).prefix(2)   // always the same two
/// ```
///
/// It is SplitMix64 (Steele, Lea and Flood, 2014): 64 bits of state, fast, and good enough for
/// picking and shuffling in specs. It is not cryptographically secure. Being a value type, a copy
/// continues the sequence independently of the original.
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable, Hashable {
    private var state: UInt64

    /// A generator whose sequence is fully determined by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
