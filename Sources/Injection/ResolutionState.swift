// The state of the resolutions running on one thread: the entries being built (for cycle
// detection and error paths), and the graph-scoped instances of the current object graph.
//
// It lives in a thread-local, so resolves on different threads share nothing and take no lock,
// and a factory that calls back into a container (through its resolver or a captured reference)
// continues the same graph. Graph-scoped values are kept as typed values in a reusable arena:
// after warm-up, a graph resolution allocates nothing of its own, and everything is released
// when the outermost resolve returns.

/// An entry being built on this thread (an entry is identified by its address: the container
/// keeps it alive, so no two live entries share one).
struct BuildingItem {
    let entry: Unmanaged<AnyServiceEntry>
    /// The factory returned and the instance is kept: initCompleted closures run.
    var completing = false
}

/// A graph-scoped value of the current object graph.
struct GraphSlot {
    let serial: UInt64
    let type: Any.Type
    let pointer: UnsafeMutableRawPointer
    /// Whether the value is a class instance or a class-bound existential, whose first word is
    /// the one reference to release when the graph completes (no generic destroy needed).
    let isReference: Bool
}

/// A saved outer graph while a restored one (Lazy, withObjectGraph) runs.
struct SavedFrame {
    let depth: Int
    let frameStart: Int
    let frameFilter: UInt64
    let arenaMark: Arena.Mark
    let record: GraphRecord?
    let seed: GraphRecord?
    let customStart: Int
}

@usableFromInline
final class ResolutionState {
    static let key = ThreadLocalKey()

    /// This thread's state.
    @inline(__always)
    static var current: ResolutionState {
        if let pointer = key.get() {
            return Unmanaged<ResolutionState>.fromOpaque(pointer).takeUnretainedValue()
        }
        return makeCurrent()
    }

    /// This thread's state, unretained (the thread-local keeps it alive). `key` is
    /// `ResolutionState.key`, passed in by callers that keep a copy (no lazy-global check).
    @inline(__always)
    static func unmanagedCurrent(_ key: ThreadLocalKey) -> Unmanaged<ResolutionState> {
        if let pointer = key.get() {
            return Unmanaged<ResolutionState>.fromOpaque(pointer)
        }
        return Unmanaged.passUnretained(makeCurrent())
    }

    @inline(never)
    private static func makeCurrent() -> ResolutionState {
        let state = ResolutionState()
        key.set(state)
        return state
    }

    /// Resolutions in progress on this thread in the current graph (0: no graph is open).
    @exclusivity(unchecked) var depth = 0
    /// Entries whose factory or initCompleted runs, outermost first.
    @exclusivity(unchecked) var building = RawStack<BuildingItem>(capacity: 32)
    /// Graph-scoped values; those of the current graph start at `frameStart`.
    @exclusivity(unchecked) var slots = RawStack<GraphSlot>(capacity: 32)
    @exclusivity(unchecked) var frameStart = 0
    @exclusivity(unchecked) var arena = Arena()
    /// The current graph's identity, created only when something asks for it.
    @exclusivity(unchecked) var record: GraphRecord?
    /// The graph being continued (Lazy, withObjectGraph): values it still holds are reused.
    @exclusivity(unchecked) var seed: GraphRecord?
    /// Custom storages touched in the current graph, told when the graph completes.
    @exclusivity(unchecked) var customStorages: [any InstanceStorage] = []
    @exclusivity(unchecked) var customStart = 0
    @exclusivity(unchecked) var saved: [SavedFrame] = []
    /// The trace being recorded, when one was asked for.
    @exclusivity(unchecked) var tracer: ResolutionTracer?

    init() {}

    deinit {
        arena.releaseAll()
        building.release()
        slots.release()
    }

    /// Opens a graph when none is open.
    @inline(__always)
    func enter() {
        depth &+= 1
    }

    /// Closes the graph when the outermost resolution returns.
    @inline(__always)
    func leave() {
        depth &-= 1
        if depth == 0 && needsCompletion { completeGraph() }
    }

    /// Whether the graph holds anything to release when it completes (values, a record or seed,
    /// custom storages, re-entries): set by whatever adds one, so `leave` tests one flag.
    @exclusivity(unchecked) var needsCompletion = false

    /// Where the arena stood when the current graph opened.
    @exclusivity(unchecked) var frameArenaMark = Arena.Mark()

