import Foundation
import Platform
import PlatformTesting
import SpecKit

final class WorkingDirectorySpec: Spec {
    override func spec() {
        describe("WorkingDirectory") {
            let directory = TemporaryDirectory(creating: ["work"])
            afterEach { directory.remove() }

            it("leaves every path as given when unset") {
                expect(WorkingDirectory.current).to(beNil())
                expect(WorkingDirectory.resolve("links.txt")) == "links.txt"
            }
            it("joins a relative path to the task's directory, and leaves an absolute one") {
                let work = directory.url.appendingPathComponent("work")
                WorkingDirectory.with(work) {
                    expect(WorkingDirectory.resolve("links/today.txt")) == work.path + "/links/today.txt"
                    expect(WorkingDirectory.resolve("/etc/hosts")) == "/etc/hosts"
                }
            }
            it("is where RegularFile opens a relative path, naming it as given when it is missing") {
                let work = directory.url.appendingPathComponent("work")
                try "a\nb\n".write(to: work.appendingPathComponent("links.txt"), atomically: true, encoding: .utf8)
                try WorkingDirectory.with(work) {
                    expect(try RegularFile.read(at: "links.txt", limit: 100).count) == 4
                    expect { try RegularFile.read(at: "none.txt", limit: 100) }.to(throwError(RegularFileError.missing(path: "none.txt")))
                }
            }
        }
    }
}
