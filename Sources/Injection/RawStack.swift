/// A growable array without copy-on-write or uniqueness checks, for the per-thread resolution
/// state (only its thread touches it). Elements must be trivial or are destroyed by `truncate`.
/// Counts use wrapping arithmetic: they are bounded by the memory allocated, far from overflow,
/// and the checks would cost an instruction and a branch on every push and pop of a resolve.
struct RawStack<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        base = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
    }

    /// Frees the memory (the stack is not usable afterwards).
    mutating func release() {
        base.deinitialize(count: count)
        base.deallocate()
        count = 0
        capacity = 0
    }

    /// Whether one more element fits without growing.
    var hasRoom: Bool {
        @inline(__always) get { count < capacity }
    }

    /// Appends to a stack that `hasRoom`.
    @inline(__always)
    mutating func appendWithoutGrowing(_ element: Element) {
        (base + count).initialize(to: element)
        count &+= 1
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count &+= 1
    }

    @inline(__always)
    mutating func removeLast() {
        count &-= 1
        (base + count).deinitialize(count: 1)
    }

    /// Removes the elements from `newCount` on.
    @inline(__always)
    mutating func truncate(to newCount: Int) {
        guard newCount < count else { return }
        (base + newCount).deinitialize(count: count - newCount)
        count = newCount
    }

    @inline(__always)
    subscript(index: Int) -> Element {
        get { base[index] }
        nonmutating set { base[index] = newValue }
    }

    var last: Element? { count > 0 ? base[count - 1] : nil }

    /// A copy of the elements (for error messages and other slow paths).
    var elements: [Element] { Array(UnsafeBufferPointer(start: base, count: count)) }

    private mutating func grow() {
        let bigger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        bigger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity *= 2
    }
}
