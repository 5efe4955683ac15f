import Synchronization

/// Where a shuffle draws its randomness: the system's, or a seeded one that repeats.
public protocol RandomSource: Sendable {
    /// The next 64 random bits.
    func next() -> UInt64
}

extension RandomSource {
    /// A generator drawing from this source.
    public func generator() -> RandomSourceGenerator { RandomSourceGenerator(source: self) }
}

/// A `RandomNumberGenerator` over a `RandomSource`.
public struct RandomSourceGenerator: RandomNumberGenerator {
    let source: any RandomSource

    public mutating func next() -> UInt64 { source.next() }
}

/// The system's random numbers.
public struct SystemRandomSource: RandomSource {
    public init() {}

    public func next() -> UInt64 {
        var generator = SystemRandomNumberGenerator()
        return generator.next()
    }
}

/// SplitMix64 from a seed: the same seed gives the same numbers.
public final class SeededRandomSource: RandomSource {
    private let state: Mutex<UInt64>

    public init(seed: UInt64) {
        state = Mutex(seed)
    }

    public func next() -> UInt64 {
        state.withLock { state in
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
