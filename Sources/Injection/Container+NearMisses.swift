// Near misses: what is registered close to a key that could not be resolved.

extension Container {
    /// At most ten registrations resembling `key`, nearest first: same type with another name or
    /// arguments here or in a parent; the same key in a child; a same-named type of another module.
    func nearMisses(for key: RegistrationKey) -> [NearMiss] {
        let wanted = ObjectIdentifier(key.serviceType)
        let wantedName = typeName(key.serviceType)
        let wantedArguments = key.argumentTypes.map(ObjectIdentifier.init)
        var misses: [NearMiss] = []
        for (level, container) in lineage.enumerated() {
            let location = Container.locationName(level)
            for entry in container.liveRegistrations() {
                if ObjectIdentifier(entry.serviceType) == wanted {
                    let sameArguments = entry.signature.types.map(ObjectIdentifier.init) == wantedArguments
                    if sameArguments && entry.name == key.name { continue }
                    misses.append(NearMiss(key: entry.key, difference: sameArguments ? .name : .arguments, location: location))
                } else if typeName(entry.serviceType) == wantedName {
                    misses.append(NearMiss(key: entry.key, difference: .sameTypeName, location: location))
                }
            }
        }
        var pending = liveChildren()
        var visited = 0
        while let child = pending.popLast(), visited < 1_000 {
            visited += 1
            if child.liveRegistrations().contains(where: { $0.key == key }) {
                misses.append(NearMiss(key: key, difference: .childContainer, location: "child container"))
                break
            }
            pending.append(contentsOf: child.liveChildren())
        }
        return Array(misses.prefix(10))
    }

    static func locationName(_ level: Int) -> String {
        switch level {
        case 0: "this container"
        case 1: "parent container"
        case 2: "grandparent container"
        default: "ancestor container (\(level) levels up)"
        }
    }
}
