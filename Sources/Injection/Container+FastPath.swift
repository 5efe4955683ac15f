import Synchronization

// The fast path: what the inlinable resolves (Container+Resolving.swift) reach without entering
// the engine. Everything here is part of the module's inlinable interface (`@usableFromInline`):
// keep it small, and see Injection.docc/TheContainer.md (Speed) before changing it.
//
// - Two caches per container, each `fastSlotCount` slots holding the bits of an
//   `Unmanaged<AnyServiceEntry>` registered in this container (or 0): `fastSlots` for
//   registrations without name and arguments, at the slot of the service type's identity;
//   `keyedSlots` for the others, at the slot of their whole key (service type, argument types,
//   the bits of the name). Written under the container's writer lock with releasing stores (the
//   newest registration of a slot wins it; a key it displaces takes the hashed lookup), cleared by
//   `removeAll`, read with one acquiring load and a compare of the key the entry keeps.
// - Direct builds: a transient or graph-scoped registration made by an inlinable `register`
//   (a Swinject-style factory, or one taking one argument) and without initCompleted closures is
//   built by a closure made at registration, specialised for the service type in the
//   registering module (`ServiceEntry.directBuilder`), between `ResolutionState.beginDirectBuild`
//   and `finishDirectBuild`, which do the engine's bookkeeping (the building stack that finds
//   cycles and names paths in errors, the graph's values) without generics, in two calls. A resolve that reaches it from
//   unspecialised code (a factory's `r.resolve(...)` through `any Resolver`) gets the value
//   without value-witness calls.

/// How an inlinable resolve may build a registration (`AnyServiceEntry.directMode`).
@usableFromInline
enum DirectMode: UInt8 {
    /// Through the engine: container, weak or custom scope, initCompleted closures, a forward, an
    /// async factory.
    case engine = 0
    /// A new instance each time.
    case transient = 1
    /// The instance of the current graph, made and kept there if there is none yet.
    case graph = 2
}

/// What `ResolutionState.beginDirectBuild` found.
@usableFromInline
struct DirectBuild {
    /// Whether the build has begun: call the direct builder, which ends it. When false (and
    /// `kept` is nil), the engine must resolve.
    @usableFromInline let begun: Bool
    /// For a graph-scoped registration, the value the current graph already keeps.
    @usableFromInline let kept: UnsafeMutableRawPointer?
    /// For a graph-scoped registration being built, room for its value.
    @usableFromInline let room: UnsafeMutableRawPointer?

    @usableFromInline static var engine: DirectBuild { DirectBuild(begun: false, kept: nil, room: nil) }
}

extension Container {
    // MARK: Caches

    /// Slots of each fast-path cache (a power of two: `keyedSlot` takes the top 6 bits).
    @inlinable
    static var fastSlotCount: Int { 64 }

