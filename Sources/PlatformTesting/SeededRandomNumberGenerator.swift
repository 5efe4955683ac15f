import Platform

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
public typealias SeededRandomNumberGenerator = SplitMix64
