#if os(Linux)
import Glibc

/// The mappings of this process's address space as Linux lists them in `/proc/self/maps`: what
/// SpecKit checks an address the Swift runtime hands it against before reading through it.
package struct MemoryMaps: Sendable, Equatable {
    /// One line of the list: a range of addresses mapped from a file (or anonymous memory).
    package struct Mapping: Sendable, Equatable {
        package let addresses: Range<UInt>
        package let readable: Bool
        /// Where in the file the range starts; 0 for the first mapping of an image.
        package let offset: UInt
        /// The file, or an empty or bracketed name (`[heap]`) for memory no file backs.
        package let path: String

        package init(addresses: Range<UInt>, readable: Bool, offset: UInt, path: String) {
            self.addresses = addresses
            self.readable = readable
            self.offset = offset
            self.path = path
        }
    }

    package let mappings: [Mapping]

    package init(_ mappings: [Mapping]) {
        self.mappings = mappings
    }

    /// Reads the text of `/proc/<pid>/maps`: `low-high perms offset dev inode path`, in hex; a
    /// line in another form is left out.
    package init(parsing text: String) {
        var mappings: [Mapping] = []
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
            guard fields.count >= 5 else { continue }
            let bounds = fields[0].split(separator: "-")
            guard bounds.count == 2, let low = UInt(bounds[0], radix: 16), let high = UInt(bounds[1], radix: 16), low <= high,
                let offset = UInt(fields[2], radix: 16)
            else { continue }
            let path = fields.count == 6 ? String(fields[5].drop { $0 == " " }) : ""
            mappings.append(Mapping(addresses: low..<high, readable: fields[1].hasPrefix("r"), offset: offset, path: path))
        }
        self.mappings = mappings
    }

    /// This process's mappings now; none when `/proc` cannot be read.
    package static func current() -> MemoryMaps {
        let descriptor = open("/proc/self/maps", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return MemoryMaps([]) }
        defer { close(descriptor) }
        // The kernel gives the list in pieces and reports no size for it: read until the end.
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes.append(contentsOf: chunk[..<count])
        }
        return MemoryMaps(parsing: String(decoding: bytes, as: UTF8.self))
    }

    /// The mapping that holds `address`, if any.
    package func mapping(containing address: UInt) -> Mapping? {
        mappings.first { $0.addresses.contains(address) }
    }

    /// The address where the file at `path` is mapped from its first byte: an ELF image's base.
    package func base(of path: String) -> UInt? {
        mappings.first { $0.path == path && $0.offset == 0 }?.addresses.lowerBound
    }
}
#endif
