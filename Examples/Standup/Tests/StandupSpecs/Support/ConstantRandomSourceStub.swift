import Platform

/// A `RandomSource` that answers the same 64 bits every time.
struct ConstantRandomSourceStub: RandomSource {
    let value: UInt64
    func next() -> UInt64 { value }
}
