import SpecKit

@testable import Injection

private final class Leaf {}
private final class Branch {
    let leaf: Leaf
    init(leaf: Leaf) { self.leaf = leaf }
}

private protocol Shape: AnyObject {}
private protocol Named {}
private class Base {}
private protocol Derived: Base {}
private struct Plain { let leaf: Leaf }
private protocol Missing: AnyObject {}
private final class Tree {
    init(leaf: Leaf, missing: any Missing) {}
}

final class ResolutionStateSpec: Spec {
    override func spec() {
        describe("graph-scoped resolution state") {
            it("leaves nothing behind after a million graph-scoped resolves") {
                let container = Container()
                container.register(Leaf.self) { _ in Leaf() }
                container.register(Branch.self) { r in Branch(leaf: r.resolve(Leaf.self)!) }
                _ = container.resolve(Branch.self)
                let state = ResolutionState.current
                let arenaBefore = state.arena.chunkCount
                weak var lastLeaf: Leaf?
                for _ in 0..<1_000_000 {
                    lastLeaf = container.resolve(Branch.self)?.leaf
                }
                expect(lastLeaf).to(beNil())
                expect(state.slots.count) == 0
                expect(state.building.count) == 0
                expect(state.depth) == 0
                expect(state.arena.chunkCount) == arenaBefore
                expect(state.arena.isInUse) == false
            }

            it("releases graph-scoped instances when the outermost resolve returns") {
                let container = Container()
                container.register(Leaf.self) { _ in Leaf() }
                container.register(Branch.self) { r in Branch(leaf: r.resolve(Leaf.self)!) }
                weak let branch = container.resolve(Branch.self)
                expect(branch).to(beNil())
            }
        }

        describe("a direct build that fails") {
            it("leaves the thread's state as it found it") {
                let container = Container()
                container.register(Leaf.self, initializer: Leaf.init)
                container.register(Tree.self, initializer: Tree.init)
                let state = ResolutionState.current
                var failure: ResolutionError?
                do throws(ResolutionError) {
                    _ = try container.resolving(Tree.self)
                } catch {
                    failure = error
                }
                expect(failure?.pathDescription) == "Tree -> Missing"
                expect(state.depth) == 0
                expect(state.building.count) == 0
                expect(state.slots.count) == 0
                expect(state.arena.isInUse).to(beFalse())
                expect(container.resolve(Leaf.self)).toNot(beNil())
            }
        }

        describe("isSingleReference") {
            it("is true for classes and class-bound existentials, whose only reference is their first word") {
                expect(isSingleReference(Leaf.self)).to(beTrue())
                expect(isSingleReference((any Shape).self)).to(beTrue())
                expect(isSingleReference((any Shape & Named).self)).to(beTrue())
                expect(isSingleReference((any Derived).self)).to(beTrue())
                expect(isSingleReference(AnyObject.self)).to(beTrue())
            }

            it("is false for every other type, which graph scope destroys through its value witnesses") {
                expect(isSingleReference(Plain.self)).to(beFalse())
                expect(isSingleReference(Int.self)).to(beFalse())
                expect(isSingleReference(Any.self)).to(beFalse())
                expect(isSingleReference((any Named).self)).to(beFalse())
                expect(isSingleReference(Leaf?.self)).to(beFalse())
            }
        }
    }
}
