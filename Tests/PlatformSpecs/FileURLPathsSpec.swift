import Foundation
import Platform
import SpecKit

final class FileURLPathsSpec: Spec {
    override func spec() {
        describe("URL.fileSystemPath") {
            it("gives what path gives, for files, directories, the root and awkward names") {
                let urls = [
                    URL(fileURLWithPath: "/"), URL(fileURLWithPath: "/tmp"), URL(fileURLWithPath: "/tmp/", isDirectory: true),
                    URL(fileURLWithPath: "/home/ana/a b/c%20d.json"), URL(fileURLWithPath: "/caf\u{E9}/ünï/日本"),
                    URL(fileURLWithPath: "/a/#hash/?query"),
                ]
                for url in urls {
                    expect(url.fileSystemPath) == url.path
                }
            }
        }
        describe("URL.appendingFilePath") {
            it("gives the path appendingPathComponent gives, for one component or several") {
                let base = URL(fileURLWithPath: "/home/ana")
                for relative in ["people-roulette", "Config/people-roulette", ".local/share", "a b", "100%", "x.json"] {
                    expect(base.appendingFilePath(relative).fileSystemPath) == base.appendingPathComponent(relative).path
                }
            }
            it("does not ask the file system: an existing directory gets no trailing slash") {
                let result = URL(fileURLWithPath: "/").appendingFilePath("tmp")
                expect(result.hasDirectoryPath) == false
                expect(result.fileSystemPath) == "/tmp"
            }
        }
    }
}
