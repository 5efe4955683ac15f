/// A number of bytes as people read it: `16 MiB (16777216 bytes)`, `512 bytes`.
public struct ByteCount: Sendable, Equatable, CustomStringConvertible {
    /// The number of bytes.
    public let bytes: Int

    /// Wraps a number of bytes.
    public init(_ bytes: Int) { self.bytes = bytes }

    /// The count in its largest whole binary unit with the exact figure, `16 MiB (16777216 bytes)`, or just `512 bytes`.
    public var description: String {
        for (unit, size) in [("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)] where bytes >= size && bytes % size == 0 {
            return "\(bytes / size) \(unit) (\(bytes) bytes)"
        }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }
}
