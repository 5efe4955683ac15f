import SpecKit

@testable import Injection

private final class Leaf {}
private final class Branch {
    let leaf: Leaf
    init(leaf: Leaf) { self.leaf = leaf }
}

private protocol Missing: AnyObject {}
private final class Tree {
    init(leaf: Leaf, missing: any Missing) {}
}

final class ResolutionSpec: Spec {
    override func spec() {
        describe("a resolution") {
            it("lasts as long as the outermost resolve, and leaves nothing behind") {
                let container = Container()
                container.register(Leaf.self) { _ in Leaf() }
                container.register(Branch.self) { r in Branch(leaf: r.resolve(Leaf.self)!) }
                weak var lastLeaf: Leaf?
                for _ in 0..<10_000 {
                    lastLeaf = container.resolve(Branch.self)?.leaf
                }
                expect(lastLeaf).to(beNil())
                expect(container.currentResolution()).to(beNil())
            }

            it("is the one a factory's resolves continue, through the resolver or the container") {
                let container = Container()
                var inside: [Resolution?] = []
                container.register(Leaf.self) { _ in
                    inside.append(container.currentResolution())
                    return Leaf()
                }
                container.register(Branch.self) { r in
                    inside.append(container.currentResolution())
                    return Branch(leaf: r.resolve(Leaf.self)!)
                }
                _ = container.resolve(Branch.self)
                expect(inside.count) == 2
                expect(inside[0]).toNot(beNil())
                expect(inside[0]).to(beIdenticalTo(inside[1]))
            }

            it("releases graph-scoped instances when the outermost resolve returns") {
                let container = Container()
                container.register(Leaf.self) { _ in Leaf() }
                container.register(Branch.self) { r in Branch(leaf: r.resolve(Leaf.self)!) }
                weak let branch = container.resolve(Branch.self)
                expect(branch).to(beNil())
            }
        }

        describe("a build that fails") {
            it("ends the resolution, and the next resolve starts afresh") {
                let container = Container()
                container.register(Leaf.self, initializer: Leaf.init)
                container.register(Tree.self, initializer: Tree.init)
                var failure: ResolutionError?
                do throws(ResolutionError) {
                    _ = try container.resolving(Tree.self)
                } catch {
                    failure = error
                }
                expect(failure?.pathDescription) == "Tree -> Missing"
                expect(container.currentResolution()).to(beNil())
                expect(container.resolve(Leaf.self)).toNot(beNil())
            }
        }
    }
}
