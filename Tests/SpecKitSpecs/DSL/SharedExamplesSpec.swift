import SpecKit

final class SharedExamplesSpec: Spec {
    override func spec() {
        describe("SharedExamples") {
            it("runs the shared examples in a group named after them, with a typed context") {
                let aCollection = SharedExamples<[Int]>("a collection") { collection in
                    it("has three elements") { expect(collection().count) == 3 }
                }
                let report = await SpecRunner.run {
                    describe("Array") { itBehavesLike(aCollection) { [1, 2, 3] } }
                    describe("Set") { itBehavesLike(aCollection) { [1, 2] } }
                }
                expect(report.example("Array a collection has three elements")?.status) == .passed
                expect(report.example("Set a collection has three elements")?.messages) == ["expected to equal <3>, got <2>"]
            }

            it("evaluates the context after beforeEach") {
                let seen = SharedExamples<Int>("a value") { value in
                    it("is set up") { expect(value()) == 5 }
                }
                let report = await SpecRunner.run {
                    var value = 0
                    beforeEach { value = 5 }
                    itBehavesLike(seen) { value }
                }
                expect(report.passed.count) == 1
            }

            it("can be focused or pending") {
                let shared = SharedExamples<Int>("shared") { _ in it("runs") {} }
                let report = await SpecRunner.run {
                    describe("focused") { fitBehavesLike(shared) { 1 } }
                    describe("pending") { xitBehavesLike(shared) { 1 } }
                    it("other") {}
                }
                expect(report.example("focused shared runs")?.status) == .passed
                expect(report.example("pending shared runs")?.status) == .skipped(.pending)
                expect(report.example("other")?.status) == .skipped(.notFocused)
            }
        }

        describe("Behavior") {
            it("runs the behaviour's examples with its context, named after the class") {
                let report = await SpecRunner.run {
                    itBehavesLike(NonEmptyBehavior.self) { [4] }
                }
                expect(report.example("NonEmptyBehavior is not empty")?.status) == .passed
            }
        }
    }
}

final class NonEmptyBehavior: Behavior<[Int]> {
    override class func spec(_ context: @escaping () -> [Int]) {
        it("is not empty") { expect(context()).toNot(beEmpty()) }
    }
}
