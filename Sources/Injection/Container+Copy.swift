// Copies of a container: the override container of a spec.

extension Container {
    /// A new container with the same registrations as this one (its parents' included), where
    /// `overrides` can replace any of them, and whose instances are all its own.
    ///
    /// This is the container of a spec: build the production registrations once, copy them for each
    /// example, and register the mocks over the copy.
    ///
    /// ```swift
    /// let container = production.copy { overrides in
    ///     overrides.register(APIRequesting.self) { _ in APIRequestingStub() }
    /// }
    /// let viewModel = try container.resolving(PickViewModel.self)   // built with the stub
    /// ```
    ///
    /// - The copy is independent: registering into it, resolving from it or resetting it never
    ///   touches this container, and container-scoped instances already made here are not shared
    ///   (every copy builds its own, so each example starts fresh).
    /// - The factories are the same closures: a factory that captured outside state still shares it.
    /// - Behaviors are not copied (they already ran for these registrations).
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
