import SpecKit
import XCTest

/// SpecKit's XCTest case that takes XCTest's assertions inside examples: it must start when run
/// by hand, and an `XCTFail` on another thread must reach it; otherwise the run fails.
final class XCTestAssertionSinkSpec: Spec {
    override func spec() {
        describe("the sink case") {
            #if os(Linux)
            it("takes an XCTFail made on this thread, in this process") {
                expect(XCTestAssertionSink.probe { XCTFail(XCTestAssertionSink.probeText) }).to(beNil())
            }
            #endif

            it("is an unknown shape when XCTest's failure does not reach it") {
                let shape = XCTestAssertionSink.probe {}
                expect(shape?.found) == "an XCTFail on another thread did not reach the test case SpecKit keeps running"
                expect(shape?.description).to(
                    contain(
                        "SpecKit cannot make XCTest's assertions inside examples fail them (an XCTFail on another thread did not reach the test "
                            + "case SpecKit keeps running); upgrade SpecKit, or set SPECKIT_XCTEST_ASSERTIONS=0 to run without it (XCTest then "
                            + "drops its assertions' failures inside examples)"
                    )
                )
            }

            it("is an unknown shape when a case run by hand does not start") {
                expect(XCTestAssertionSink.start(within: .milliseconds(50)) { _ in }?.found)
                    == "a test case SpecKit ran by hand did not start within 0.05 seconds"
            }
        }
    }
}
