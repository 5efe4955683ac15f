#if os(Linux)
/// Where the Swift runtime's record of a loaded image (`MetadataSections`, in the toolchain's
/// `swift/shims/MetadataSections.h`, which no API promises) keeps the image's type metadata
/// records: a version, the image's base address, two unused pointers, then a (start, length)
/// range per section, the type metadata third, at offsets 64 and 72.
///
/// `RuntimeClasses` reads through the range, so the range is checked first against what the
/// process has mapped: a record of another layout yields an `UnknownShape`, never a read of
/// memory that is not there.
package enum MetadataSectionsLayout {
    /// The version of the layout SpecKit knows (Swift 6.3's). The header's rule is that a new
    /// version only adds ranges at the end, so later versions keep these offsets; a version
    /// below, or a value no version field would hold, is another layout.
    package static let knownVersion: UInt = 5
    /// A version field holds a small number; anything larger is a pointer or garbage.
    static let largestPlausibleVersion: UInt = 255
    static let baseAddressOffset = 8
    static let typeMetadataStartOffset = 64
    static let typeMetadataLengthOffset = 72
    /// Far more than the type records of any image (4 bytes a type).
    static let largestPlausibleLength = 1 << 28

    /// The addresses of the type metadata records of the image `sections` describes, or the shape
    /// found instead of the one SpecKit knows. `sections` must point at the runtime's record (or a
    /// copy of at least 80 bytes); nothing is read through the range it holds.
    package static func typeMetadataRecords(in sections: UnsafeRawPointer, maps: MemoryMaps) -> Result<Range<UInt>, UnknownShape> {
        let version = sections.load(as: UInt.self)
        guard version >= knownVersion, version <= largestPlausibleVersion else {
            return .failure(UnknownShape(.metadataSections, found: "metadata sections of version \(version); SpecKit knows version \(knownVersion)"))
        }
        let base = sections.load(fromByteOffset: baseAddressOffset, as: UInt.self)
        let start = sections.load(fromByteOffset: typeMetadataStartOffset, as: UInt.self)
        let length = sections.load(fromByteOffset: typeMetadataLengthOffset, as: Int.self)
        // An image without types (a C library, an executable with no Swift types of its own).
        if length == 0 { return .success(start..<start) }
        let range = "a type metadata range of \(length) bytes at 0x\(String(start, radix: 16))"
        guard length > 0, length % 4 == 0, length <= largestPlausibleLength, start <= UInt.max - UInt(length) else {
            return .failure(UnknownShape(.metadataSections, found: range))
        }
        let end = start + UInt(length)
        guard let first = maps.mapping(containing: start), let last = maps.mapping(containing: end - 1), first.readable, last.readable,
            first.path == last.path, first.path.hasPrefix("/")
        else {
            return .failure(UnknownShape(.metadataSections, found: "\(range), outside the files the process mapped"))
        }
        guard maps.base(of: first.path) == base else {
            return .failure(
                UnknownShape(
                    .metadataSections,
                    found: "\(range), in \(first.path), whose base is not the image base 0x\(String(base, radix: 16)) the sections give"
                )
            )
        }
        return .success(start..<end)
    }
}
#endif
