import Injection
import SpecKit

private protocol Clock: AnyObject {}
private final class SystemClock: Clock {}
private final class FrozenClock: Clock {}

// 100 distinct service types (more than the table starts with): Cell<Row, Column>.
private protocol Digit {}
private enum D0: Digit {}
private enum D1: Digit {}
private enum D2: Digit {}
private enum D3: Digit {}
private enum D4: Digit {}
private enum D5: Digit {}
private enum D6: Digit {}
private enum D7: Digit {}
private enum D8: Digit {}
private enum D9: Digit {}
private final class Cell<Row: Digit, Column: Digit> {}

private func allDigits() -> [any Digit.Type] { [D0.self, D1.self, D2.self, D3.self, D4.self, D5.self, D6.self, D7.self, D8.self, D9.self] }

private func registerCell<Row: Digit, Column: Digit>(_ container: Container, _: Row.Type, _: Column.Type) {
    container.register(Cell<Row, Column>.self) { _ in Cell<Row, Column>() }.inObjectScope(.container)
}

/// Whether the cell resolves, to the same instance twice, and the throwing resolve agrees.
private func resolvesCell<Row: Digit, Column: Digit>(_ container: Container, _: Row.Type, _: Column.Type) -> Bool {
    guard let first = container.resolve(Cell<Row, Column>.self), let second = try? container.resolving(Cell<Row, Column>.self) else {
        return false
    }
    return first === second
}

/// Whether two resolved clocks are the same instance.
private func same(_ lhs: (any Clock)?, _ rhs: (any Clock)?) -> Bool { lhs === rhs }

/// Two clocks, each resolved by the factory (for graph scope through nested resolves).
private final class Pair {
    let first: (any Clock)?
    let second: (any Clock)?
    init(first: (any Clock)?, second: (any Clock)?) {
        self.first = first
        self.second = second
    }
}

/// A value type holding a reference (kept in the graph by value, destroyed through its type).
private struct Stamp {
    let clock: any Clock
}

/// Two registrations that need each other, through the optional resolve.
private final class Egg {
    let chicken: Chicken?
    init(chicken: Chicken?) { self.chicken = chicken }
}

private final class Chicken {
    let egg: Egg?
    init(egg: Egg?) { self.egg = egg }
}

/// Counts the instances an initCompleted closure saw.
private final class CompletionCounter: @unchecked Sendable {
    var count = 0
}

