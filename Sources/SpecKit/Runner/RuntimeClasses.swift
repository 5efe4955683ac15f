/// Every non-generic class the Swift runtime knows in this process, read from the type metadata
/// records of every loaded image: how SpecKit finds spec classes that no plugin listed.
///
/// Linux (and other ELF platforms) only, where the runtime hands out each image's metadata
/// sections; elsewhere the list is empty and only the plugin's lists are checked.
enum RuntimeClasses {
    /// The classes, each once; calls their metadata accessors, so call it once per process.
    static func all() -> [AnyClass] {
        #if os(Linux)
        // Descriptors first, accessors after: no metadata is made while the runtime walks its images.
        var descriptors: [UnsafeRawPointer] = []
        withUnsafeMutablePointer(to: &descriptors) { pointer in
            swiftEnumerateAllMetadataSections(
                { sections, context in
                    let found = context.assumingMemoryBound(to: [UnsafeRawPointer].self)
                    // MetadataSections: version, reserved, next, prev, then (start, length) ranges:
                    // protocols, protocol conformances, type metadata, ...
                    let start = sections.load(fromByteOffset: 64, as: UInt.self)
                    let length = sections.load(fromByteOffset: 72, as: Int.self)
                    guard start != 0, let base = UnsafeRawPointer(bitPattern: start) else { return true }
                    var offset = 0
                    while offset + 4 <= length {
                        if let descriptor = RuntimeClasses.classDescriptor(at: base + offset) {
                            found.pointee.append(descriptor)
                        }
                        offset += 4
                    }
                    return true
                },
                UnsafeMutableRawPointer(pointer)
            )
        }
        return descriptors.compactMap(metadata)
        #else
        return []
        #endif
    }

    #if os(Linux)
    /// The descriptor a type metadata record points at, when it describes a non-generic subclass.
    private static func classDescriptor(at record: UnsafeRawPointer) -> UnsafeRawPointer? {
        let raw = record.load(as: Int32.self)
        let kind = raw & 3
        let target = record + Int(raw & ~3)
        let descriptor: UnsafeRawPointer
        switch kind {
        case 0: descriptor = target
        case 1:
            guard let indirect = target.load(as: UnsafeRawPointer?.self) else { return nil }
            descriptor = indirect
        default: return nil
        }
        let flags = descriptor.load(as: UInt32.self)
        // Kind 16 is a class; bit 7 marks a generic context.
        guard flags & 0x1F == 16, flags & 0x80 == 0 else { return nil }
        // A root class has no superclass and cannot be a spec.
        guard descriptor.load(fromByteOffset: 20, as: Int32.self) != 0 else { return nil }
        return descriptor
    }

    /// The class a descriptor describes, made by its metadata accessor.
    private static func metadata(_ descriptor: UnsafeRawPointer) -> AnyClass? {
        let accessorOffset = descriptor.load(fromByteOffset: 12, as: Int32.self)
        guard accessorOffset != 0 else { return nil }
        let accessor = unsafeBitCast(descriptor + 12 + Int(accessorOffset), to: MetadataAccessor.self)
        guard let metadata = accessor(0) else { return nil }
        return unsafeBitCast(metadata, to: AnyClass.self)
    }

    private typealias MetadataAccessor = @convention(c) (Int) -> UnsafeRawPointer?
    #endif
}

#if os(Linux)
@_silgen_name("swift_enumerateAllMetadataSections")
private func swiftEnumerateAllMetadataSections(
    _ body: @convention(c) (_ sections: UnsafeRawPointer, _ context: UnsafeMutableRawPointer) -> Bool,
    _ context: UnsafeMutableRawPointer
)
#endif