    /// One bit per serial modulo 64 (`ResolutionState.bit`) of every value kept in the current
    /// graph: a clear bit means no value of that serial is kept, without searching `slots`.
    /// Serials are handed out in registration order, so a graph of up to 64 registrations made
    /// together has a bit each. Cleared when the graph completes; saved with the frame.
    @exclusivity(unchecked) var frameFilter: UInt64 = 0
    /// The same for the entries pushed on `building` since it was last empty: a clear bit means
    /// the entry is not being built, without searching the stack (see `closesCycle`).
    @exclusivity(unchecked) var buildingFilter: UInt64 = 0

    /// The bit of a serial in `frameFilter` and `buildingFilter`.
    @inline(__always)
    static func bit(_ serial: UInt64) -> UInt64 {
        1 &<< (serial & 63)
    }

    /// Where the value of `serial` is kept in the current graph.
    @inline(__always)
    func graphPointer(_ serial: UInt64) -> UnsafeMutableRawPointer? {
        if frameFilter & ResolutionState.bit(serial) != 0 {
            var index = slots.count
            while index > frameStart {
                index -= 1
                if slots[index].serial == serial { return slots[index].pointer }
            }
        }
        if seed != nil { return seeded(serial) }
        return nil
    }

    /// Pushes `entry` on the building stack.
    @inline(__always)
    func pushBuilding(_ entry: Unmanaged<AnyServiceEntry>, serial: UInt64) {
        buildingFilter |= ResolutionState.bit(serial)
        building.append(BuildingItem(entry: entry))
    }

    /// Pops the building stack.
    @inline(__always)
    func popBuilding() {
        building.removeLast()
        if building.count == 0 { buildingFilter = 0 }
    }

    // MARK: Direct builds (see Container+FastPath.swift)
    //
    // Called from the inlinable resolves and from the direct builds specialised in registering
    // modules, through `_withUnsafeGuaranteedRef` closures that must stay small enough to be
    // inlined: hence out of line.

    /// Begins building `entry` directly: checks its `directMode`, for a trace being recorded, for
    /// a value the current graph keeps and for a cycle, then opens the graph, pushes the entry on
    /// the building stack and, for a graph-scoped registration, reserves `room` bytes for the
    /// value (`Arena.room` of its size and alignment).
    @usableFromInline @inline(never)
    func beginDirectBuild(_ entry: Unmanaged<AnyServiceEntry>, room: Int) -> DirectBuild {
        // The common case first, without calls (so without saving registers): no trace, nothing
        // of this registration kept in the graph or being built (the filters' bit is clear), no
        // graph being continued, room on the building stack and in the arena.
        let (mode, serial) = entry._withUnsafeGuaranteedRef { ($0.directMode.load(ordering: .relaxed), $0.serial) }
        let bit = ResolutionState.bit(serial)
        if tracer == nil && (frameFilter | buildingFilter) & bit == 0 && seed == nil && building.hasRoom {
            if mode == DirectMode.transient.rawValue {
                depth &+= 1
                buildingFilter |= bit
                building.appendWithoutGrowing(BuildingItem(entry: entry))
                return DirectBuild(begun: true, kept: nil, room: nil)
            }
            if mode == DirectMode.graph.rawValue, room != 0, let pointer = arena.allocateWithoutGrowing(room: room) {
                depth &+= 1
                buildingFilter |= bit
                building.appendWithoutGrowing(BuildingItem(entry: entry))
                return DirectBuild(begun: true, kept: nil, room: pointer)
            }
        }
        return beginDirectBuildSlowly(entry, room: room)
    }

    /// `beginDirectBuild` in every case.
    @inline(never)
    private func beginDirectBuildSlowly(_ entry: Unmanaged<AnyServiceEntry>, room: Int) -> DirectBuild {
        if tracer != nil { return .engine }
        let (mode, serial) = entry._withUnsafeGuaranteedRef { ($0.directMode.load(ordering: .relaxed), $0.serial) }
        let inGraph = mode == DirectMode.graph.rawValue
        if inGraph, let kept = graphPointer(serial) { return DirectBuild(begun: false, kept: kept, room: nil) }
        // A cycle (or a build that must be told apart from one) is the engine's to report; so is
        // a graph-scoped value aligned on more than 16 bytes (no `room`).
        if mode == DirectMode.engine.rawValue || (inGraph && room == 0) || closesCycle(entry, serial: serial) { return .engine }
        enter()
        pushBuilding(entry, serial: serial)
        return DirectBuild(begun: true, kept: nil, room: inGraph ? arena.allocate(room: room) : nil)
    }