final class ContainerLookupSpec: Spec {
    override func spec() {
        describe("looking registrations up") {
            context("when a container-scoped instance was built") {
                it("returns it again") {
                    let container = Container()
                    container.register((any Clock).self) { _ in SystemClock() }.inObjectScope(.container)
                    let first = container.resolve((any Clock).self)
                    expect(first).toNot(beNil())
                    expect(same(container.resolve((any Clock).self), first)).to(beTrue())
                    expect(same(try container.resolving((any Clock).self), first)).to(beTrue())
                }

                it("builds a new one after resetObjectScope") {
                    let container = Container()
                    container.register((any Clock).self) { _ in SystemClock() }.inObjectScope(.container)
                    let first = container.resolve((any Clock).self)
                    container.resetObjectScope(.container)
                    let second = container.resolve((any Clock).self)
                    expect(second).toNot(beNil())
                    expect(same(second, first)).to(beFalse())
                }

                it("stops returning it when the registration changes scope") {
                    let container = Container()
                    let entry = container.register((any Clock).self) { _ in SystemClock() }.inObjectScope(.container)
                    let first = container.resolve((any Clock).self)
                    entry.inObjectScope(.transient)
                    expect(same(container.resolve((any Clock).self), first)).to(beFalse())
                    expect(same(container.resolve((any Clock).self), container.resolve((any Clock).self))).to(beFalse())
                }

                it("returns the new registration's instance after registering the key again") {
                    let container = Container()
                    container.register((any Clock).self) { _ in SystemClock() }.inObjectScope(.container)
                    _ = container.resolve((any Clock).self)
                    container.register((any Clock).self) { _ in FrozenClock() }.inObjectScope(.container)
                    expect(container.resolve((any Clock).self)).to(beAKindOf(FrozenClock.self))
                }

                it("returns nothing after removeAll") {
                    let container = Container()
                    container.register((any Clock).self) { _ in SystemClock() }.inObjectScope(.container)
                    _ = container.resolve((any Clock).self)
                    container.removeAll()
                    expect(container.resolve((any Clock).self)).to(beNil())
                }

                it("still records the reuse in a trace") {
                    let container = Container()
                    container.register((any Clock).self) { _ in SystemClock() }.inObjectScope(.container)
                    _ = container.resolve((any Clock).self)
                    let (clock, trace) = container.traceResolution(of: (any Clock).self)
                    expect(clock).toNot(beNil())
                    expect(trace.steps.map(\.outcome)) == [.reused]
                }
            }

            context("with parent and child containers") {
                it("resolves the child's own registration first, and the parent's otherwise") {
                    let parent = Container()
                    parent.register((any Clock).self) { _ in SystemClock() }.inObjectScope(.container)
                    let child = Container(parent: parent)
                    let shared = parent.resolve((any Clock).self)
                    expect(same(child.resolve((any Clock).self), shared)).to(beTrue())
                    child.register((any Clock).self) { _ in FrozenClock() }.inObjectScope(.container)
                    expect(child.resolve((any Clock).self)).to(beAKindOf(FrozenClock.self))
                    expect(same(parent.resolve((any Clock).self), shared)).to(beTrue())
                }
            }

            context("with more service types than the table starts with") {
                it("resolves every one of them") {
                    let container = Container()
                    func each(_ body: (any Digit.Type, any Digit.Type) -> Void) {
                        for row in allDigits() { for column in allDigits() { body(row, column) } }
                    }
                    each { row, column in
                        func open<R: Digit>(_ r: R.Type) {
                            func open2<C: Digit>(_ c: C.Type) { registerCell(container, r, c) }
                            _openExistential(column, do: open2)
                        }
                        _openExistential(row, do: open)
                    }
                    var resolved = 0
                    each { row, column in
                        func open<R: Digit>(_ r: R.Type) {
                            func open2<C: Digit>(_ c: C.Type) { if resolvesCell(container, r, c) { resolved += 1 } }
                            _openExistential(column, do: open2)
                        }
                        _openExistential(row, do: open)
                    }
                    expect(resolved) == 100
                }
            }

            context("with a name or an argument") {
                it("resolves the named registration asked for") {
                    let container = Container()
                    container.register((any Clock).self, name: "the system clock of the machine") { _ in SystemClock() }
                    container.register((any Clock).self, name: "frozen") { _ in FrozenClock() }
                    expect(container.resolve((any Clock).self, name: "frozen")).to(beAKindOf(FrozenClock.self))
                    // The same name built at run time: other bits (heap storage), equal as a String.
                    let built = ["the", "system", "clock", "of", "the", "machine"].joined(separator: " ")
                    expect(container.resolve((any Clock).self, name: built)).to(beAKindOf(SystemClock.self))
                    expect(container.resolve((any Clock).self, name: "other")).to(beNil())
                }

                it("passes the argument to the factory") {
                    let container = Container()
                    container.register(String.self) { (_, count: Int) in String(repeating: "x", count: count) }
                    expect(container.resolve(String.self, argument: 3)) == "xxx"
                    expect(container.resolve(String.self, argument: "3")).to(beNil())
                }
            }

            context("with names and arguments") {
                it("resolves the new registration after registering the same name again") {
                    let container = Container()
                    container.register((any Clock).self, name: "wall") { _ in SystemClock() }
                    expect(container.resolve((any Clock).self, name: "wall")).to(beAKindOf(SystemClock.self))
                    container.register((any Clock).self, name: "wall") { _ in FrozenClock() }
                    expect(container.resolve((any Clock).self, name: "wall")).to(beAKindOf(FrozenClock.self))
                }

                it("returns nothing after removeAll") {
                    let container = Container()
                    container.register((any Clock).self, name: "wall") { _ in SystemClock() }
                    container.register(String.self) { (_, count: Int) in String(repeating: "x", count: count) }
                    _ = container.resolve((any Clock).self, name: "wall")
                    _ = container.resolve(String.self, argument: 1)
                    container.removeAll()
                    expect(container.resolve((any Clock).self, name: "wall")).to(beNil())
                    expect(container.resolve(String.self, argument: 1)).to(beNil())
                }

                it("resolves a parent's named registration from a child, and the child's own first") {
                    let parent = Container()
                    parent.register((any Clock).self, name: "wall") { _ in SystemClock() }
                    let child = Container(parent: parent)
                    expect(child.resolve((any Clock).self, name: "wall")).to(beAKindOf(SystemClock.self))
                    child.register((any Clock).self, name: "wall") { _ in FrozenClock() }
                    expect(child.resolve((any Clock).self, name: "wall")).to(beAKindOf(FrozenClock.self))
                    expect(parent.resolve((any Clock).self, name: "wall")).to(beAKindOf(SystemClock.self))
                }

                it("resolves every one of a hundred names") {
                    let container = Container()
                    for index in 0..<100 {
                        container.register(String.self, name: "name \(index)") { _ in "value \(index)" }
                        container.register(String.self, name: "name \(index)") { (_, suffix: String) in "value \(index)\(suffix)" }
                    }
                    let named = (0..<100).filter { container.resolve(String.self, name: "name \($0)") == "value \($0)" }
                    let withArgument = (0..<100).filter { container.resolve(String.self, name: "name \($0)", argument: "!") == "value \($0)!" }
                    expect(named.count) == 100
                    expect(withArgument.count) == 100
                    expect(container.resolve(String.self, name: "name 100")).to(beNil())
                }
            }

            context("when the resolve builds the instance") {
                it("makes a new transient instance every time") {
                    let container = Container()
                    container.register((any Clock).self) { _ in SystemClock() }.inObjectScope(.transient)
                    let first = container.resolve((any Clock).self)
                    expect(first).toNot(beNil())
                    expect(same(container.resolve((any Clock).self), first)).to(beFalse())
                }

                it("shares a graph-scoped instance within one graph, through the factories' resolves") {
                    let container = Container()
                    container.register((any Clock).self) { _ in SystemClock() }
                    container.register(Pair.self) { r in Pair(first: r.resolve((any Clock).self), second: r.resolve((any Clock).self)) }
                    let pair = container.resolve(Pair.self)
                    let other = container.resolve(Pair.self)
                    expect(pair?.first).toNot(beNil())
                    expect(same(pair?.first, pair?.second)).to(beTrue())
                    expect(same(pair?.first, other?.first)).to(beFalse())
                }

                it("releases the graph's instances when the outermost resolve returns") {
                    let container = Container()
                    container.register((any Clock).self) { _ in SystemClock() }
                    container.register(Stamp.self) { r in Stamp(clock: r.resolve((any Clock).self)!) }
                    container.register(Pair.self) { r in Pair(first: r.resolve(Stamp.self)?.clock, second: r.resolve((any Clock).self)) }
                    weak var clock: SystemClock?
                    do {
                        let pair = container.resolve(Pair.self)
                        clock = pair?.first as? SystemClock
                        expect(same(pair?.first, pair?.second)).to(beTrue())
                    }
                    expect(clock).to(beNil())
                }

                it("runs initCompleted closures added after the first resolves") {
                    let container = Container()
                    let counter = CompletionCounter()
                    let entry = container.register((any Clock).self) { _ in SystemClock() }.inObjectScope(.transient)
                    _ = container.resolve((any Clock).self)
                    entry.initCompleted { _, _ in counter.count += 1 }
                    _ = container.resolve((any Clock).self)
                    _ = try? container.resolving((any Clock).self)
                    expect(counter.count) == 2
                }

                it("keeps the instance once the registration turns container-scoped") {
                    let container = Container()
                    let entry = container.register((any Clock).self) { _ in SystemClock() }.inObjectScope(.transient)
                    _ = container.resolve((any Clock).self)
                    entry.inObjectScope(.container)
                    let first = container.resolve((any Clock).self)
                    expect(same(container.resolve((any Clock).self), first)).to(beTrue())
                }

                it("reports a cycle instead of recursing") {
                    let container = Container()
                    container.register(Egg.self) { r in Egg(chicken: r.resolve(Chicken.self)) }
                    container.register(Chicken.self) { r in Chicken(egg: r.resolve(Egg.self)) }
                    let egg = container.resolve(Egg.self)
                    expect(egg?.chicken).toNot(beNil())
                    expect(egg?.chicken?.egg).to(beNil())
                }

                it("records every step in a trace") {
                    let container = Container()
                    container.register((any Clock).self) { _ in SystemClock() }
                    container.register(Pair.self) { r in Pair(first: r.resolve((any Clock).self), second: r.resolve((any Clock).self)) }
                    _ = container.resolve(Pair.self)
                    let (pair, trace) = container.traceResolution(of: Pair.self)
                    expect(pair).toNot(beNil())
                    expect(trace.steps.map(\.outcome)) == [.created, .created, .reused]
                }

                it("resolves a one-argument registration in graph scope once per graph") {
                    let container = Container()
                    container.register((any Clock).self) { (_, _: Int) in SystemClock() }
                    container.register(Pair.self) { r in
                        Pair(first: r.resolve((any Clock).self, argument: 1), second: r.resolve((any Clock).self, argument: 2))
                    }
                    let pair = container.resolve(Pair.self)
                    expect(pair?.first).toNot(beNil())
                    expect(same(pair?.first, pair?.second)).to(beTrue())
                }
            }
        }
    }
}
