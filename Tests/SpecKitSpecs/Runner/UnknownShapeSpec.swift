import SpecKit

/// The one line SpecKit prints when a private dependency of the runner is in a shape it does not
/// know: the toolchain, what SpecKit could not do, and what to do.
final class UnknownShapeSpec: Spec {
    override func spec() {
        describe("an unknown shape's line") {
            let shape = UnknownShape(.metadataSections, found: "metadata sections of version 4")

            it("names the toolchain as swift --version and the process can tell it") {
                expect(Toolchain.description).to(match(#"^Swift [0-9.]+( or later)? compiler, runtime (/\S+/libswiftCore\.so|linked into /\S+)$"#))
                expect(shape.description).to(beginWith("SpecKit: error: \(Toolchain.description): "))
            }

            it("says what SpecKit could not do, with what it found") {
                expect(shape.description).to(
                    contain(
                        "SpecKit cannot read the classes of the process from the Swift runtime's type metadata sections "
                            + "(metadata sections of version 4); "
                    )
                )
            }

            it("says what to do: upgrade SpecKit, or turn the feature off and lose what it gives") {
                expect(shape.description).to(
                    endWith(
                        "; upgrade SpecKit, or set SPECKIT_METADATA_SCAN=0 to run without checking that every spec class has a test "
                            + "(swift test list then lists spec classes, not examples)"
                    )
                )
                expect(shape.description).notTo(contain("\n"))
            }

            it("offers no variable for what the runner cannot go without") {
                expect(UnknownShape(.typeByName, found: "no class named SpecKit.QuickSpec").description).to(
                    endWith(
                        "SpecKit cannot find the spec classes the plugin listed by their names (no class named SpecKit.QuickSpec); upgrade SpecKit"
                    )
                )
            }
        }

        describe("the variables that turn a dependency off") {
            it("are one per dependency the runner can go without") {
                expect(PrivateDependency.allCases.map(\.variable)) == [
                    "SPECKIT_METADATA_SCAN", "SPECKIT_COMMAND_LINE", "SPECKIT_XUNIT_EXAMPLES", "SPECKIT_XCTEST_ASSERTIONS", nil,
                    "SPECKIT_MAIN_THREAD",
                ]
            }

            it("turn it off with 0, off, false or no, in any case") {
                expect(["0", "off", "FALSE", "No"].map(PrivateDependency.turnsOff)) == [true, true, true, true]
                expect(["1", "", "yes", nil].map(PrivateDependency.turnsOff)) == [false, false, false, false]
            }
        }
    }
}