    /// Ends a direct build of `entry` whose value, if graph-scoped, was initialized in `room`:
    /// keeps it in the graph, pops the building stack and closes the graph if it was the
    /// outermost (nil). When a re-entrant build of the same registration kept its own value
    /// meanwhile (a cycle closed through initCompleted), returns that value instead, which wins
    /// as in the engine: the caller copies it, destroys the value in `room` and calls
    /// `leaveDirectBuild`.
    @usableFromInline @inline(never)
    func finishDirectBuild(_ entry: Unmanaged<AnyServiceEntry>, room: UnsafeMutableRawPointer?, type: Any.Type) -> UnsafeMutableRawPointer? {
        // The common case first, without calls but the graph's completion: no re-entrant build,
        // room for the value's slot.
        if reentries == 0 && slots.hasRoom {
            if let room {
                let (serial, isReference) = entry._withUnsafeGuaranteedRef { ($0.serial, $0.valuesAreReferences) }
                slots.appendWithoutGrowing(GraphSlot(serial: serial, type: type, pointer: room, isReference: isReference))
                frameFilter |= ResolutionState.bit(serial)
                needsCompletion = true
            }
            popBuilding()
            depth &-= 1
            if depth == 0 && needsCompletion { return completeGraphAfterDirectBuild() }
            return nil
        }
        return finishDirectBuildSlowly(entry, room: room, type: type)
    }

    /// `leave` at the end of the outermost direct build (nil: nothing for the caller to copy).
    @inline(never)
    private func completeGraphAfterDirectBuild() -> UnsafeMutableRawPointer? {
        completeGraph()
        return nil
    }

    /// `finishDirectBuild` in every case.
    @inline(never)
    private func finishDirectBuildSlowly(
        _ entry: Unmanaged<AnyServiceEntry>,
        room: UnsafeMutableRawPointer?,
        type: Any.Type
    ) -> UnsafeMutableRawPointer? {
        if let room {
            let (serial, isReference) = entry._withUnsafeGuaranteedRef { ($0.serial, $0.valuesAreReferences) }
            if reentries > 0, let kept = graphPointer(serial) {
                popBuilding()
                return kept
            }
            slots.append(GraphSlot(serial: serial, type: type, pointer: room, isReference: isReference))
            frameFilter |= ResolutionState.bit(serial)
            needsCompletion = true
        }
        popBuilding()
        leave()
        return nil
    }

    /// Ends a direct build whose factory threw: pops the building stack and closes the graph if
    /// it was the outermost (the room reserved is taken back with the arena when the graph ends).
    @usableFromInline @inline(never)
    func abandonDirectBuild() {
        popBuilding()
        leave()
    }

    /// Closes the graph after `finishDirectBuild` returned a value (see there).
    @usableFromInline @inline(never)
    func leaveDirectBuild() {
        leave()
    }

    /// A value of the graph being continued, still alive, brought into the current graph.
    @inline(never)
    private func seeded(_ serial: UInt64) -> UnsafeMutableRawPointer? {
        guard let seed, let object = seed.value(for: serial) else { return nil }
        storeGraphValue(serial, object, as: seed.type(for: serial))
        return slots.last?.pointer
    }

    /// Keeps `value` for the rest of the current graph.
    @inline(__always)
    func storeGraphValue<Value>(_ serial: UInt64, _ value: Value, isReference: Bool) {
        reserveGraphValue(
            serial,
            size: MemoryLayout<Value>.size,
            alignment: MemoryLayout<Value>.alignment,
            type: Value.self,
            isReference: isReference
        )
        .initializeMemory(as: Value.self, to: value)
    }

    /// Room for a value of `type` kept for the rest of the current graph, to be initialized by the
    /// caller before the graph completes.
    @inline(__always)
    func reserveGraphValue(_ serial: UInt64, size: Int, alignment: Int, type: Any.Type, isReference: Bool) -> UnsafeMutableRawPointer {
        let pointer = arena.allocate(size: size, alignment: alignment)
        slots.append(GraphSlot(serial: serial, type: type, pointer: pointer, isReference: isReference))
        frameFilter |= ResolutionState.bit(serial)
        needsCompletion = true
        return pointer
    }

