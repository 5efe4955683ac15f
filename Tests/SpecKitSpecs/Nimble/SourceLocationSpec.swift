import Nimble

/// Reports a failure at its caller's location, as Nimble users write such helpers.
private func expectEven(_ value: Int, file: FileString = #filePath, line: UInt = #line) {
    if value % 2 != 0 { fail("\(value) is odd", location: SourceLocation(file: file, line: line)) }
}

/// Nimble's `SourceLocation` and `fail(_:location:)`.
final class SourceLocationSpec: Spec {
    override func spec() {
        describe("SourceLocation") {
            it("is the location every expression and expectation reports") {
                let expectation = expect(1)
                let location: SourceLocation = expectation.location
                expect(location.fileName) == "SourceLocationSpec.swift"
                expect(location.line) == #line - 3
            }

            it("is made from a file path and a line, with the caller's file ID when it names the same file") {
                let same = SourceLocation(file: #filePath, line: 12)
                expect(same.fileID) == #fileID
                expect(same.filePath) == #filePath
                expect(same.line) == 12
                expect(same.column) == 1

                let other = SourceLocation(file: "/somewhere/Elsewhere.swift", line: 3, column: 9)
                expect(other.fileID) == "Elsewhere.swift"
                expect(other.filePath) == "/somewhere/Elsewhere.swift"
                expect(other.column) == 9
            }
        }

        describe("fail(_:location:)") {
            it("records the failure at the location given") {
                let line = #line + 2
                let report = await SpecRunner.run {
                    it("checks") { expectEven(3) }
                }
                let failure = report.example("checks")?.failures.first
                expect(failure?.message) == "3 is odd"
                expect(failure?.location.line) == line
                expect(failure?.location.fileName) == "SourceLocationSpec.swift"
            }

            it("takes the location of an expectation") {
                let report = await SpecRunner.run {
                    it("checks") {
                        let expectation = expect(2)
                        fail("reported where the expectation was written", location: expectation.location)
                    }
                }
                expect(report.example("checks")?.failures.first?.location.line) == #line - 4
            }
        }
    }
}
