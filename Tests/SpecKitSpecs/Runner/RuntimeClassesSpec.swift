import SpecKit

#if os(Linux)
/// A copy of the runtime's `MetadataSections` record for one image, with the fields SpecKit
/// reads set as given; nothing is read through the range.
private func sections(version: UInt = 5, base: UInt = 0x10000, start: UInt, length: Int) -> Result<Range<UInt>, UnknownShape> {
    let record = UnsafeMutableRawPointer.allocate(byteCount: 128, alignment: 8)
    defer { record.deallocate() }
    record.initializeMemory(as: UInt8.self, repeating: 0, count: 128)
    record.storeBytes(of: version, as: UInt.self)
    record.storeBytes(of: base, toByteOffset: 8, as: UInt.self)
    record.storeBytes(of: start, toByteOffset: 64, as: UInt.self)
    record.storeBytes(of: length, toByteOffset: 72, as: Int.self)
    return MetadataSectionsLayout.typeMetadataRecords(in: UnsafeRawPointer(record), maps: maps)
}

/// Two images, one mapped in two parts, and the heap.
private let maps = MemoryMaps(
    parsing: """
        00010000-00020000 r-xp 00000000 fe:00 11 /usr/lib/libA.so
        00020000-00030000 r--p 00010000 fe:00 11 /usr/lib/libA.so
        00040000-00050000 r-xp 00000000 fe:00 12 /usr/lib/libB.so
        00060000-00061000 rw-p 00000000 00:00 0  [heap]
        00070000-00071000 ---p 00000000 fe:00 13 /usr/lib/libC.so
        """
)

final class RuntimeClassesSpec: Spec {
    override func spec() {
        describe("MemoryMaps") {
            it("reads /proc/self/maps, each line's addresses, offset, permission and file") {
                expect(maps.mappings.count) == 5
                expect(maps.mapping(containing: 0x2_0010))
                    == MemoryMaps.Mapping(
                        addresses: 0x2_0000..<0x3_0000,
                        readable: true,
                        offset: 0x1_0000,
                        path: "/usr/lib/libA.so"
                    )
                expect(maps.base(of: "/usr/lib/libA.so")) == 0x1_0000
                expect(maps.mapping(containing: 0x3_0000)).to(beNil())
            }
        }

        describe("the type metadata range of the runtime's record of an image") {
            it("is read at offsets 64 and 72 when the record is the version SpecKit knows and points into its image") {
                expect(try sections(start: 0x2_0010, length: 400).get()) == 0x2_0010..<0x2_01A0
            }

            it("is read from a later version, which only adds ranges at the end") {
                expect(try sections(version: 6, start: 0x1_0010, length: 8).get()) == 0x1_0010..<0x1_0018
            }

            it("is empty for an image without types") {
                expect(try sections(start: 0x1_0010, length: 0).get()) == 0x1_0010..<0x1_0010
            }

            it("is an unknown shape at an older version") {
                expect(unknownShape(sections(version: 4, start: 0x2_0010, length: 400))?.found)
                    == "metadata sections of version 4; SpecKit knows version 5"
            }

            it("is an unknown shape when the version field holds no version") {
                expect(unknownShape(sections(version: 0x7FFF_1234_5678, start: 0x2_0010, length: 400))?.found).to(
                    beginWith("metadata sections of version 140733498807928;")
                )
            }

            it("is an unknown shape when the length is not whole records") {
                expect(unknownShape(sections(start: 0x2_0010, length: 401))?.found) == "a type metadata range of 401 bytes at 0x20010"
                expect(unknownShape(sections(start: 0x2_0010, length: -4))?.found) == "a type metadata range of -4 bytes at 0x20010"
            }

            it("is an unknown shape when the range leaves the files the process mapped") {
                expect(unknownShape(sections(start: 0x6_0010, length: 16))?.found).to(endWith(", outside the files the process mapped"))
                expect(unknownShape(sections(start: 0x2_FFF0, length: 32))?.found).to(endWith(", outside the files the process mapped"))
                expect(unknownShape(sections(start: 0x7_0010, length: 16))?.found).to(endWith(", outside the files the process mapped"))
            }

            it("is an unknown shape when the range is in another image than the record's base") {
                expect(unknownShape(sections(start: 0x4_0010, length: 16))?.found)
                    == "a type metadata range of 16 bytes at 0x40010, in /usr/lib/libB.so, whose base is not the image base 0x10000 the sections give"
            }
        }

        describe("the scan of the runtime's classes") {
            it("finds SpecKit's QuickSpec in this process") {
                expect(unknownShape(RuntimeClasses.all())).to(beNil())
            }

            it("is an unknown shape when it does not find SpecKit's QuickSpec") {
                expect(RuntimeClasses.verify([Spec.self])?.found) == "the scan found 1 classes, not SpecKit's own SpecKit.QuickSpec"
                expect(RuntimeClasses.verify([QuickSpec.self])).to(beNil())
            }
        }

        describe("the lookup of a spec class by name") {
            it("finds SpecKit's QuickSpec in this process") {
                expect(FirstTestChecks.typeLookup { _typeByName($0) }).to(beNil())
            }

            it("is an unknown shape when it finds nothing, or another class") {
                expect(FirstTestChecks.typeLookup { _ in nil }?.found) == "no class named SpecKit.QuickSpec"
                expect(FirstTestChecks.typeLookup { _ in Spec.self }?.found) == "SpecKit.QuickSpec names SpecKit.Spec"
            }
        }
    }
}
#endif
