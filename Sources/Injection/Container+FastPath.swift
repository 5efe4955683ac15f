import Synchronization

// The fast path: what the inlinable resolves (Container+Resolving.swift) reach without entering
// the engine. Everything here is part of the module's inlinable interface (`@usableFromInline`):
// keep it small, and see docs/Injection.md (Speed) before changing it.
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
//   registering module (`ServiceEntry.directBuilder`), between `beginDirectBuild` and
//   `endDirectBuild`, which do the engine's bookkeeping (the building stack that finds cycles and
//   names paths in errors, the graph) without generics. A resolve that reaches it from
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

/// What `beginDirectBuild` found.
@usableFromInline
struct DirectBuild {
    /// The thread's resolution state once the build has begun: build, then `endDirectBuild`.
    /// Nil (with `kept` nil) when the engine must resolve.
    @usableFromInline let state: UnsafeMutableRawPointer?
    /// For a graph-scoped registration, the value the current graph already keeps.
    @usableFromInline let kept: UnsafeMutableRawPointer?
    /// Whether the value is to be kept in the graph.
    @usableFromInline let inGraph: Bool

    @usableFromInline static var engine: DirectBuild { DirectBuild(state: nil, kept: nil, inGraph: false) }
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

    /// Begins building `entry` on this thread for an inlinable resolve: checks its `directMode`,
    /// for a trace being recorded, for a value the current graph keeps and for a cycle, then opens
    /// the graph and pushes the entry on the building stack. Not generic.
    @usableFromInline
    func beginDirectBuild(_ entry: Unmanaged<AnyServiceEntry>) -> DirectBuild {
        // The first resolve on a thread goes to the engine, which makes the thread's state.
        guard let pointer = threadStateKey.get() else { return .engine }
        // Borrowed: the thread-local keeps the state alive.
        return Unmanaged<ResolutionState>.fromOpaque(pointer)._withUnsafeGuaranteedRef { $0.beginDirectBuild(entry, pointer) }
    }

    /// Room in the current graph for the value a direct build of `entry` made, to be initialized
    /// by the caller (`fresh`); or, when a re-entrant build of the same registration kept its
    /// own value meanwhile (a cycle closed through initCompleted), that value (as the engine does).
    @usableFromInline
    func keepDirectValue(
        _ state: UnsafeMutableRawPointer, _ entry: Unmanaged<AnyServiceEntry>, size: Int, alignment: Int, type: Any.Type
    ) -> (pointer: UnsafeMutableRawPointer, fresh: Bool) {
        Unmanaged<ResolutionState>.fromOpaque(state)._withUnsafeGuaranteedRef {
            $0.keepDirectValue(entry, size: size, alignment: alignment, type: type)
        }
    }

    /// Ends a direct build: pops the building stack and closes the graph if it was the outermost.
    @usableFromInline
    func endDirectBuild(_ state: UnsafeMutableRawPointer) {
        Unmanaged<ResolutionState>.fromOpaque(state)._withUnsafeGuaranteedRef { $0.endDirectBuild() }
    }

    /// The direct build of a registration whose factory is `make` (given the container and the
    /// arguments' address): what the inlinable registrations store in `ServiceEntry.directBuilder`.
    @inlinable
    static func directBuilder<Service>(_ make: @escaping (Container, UnsafeRawPointer?) -> Service) -> ServiceEntry<Service>.DirectBuilder {
        { container, entry, state, inGraph, arguments in
            let value = make(container, arguments)
            if inGraph {
                let room = container.keepDirectValue(
                    state, entry, size: MemoryLayout<Service>.size, alignment: MemoryLayout<Service>.alignment, type: Service.self
                )
                if !room.fresh {
                    container.endDirectBuild(state)
                    return room.pointer.assumingMemoryBound(to: Service.self).pointee
                }
                room.pointer.initializeMemory(as: Service.self, to: value)
            }
            container.endDirectBuild(state)
            return value
        }
    }

    /// Resolves through `entry`, registered under `Service`: by its direct build when its
    /// `directMode` allows, by the engine otherwise.
    @inlinable
    func resolveFound<Service>(_ entry: Unmanaged<AnyServiceEntry>, as _: Service.Type, arguments: UnsafeRawPointer?) throws(ResolutionError) -> Service {
        if entry._withUnsafeGuaranteedRef({ $0.directMode.load(ordering: .relaxed) }) != DirectMode.engine.rawValue {
            let begun = beginDirectBuild(entry)
            if let kept = begun.kept { return kept.assumingMemoryBound(to: Service.self).pointee }
            if let state = begun.state {
                // The container keeps the entry alive: no retain, of it or of the builder.
                return entry._withUnsafeGuaranteedRef {
                    unsafeDowncast($0, to: ServiceEntry<Service>.self).directBuilder(self, entry, state, begun.inGraph, arguments)
                }
            }
        }
        return try resolve(entry, as: Service.self, arguments: arguments)
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
