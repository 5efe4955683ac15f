/// A source of random numbers, injected so that a seed makes a run reproducible.
///
/// Use it through `generator()` with the standard library's random APIs:
/// ```swift
/// var generator = random.generator()
/// let index = Int.random(in: 0..<count, using: &generator)
/// ```
public protocol RandomSource: Sendable {
    /// The next 64 random bits.
    func next() -> UInt64
}

extension RandomSource {
    /// A `RandomNumberGenerator` that draws from this source.
    public func generator() -> RandomSourceGenerator { RandomSourceGenerator(source: self) }
}

/// Adapts a `RandomSource` to the standard library's `RandomNumberGenerator`.
public struct RandomSourceGenerator: RandomNumberGenerator {
    let source: any RandomSource
    /// The source's next 64 random bits.
    public mutating func next() -> UInt64 { source.next() }
}

/// The system's cryptographically secure generator.
public struct SystemRandomSource: RandomSource {
    /// Creates a source backed by the system's generator.
    public init() {}
    public func next() -> UInt64 {
        var generator = SystemRandomNumberGenerator()
        return generator.next()
    }
}

/// SplitMix64: a small, fast, deterministic generator. The same seed gives the same sequence on
/// every platform and every run.
public struct SplitMix64: RandomNumberGenerator, Sendable, Hashable {
    private var state: UInt64

    /// Creates a generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// Advances the state and returns the next 64 bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A deterministic random source (SplitMix64) shared between threads: `--seed` makes picks repeat.
public final class SeededRandomSource: RandomSource {
    private let generator: Lock<SplitMix64>
    /// The seed the sequence started from, so a run can be repeated.
    public let seed: UInt64

    /// Creates a source whose numbers are the same at every run with the same `seed`.
    public init(seed: UInt64) {
        self.seed = seed
        generator = Lock(SplitMix64(seed: seed))
    }

    public func next() -> UInt64 { generator.withLock { $0.next() } }
}
