import Foundation
import SpecKit

@testable import Storage

final class POSIXFilesSpec: Spec {
    override func spec() {
        describe("POSIXFiles.parentDirectory") {
            it("gives what NSString's deletingLastPathComponent gives") {
                for path in ["/a/b", "/a/b/", "/a", "/", "a/b", "/a//b", "//a", "/a/b//", "/x y/ü/z.sqlite"] {
                    expect(POSIXFiles.parentDirectory(of: path)) == (path as NSString).deletingLastPathComponent
                }
            }
            it("gives nothing for an empty path or a bare name (where swift-corelibs-foundation's NSString traps)") {
                expect(POSIXFiles.parentDirectory(of: "")) == ""
                expect(POSIXFiles.parentDirectory(of: "people.sqlite")) == ""
            }
        }
    }
}
