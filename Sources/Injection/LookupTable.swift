import Synchronization

// The container's lookup structure, read without locks.
//
// Readers load the current table with one acquiring atomic load, hash the key's two type
// identities (no string is built or hashed), probe a few atomic slots and compare the name
// within the matching group. Writers (registration, removal) hold the container's writer lock,
// publish new groups with releasing stores and grow the table by publishing a bigger copy.
// Nothing a reader may be looking at is freed before the container is released: replaced
// groups and outgrown tables are retired, not destroyed (growth is geometric, so retired tables
// take less room than the live one).

/// One registration under a name, inside a group.
struct GroupItem {
    let name: String?
    let entry: Unmanaged<AnyServiceEntry>
}

/// The registrations of one service type with one list of argument types, by name, in
/// registration order. Immutable once published.
final class RegistrationGroup: @unchecked Sendable {
    let serviceID: ObjectIdentifier
    let argumentsID: ObjectIdentifier
    /// The unnamed registration, if any: the common lookup, answered without touching `items`.
    let unnamed: Unmanaged<AnyServiceEntry>?
    let count: Int
    private let items: UnsafeMutablePointer<GroupItem>

    init(serviceID: ObjectIdentifier, argumentsID: ObjectIdentifier, items: [GroupItem]) {
        self.serviceID = serviceID
        self.argumentsID = argumentsID
        unnamed = items.first { $0.name == nil }?.entry
        count = items.count
        self.items = UnsafeMutablePointer<GroupItem>.allocate(capacity: max(items.count, 1))
        _ = UnsafeMutableBufferPointer(start: self.items, count: items.count).initialize(from: items)
    }

    deinit {
        items.deinitialize(count: count)
        items.deallocate()
    }

    /// The entry registered under `name`, if any.
    ///
    /// Two strings with the same bits are equal (the same small string, or the same storage), so a
    /// first pass compares bits only, which finds the usual case (the name written as a literal at
    /// both ends) without calling into String's comparison; the second pass compares as `String`.
    @inline(__always)
    func entry(named name: String?) -> Unmanaged<AnyServiceEntry>? {
        guard let name else { return unnamed }
        let bits = unsafeBitCast(name, to: (UInt64, UInt64).self)
        var index = 0
        while index < count {
            if let itemName = items[index].name, unsafeBitCast(itemName, to: (UInt64, UInt64).self) == bits {
                return items[index].entry
            }
            index += 1
        }
        index = 0
        while index < count {
            if let itemName = items[index].name, itemName == name { return items[index].entry }
            index += 1
        }
        return nil
    }

    /// Every item, in registration order.
    var allItems: [GroupItem] { Array(UnsafeBufferPointer(start: items, count: count)) }

    /// A copy with `entry` registered under `name`: replacing the item of that name in place, or
    /// appended after the others.
    func replacing(name: String?, with entry: Unmanaged<AnyServiceEntry>) -> RegistrationGroup {
        var copy = allItems
        if let index = copy.firstIndex(where: { $0.name == name }) {
            copy[index] = GroupItem(name: name, entry: entry)
        } else {
            copy.append(GroupItem(name: name, entry: entry))
        }
        return RegistrationGroup(serviceID: serviceID, argumentsID: argumentsID, items: copy)
    }
}

/// Open-addressing hash table of groups, keyed by (service type, argument types).
final class LookupTable: @unchecked Sendable {
    let mask: Int
    private let slots: UnsafeMutablePointer<Atomic<UInt>>
    /// Occupied slots; written under the container's writer lock only.
    private(set) var occupied = 0

    init(capacity: Int) {
        var size = 16
        while size < capacity { size <<= 1 }
        mask = size - 1
        slots = UnsafeMutablePointer<Atomic<UInt>>.allocate(capacity: size)
        for index in 0..<size { (slots + index).initialize(to: Atomic<UInt>(0)) }
    }

    deinit {
        slots.deinitialize(count: mask + 1)
        slots.deallocate()
    }

    @inline(__always)
    static func hash(_ service: ObjectIdentifier, _ arguments: ObjectIdentifier) -> Int {
        let a = UInt(bitPattern: service)
        let b = UInt(bitPattern: arguments)
        var h = a &* 0x9E37_79B9_7F4A_7C15
        h ^= b &* 0xC2B2_AE3D_27D4_EB4F
        h ^= h >> 29
        return Int(bitPattern: h)
    }

    /// The group for a key, without taking any lock.
    @inline(__always)
    func group(_ service: ObjectIdentifier, _ arguments: ObjectIdentifier) -> Unmanaged<RegistrationGroup>? {
        var index = LookupTable.hash(service, arguments) & mask
        while true {
            let bits = slots[index].load(ordering: .acquiring)
            guard let pointer = UnsafeRawPointer(bitPattern: bits) else { return nil }
            let group = Unmanaged<RegistrationGroup>.fromOpaque(pointer)
            let matches = group._withUnsafeGuaranteedRef { $0.serviceID == service && $0.argumentsID == arguments }
            if matches { return group }
            index = (index + 1) & mask
        }
    }

    /// Calls `body` with each group of the table. Writer only.
    func forEachGroup(_ body: (RegistrationGroup) -> Void) {
        for index in 0...mask {
            let bits = slots[index].load(ordering: .relaxed)
            if let pointer = UnsafeRawPointer(bitPattern: bits) {
                body(Unmanaged<RegistrationGroup>.fromOpaque(pointer).takeUnretainedValue())
            }
        }
    }

    /// Whether one more group fits without passing half full. Writer only.
    var hasRoomForOneMore: Bool { (occupied + 1) * 2 <= mask + 1 }

    /// Publishes `group` in the slot of its key (replacing an older group of the same key). The
    /// group must be kept alive by the caller. Writer only.
    func publish(_ group: RegistrationGroup) {
        var index = LookupTable.hash(group.serviceID, group.argumentsID) & mask
        let bits = UInt(bitPattern: Unmanaged.passUnretained(group).toOpaque())
        while true {
            let current = slots[index].load(ordering: .relaxed)
            if current == 0 {
                occupied += 1
                slots[index].store(bits, ordering: .releasing)
                return
            }
            if let pointer = UnsafeRawPointer(bitPattern: current) {
                let existing = Unmanaged<RegistrationGroup>.fromOpaque(pointer).takeUnretainedValue()
                if existing.serviceID == group.serviceID && existing.argumentsID == group.argumentsID {
                    slots[index].store(bits, ordering: .releasing)
                    return
                }
            }
            index = (index + 1) & mask
        }
    }
}
