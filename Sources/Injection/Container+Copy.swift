// Copies of a container: the override container of a spec.

extension Container {
    /// A new container with the same registrations as this one (its parents' included), where
    /// `overrides` can replace any of them, and whose instances are all its own: the container of
    /// a spec, with its mocks registered over the production registrations.
    ///
    /// The factories are the same closures (what they captured is shared); behaviors are not copied.
    public func copy(overriding overrides: (Container) -> Void = { _ in }) -> Container {
        let copy = Container(defaultObjectScope: defaultObjectScope)
        var copied: [UInt64: AnyServiceEntry] = [:]
        for container in lineage.reversed() {
            for entry in container.liveRegistrations() {
                guard let duplicate = entry.copy(into: copy, targets: copied) else { continue }
                copied[entry.serial] = duplicate
                copy.publish(duplicate)
            }
        }
        overrides(copy)
        return copy
    }
}