    /// Keeps an object of a continued graph, as the type its entry produces.
    private func storeGraphValue(_ serial: UInt64, _ object: AnyObject, as type: Any.Type) {
        func store<Value>(_: Value.Type) {
            if let value = object as? Value { storeGraphValue(serial, value, isReference: isSingleReference(Value.self)) }
        }
        _openExistential(type, do: store)
    }

    /// Whether building `serial` now would never end: it is being built on this thread and no
    /// registration built since has got as far as its initCompleted closures. (When one has, its
    /// instance is kept, so building `serial` again finds it: the circular dependencies Swinject
    /// supports through initCompleted. The second instance then wins, as in Swinject.)
    @inline(__always)
    func closesCycle(_ entry: Unmanaged<AnyServiceEntry>, serial: UInt64) -> Bool {
        if buildingFilter & ResolutionState.bit(serial) == 0 { return false }
        var index = building.count
        var progressed = false
        while index > 0 {
            index -= 1
            if building[index].entry.toOpaque() == entry.toOpaque() {
                if progressed {
                    reentries += 1
                    needsCompletion = true
                }
                return !progressed
            }
            if building[index].completing { progressed = true }
        }
        return false
    }

    /// Builds of a registration that started while it was already being built (see `closesCycle`).
    @exclusivity(unchecked) var reentries = 0

    /// The identity of the current graph, created on first use.
    func currentRecord() -> GraphRecord {
        if let record { return record }
        let made = seed ?? GraphRecord()
        record = made
        needsCompletion = true
        return made
    }

    /// Ends the current graph: releases its values (handing objects to its record, if someone holds
    /// the graph's identity) and tells custom storages.
    private func completeGraph() {
        needsCompletion = false
        reentries = 0
        let end = slots.count
        if let record {
            var kept: [(UInt64, AnyObject, Any.Type)] = []
            for index in frameStart..<end {
                let slot = slots[index]
                if let object = objectValue(of: slot) { kept.append((slot.serial, object, slot.type)) }
            }
            record.keep(kept)
        }
        for index in frameStart..<end {
            destroyValue(of: slots[index])
        }
        slots.truncate(to: frameStart)
        frameFilter = 0
        if customStorages.count > customStart {
            let touched = customStorages[customStart...]
            customStorages.removeSubrange(customStart...)
            for storage in touched { storage.graphResolutionCompleted() }
        }
        arena.reset(to: frameArenaMark)
        record = nil
        seed = nil
    }

    /// Runs `body` in the graph of `graph` (continuing it), then returns to the graph that was open.
    func withRestoredGraph<Result, Failure: Error>(_ graph: GraphRecord?, _ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        if let graph, depth > 0, record === graph || (record == nil && seed === graph) {
            return try body()
        }
        saved.append(
            SavedFrame(
                depth: depth,
                frameStart: frameStart,
                frameFilter: frameFilter,
                arenaMark: frameArenaMark,
                record: record,
                seed: seed,
                customStart: customStart
            )
        )
        frameFilter = 0
        frameArenaMark = arena.mark()
        depth = 0
        frameStart = slots.count
        customStart = customStorages.count
        record = graph
        seed = graph
        needsCompletion = true
        enter()
        defer {
            leave()
            if let frame = saved.popLast() {
                depth = frame.depth
                frameStart = frame.frameStart
                frameFilter = frame.frameFilter
                frameArenaMark = frame.arenaMark
                record = frame.record
                seed = frame.seed
                customStart = frame.customStart
                needsCompletion = true
            }
        }
        return try body()
    }
}

private func destroyValue(of slot: GraphSlot) {
    if slot.isReference {
        // One release, instead of opening the type (some 40 instructions a value).
        Unmanaged<AnyObject>.fromOpaque(slot.pointer.load(as: UnsafeRawPointer.self)).release()
        return
    }
    func destroy<Value>(_: Value.Type) {
        // `move()` rather than `deinitialize(count: 1)`: unspecialised, the latter goes through
        // swift_arrayDestroy (about 60 instructions a value, against under 40).
        _ = slot.pointer.assumingMemoryBound(to: Value.self).move()
    }
    _openExistential(slot.type, do: destroy)
}

