/// Every non-generic class the Swift runtime knows in this process, read from the type metadata
/// records of every loaded image: how SpecKit finds spec classes that no plugin listed.
///
/// Linux (and other ELF platforms) only, where the runtime hands out each image's metadata
/// sections; elsewhere the list is empty and only the plugin's lists are checked. The sections'
/// layout is private to the runtime: each image's record is checked (`MetadataSectionsLayout`)
/// before a record is read, and the scan must find a class SpecKit knows is there (`verify`).
package enum RuntimeClasses {
    /// The classes, each once, or the shape SpecKit found instead of the one it knows; calls
    /// their metadata accessors, so call it once per process.
    package static func all() -> Result<[AnyClass], UnknownShape> {
        #if os(Linux)
        // Descriptors first, accessors after: no metadata is made while the runtime walks its images.
        var scan = Scan(maps: MemoryMaps.current())
        withUnsafeMutablePointer(to: &scan) { pointer in
            swiftEnumerateAllMetadataSections(
                { sections, context in
                    let scan = context.assumingMemoryBound(to: Scan.self)
                    switch MetadataSectionsLayout.typeMetadataRecords(in: sections, maps: scan.pointee.maps) {
                    case .failure(let shape):
                        scan.pointee.shape = shape
                        return false
                    case .success(let records):
                        guard let base = UnsafeRawPointer(bitPattern: records.lowerBound) else { return true }
                        var offset = 0
                        while offset + 4 <= records.count {
                            if let descriptor = RuntimeClasses.classDescriptor(at: base + offset) {
                                scan.pointee.descriptors.append(descriptor)
                            }
                            offset += 4
                        }
                        return true
                    }
                },
                UnsafeMutableRawPointer(pointer)
            )
        }
        if let shape = scan.shape { return .failure(shape) }
        let classes = scan.descriptors.compactMap(metadata)
        if let shape = verify(classes) { return .failure(shape) }
        return .success(classes)
        #else
        return .success([])
        #endif
    }

    /// Checks a scan's classes against one SpecKit knows is in every process that links it:
    /// `QuickSpec`, a non-generic subclass of `Spec` like any spec class. Missing, the records or
    /// the class descriptors are not in the layout SpecKit reads, and the census would pass empty.
    package static func verify(_ classes: [AnyClass]) -> UnknownShape? {
        let known = ObjectIdentifier(QuickSpec.self)
        guard !classes.contains(where: { ObjectIdentifier($0) == known }) else { return nil }
        return UnknownShape(
            .metadataSections,
            found: "the scan found \(classes.count) classes, not SpecKit's own \(String(reflecting: QuickSpec.self))"
        )
    }

    #if os(Linux)
    /// What the walk over the images collects, handed to the runtime's callback as its context.
    private struct Scan {
        let maps: MemoryMaps
        var descriptors: [UnsafeRawPointer] = []
        var shape: UnknownShape?
    }

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
