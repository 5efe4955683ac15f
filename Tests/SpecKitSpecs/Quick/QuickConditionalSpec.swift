import Nimble
import Quick

// Quick's own suite declares its Objective-C specs (`QuickContextTests`) under this condition,
// which is false in every SwiftPM build: the class does not exist there, and this target's glue
// must not name it. SpecGlueScriptSpec reads the glue's text; these two classes make the build
// prove it, the first by compiling at all and the second, in the true branch, by running.
#if canImport(Darwin) && !SWIFT_PACKAGE
final class QuickDarwinOnlySpec: QuickSpec {
    override class func spec() {
        it("is compiled only outside SwiftPM on Apple platforms") {
            expect(QuickSpec.current).to(beAKindOf(QuickDarwinOnlySpec.self))
        }
    }
}
#else
final class QuickPackageBuildSpec: QuickSpec {
    override class func spec() {
        it("runs in a SwiftPM build, beside a class its #else leaves out") {
            expect(QuickSpec.current).to(beAKindOf(QuickPackageBuildSpec.self))
        }
    }
}
#endif