private func objectValue(of slot: GraphSlot) -> AnyObject? {
    func object<Value>(_: Value.Type) -> AnyObject? {
        objectOrNil(slot.pointer.assumingMemoryBound(to: Value.self).pointee)
    }
    return _openExistential(slot.type, do: object)
}

/// Raw memory for graph-scoped values, handed out in order and taken back all at once.
@usableFromInline
struct Arena {
    struct Mark {
        var chunk = 0
        var offset = 0
        var large = 0
    }

    private static let chunkSize = 8 * 1024
    private var chunks: [UnsafeMutableRawPointer] = []
    private var large: [UnsafeMutableRawPointer] = []
    private var position = Mark()

    func mark() -> Mark { position }

    /// The chunks allocated so far (reused from one graph to the next).
    var chunkCount: Int { chunks.count }

    /// Whether anything is handed out.
    var isInUse: Bool { position.chunk != 0 || position.offset != 0 || position.large != 0 }

    /// Frees every chunk (the owning thread is ending).
    mutating func releaseAll() {
        for chunk in chunks { chunk.deallocate() }
        for pointer in large { pointer.deallocate() }
        chunks.removeAll()
        large.removeAll()
        position = Mark()
        current = nil
    }

    /// The chunk `position.chunk` (nil before the first allocation or past the last chunk).
    private var current: UnsafeMutableRawPointer?

    /// The room `allocate(room:)` takes for a value of this size and alignment: a multiple of 16
    /// (the arena hands out 16-byte granules, so every offset is 16-byte aligned), or 0 for a
    /// value aligned on more than 16 bytes, which takes `allocate(size:alignment:)`.
    @inlinable @inline(__always)
    static func room(size: Int, alignment: Int) -> Int {
        alignment > 16 ? 0 : (Swift.max(size, 1) &+ 15) & ~15
    }

    /// `room` bytes in the current chunk, if they fit.
    @inline(__always)
    mutating func allocateWithoutGrowing(room: Int) -> UnsafeMutableRawPointer? {
        guard let current else { return nil }
        let end = position.offset &+ room
        if end > Arena.chunkSize { return nil }
        let pointer = current + position.offset
        position.offset = end
        return pointer
    }

    /// `room` bytes (from `Arena.room`, not 0): in the current chunk when they fit (a few
    /// instructions), otherwise from `allocateSlowly`.
    @inline(__always)
    mutating func allocate(room: Int) -> UnsafeMutableRawPointer {
        if let current {
            let end = position.offset &+ room
            if end <= Arena.chunkSize {
                let pointer = current + position.offset
                position.offset = end
                return pointer
            }
        }
        return allocateSlowly(size: room, alignment: 16)
    }

    /// Room for a value of any size and alignment.
    mutating func allocate(size: Int, alignment: Int) -> UnsafeMutableRawPointer {
        let room = Arena.room(size: size, alignment: alignment)
        if room == 0 { return allocateSlowly(size: size, alignment: alignment) }
        return allocate(room: room)
    }

    @inline(never)
    private mutating func allocateSlowly(size: Int, alignment: Int) -> UnsafeMutableRawPointer {
        let size = max(size, 1)
        if size > Arena.chunkSize / 4 || alignment > 16 {
            let pointer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: max(alignment, 16))
            large.append(pointer)
            position.large = large.count
            return pointer
        }
        let room = (size + 15) & ~15
        while true {
            if position.chunk < chunks.count {
                if position.offset + room <= Arena.chunkSize {
                    current = chunks[position.chunk]
                    let pointer = chunks[position.chunk] + position.offset
                    position.offset += room
                    return pointer
                }
                position.chunk += 1
                position.offset = 0
                current = position.chunk < chunks.count ? chunks[position.chunk] : nil
            } else {
                chunks.append(UnsafeMutableRawPointer.allocate(byteCount: Arena.chunkSize, alignment: 16))
            }
        }
    }

    /// Takes back everything handed out since `mark` (values must be destroyed already).
    mutating func reset(to mark: Mark) {
        while large.count > mark.large {
            large.removeLast().deallocate()
        }
        position = mark
        current = mark.chunk < chunks.count ? chunks[mark.chunk] : nil
    }
}