    /// The slot of a service type's identity (type metadata are at least 16-byte aligned).
    @inlinable @inline(__always)
    static func fastSlot(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &>> 4) & UInt(fastSlotCount - 1))
    }

    /// The registration of `key` (a service type's identity) in this container without name and
    /// arguments, if the fast-path cache holds it: one acquiring load and one compare, no lock,
    /// no hashing. Nil means "use `findEntry`" (not registered here, a parent's, or displaced).
    @inlinable @inline(__always)
    func fastEntry(_ key: UInt) -> Unmanaged<AnyServiceEntry>? {
        let bits = fastSlots[Container.fastSlot(key)].load(ordering: .acquiring)
        guard let pointer = UnsafeRawPointer(bitPattern: bits) else { return nil }
        let entry = Unmanaged<AnyServiceEntry>.fromOpaque(pointer)
        guard entry._withUnsafeGuaranteedRef({ $0.fastKey == key }) else { return nil }
        return entry
    }

    /// The bits of a name, as the keyed cache compares them ((0, 0) for no name). Two strings
    /// with the same bits are equal (the same small string, or the same storage); equal strings
    /// with different bits (built at run time) miss the cache and are found by the hashed lookup,
    /// which compares them as strings.
    @inlinable @inline(__always)
    static func nameBits(_ name: String?) -> (UInt64, UInt64) {
        guard let name else { return (0, 0) }
        return unsafeBitCast(name, to: (UInt64, UInt64).self)
    }

    /// The keyed cache's slot of a key: a multiplicative hash of its parts, top 6 bits.
    @inlinable @inline(__always)
    static func keyedSlot(_ service: UInt, _ arguments: UInt, _ name: (UInt64, UInt64)) -> Int {
        let mixed = (service &>> 4) ^ (arguments &>> 2) ^ UInt(truncatingIfNeeded: name.0) ^ UInt(truncatingIfNeeded: name.1)
        return Int(truncatingIfNeeded: (mixed &* 0x9E37_79B9_7F4A_7C15) &>> 58)
    }

    /// The registration of a key with a name or arguments in this container, if the keyed cache
    /// holds it (nil means "use `findEntry`", as for `fastEntry`).
    @inlinable @inline(__always)
    func keyedEntry(_ service: UInt, _ arguments: UInt, _ name: (UInt64, UInt64)) -> Unmanaged<AnyServiceEntry>? {
        let bits = keyedSlots[Container.keyedSlot(service, arguments, name)].load(ordering: .acquiring)
        guard let pointer = UnsafeRawPointer(bitPattern: bits) else { return nil }
        let entry = Unmanaged<AnyServiceEntry>.fromOpaque(pointer)
        let matches = entry._withUnsafeGuaranteedRef {
            $0.keyedService == service && $0.keyedArguments == arguments && $0.keyedName.0 == name.0 && $0.keyedName.1 == name.1
        }
        return matches ? entry : nil
    }

    // MARK: Direct builds

    /// The end of a direct build, once the factory made `value`: what the direct builds the
    /// inlinable registrations store in `ServiceEntry.directBuilder` do with it. (Each
    /// registration writes its builder as a closure calling its factory directly: a builder
    /// calling a closure that calls the factory costs one more call per instance.)
    @inlinable @inline(__always)
    static func finishDirectBuild<Service>(
        _ value: Service,
        _ entry: Unmanaged<AnyServiceEntry>,
        _ state: Unmanaged<ResolutionState>,
        _ room: UnsafeMutableRawPointer?
    ) -> Service {
        room?.initializeMemory(as: Service.self, to: value)
        if let kept = state._withUnsafeGuaranteedRef({ $0.finishDirectBuild(entry, room: room, type: Service.self) }) {
            // A re-entrant build kept its own value meanwhile: that one wins, as in the engine.
            let winner = kept.assumingMemoryBound(to: Service.self).pointee
            room?.assumingMemoryBound(to: Service.self).deinitialize(count: 1)
            state._withUnsafeGuaranteedRef { $0.leaveDirectBuild() }
            return winner
        }
        return value
    }

    /// Resolves through `entry`, registered under `Service`: by its direct build when its
    /// `directMode` allows, by the engine otherwise.
    @inlinable
    func resolveFound<Service>(
        _ entry: Unmanaged<AnyServiceEntry>,
        as _: Service.Type,
        arguments: UnsafeRawPointer?
    ) throws(ResolutionError) -> Service {
        // The first resolve on a thread goes to the engine, which makes the thread's state.
        if entry._withUnsafeGuaranteedRef({ $0.directMode.load(ordering: .relaxed) }) != DirectMode.engine.rawValue,
            let pointer = threadStateKey.get()
        {
            // Borrowed: the thread-local keeps the state alive, the container the entry and its builder.
            let state = Unmanaged<ResolutionState>.fromOpaque(pointer)
            let room = Arena.room(size: MemoryLayout<Service>.size, alignment: MemoryLayout<Service>.alignment)
            let begun = state._withUnsafeGuaranteedRef { $0.beginDirectBuild(entry, room: room) }
            if let kept = begun.kept { return kept.assumingMemoryBound(to: Service.self).pointee }
            if begun.begun {
                if !entry._withUnsafeGuaranteedRef({ $0.directBuildThrows }) {
                    return entry._withUnsafeGuaranteedRef {
                        unsafeDowncast($0, to: ServiceEntry<Service>.self).directBuilder(self, entry, state, begun.room, arguments)
                    }
                }
                do {
                    return try entry._withUnsafeGuaranteedRef {
                        try unsafeDowncast($0, to: ServiceEntry<Service>.self).throwingDirectBuilder(self, entry, state, begun.room, arguments)
                    }
                } catch {
                    // `_withUnsafeGuaranteedRef` rethrows untyped: the builder's error, typed again.
                    throw Container.retyped(error)
                }
            }
        }
        return try resolve(entry, as: Service.self, arguments: arguments)
    }

    /// An error a direct build threw (a `ResolutionError`), after crossing an untyped `rethrows`.
    @usableFromInline
    static func retyped(_ error: any Error) -> ResolutionError {
        if let resolution = error as? ResolutionError { return resolution }
        return ResolutionError.wrapping(error, key: RegistrationKey(Any.self))
    }

    /// The direct build of a registration whose factory may throw (by initializer): ends the
    /// build when `make` throws, and rethrows.
    @inlinable @inline(__always)
    static func finishDirectBuild<Service>(
        _ entry: Unmanaged<AnyServiceEntry>,
        _ state: Unmanaged<ResolutionState>,
        _ room: UnsafeMutableRawPointer?,
        making make: () throws(ResolutionError) -> Service
    ) throws(ResolutionError) -> Service {
        let value: Service
        do {
            value = try make()
        } catch {
            state._withUnsafeGuaranteedRef { $0.abandonDirectBuild() }
            throw error
        }
        return finishDirectBuild(value, entry, state, room)
    }

    /// `resolveFound`, nil on failure.
    @inlinable @inline(__always)
    func resolveFoundOrNil<Service>(_ entry: Unmanaged<AnyServiceEntry>, as _: Service.Type, arguments: UnsafeRawPointer?) -> Service? {
        do {
            return try resolveFound(entry, as: Service.self, arguments: arguments)
        } catch {
            return nil
        }
    }
}
