/// The registrations of a container by key: an open-addressing table on a cheap hash of the
/// key's type identities, where the standard dictionary hashes the whole key with SipHash. It
/// stays because `Dictionary` breaks a budget: the `singleton` row of InjectionBenchmarks.
struct ServiceTable {
    private var slots: [AnyServiceEntry?] = Array(repeating: nil, count: 16)
    private(set) var count = 0

    subscript(key: ServiceKey) -> AnyServiceEntry? {
        var index = start(of: key)
        while let entry = slots[index] {
            if entry.lookupKey == key { return entry }
            index = (index + 1) & (slots.count - 1)
        }
        return nil
    }

    /// Makes `entry` the registration of its key; returns the one it replaces.
    mutating func insert(_ entry: AnyServiceEntry) -> AnyServiceEntry? {
        let key = entry.lookupKey
        var index = start(of: key)
        while let existing = slots[index] {
            if existing.lookupKey == key {
                slots[index] = entry
                return existing
            }
            index = (index + 1) & (slots.count - 1)
        }
        slots[index] = entry
        count += 1
        if count * 2 > slots.count { grow() }
        return nil
    }

    private mutating func grow() {
        let entries = slots.compactMap { $0 }
        slots = Array(repeating: nil, count: slots.count * 2)
        count = 0
        for entry in entries { _ = insert(entry) }
    }

    /// The slot where the search for `key` starts: the type identities' bits, mixed.
    private func start(of key: ServiceKey) -> Int {
        var hash = UInt(bitPattern: Int(bitPattern: key.service)) &>> 4
        hash ^= UInt(bitPattern: Int(bitPattern: key.arguments)) &>> 3
        if let name = key.name { hash ^= UInt(bitPattern: name.hashValue) }
        return Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) &>> 32) & (slots.count - 1)
    }
}
