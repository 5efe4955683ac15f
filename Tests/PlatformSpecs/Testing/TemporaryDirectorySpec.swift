import Foundation
import PlatformTesting
import SpecKit

final class TemporaryDirectorySpec: Spec {
    override func spec() {
        describe("TemporaryDirectory") {
            func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }
            // Where the directory is, read without using it (which would create it).
            func root(of directory: TemporaryDirectory) -> URL {
                Mirror(reflecting: directory).descendant("root") as? URL ?? URL(fileURLWithPath: "/nonexistent/unreadable-root")
            }

            it("lives in the temporary directory, which TMPDIR chooses") {
                let directory = TemporaryDirectory()
                defer { directory.remove() }
                let parent = directory.url.deletingLastPathComponent().standardizedFileURL.path
                expect(parent) == FileManager.default.temporaryDirectory.standardizedFileURL.path
            }

            context("when only declared, as in a describe whose examples are listed but not run") {
                it("creates nothing on disk") {
                    let directory = TemporaryDirectory(creating: ["home", "work"])
                    let location = root(of: directory)
                    expect(location.lastPathComponent).to(beginWith("TemporaryDirectory-"))
                    expect(exists(location)) == false
                }
            }

            context("when an example uses it") {
                it("creates it with its subdirectories") {
                    let directory = TemporaryDirectory(creating: ["home", "work"])
                    defer { directory.remove() }
                    expect(directory.names()) == ["home", "work"]
                }
                it("hands out locations inside it, with the directory in place for the spec to write") {
                    let directory = TemporaryDirectory()
                    defer { directory.remove() }
                    let file = directory.file("binary.bin")
                    expect(FileManager.default.createFile(atPath: file.path, contents: Data([0xFF]))) == true
                    expect(directory.names()) == ["binary.bin"]
                }
                it("writes files under it, creating their folders") {
                    let directory = TemporaryDirectory()
                    defer { directory.remove() }
                    let file = directory.write("work/Config/app/default.json", "{}")
                    expect(try String(contentsOf: file, encoding: .utf8)) == "{}"
                }
            }

            context("after remove()") {
                it("is gone, and the next use creates it afresh, subdirectories included") {
                    let directory = TemporaryDirectory(creating: ["work"])
                    directory.write("work/notes.txt", "x")
                    directory.remove()
                    expect(exists(root(of: directory))) == false
                    expect(directory.names()) == ["work"]
                    expect(exists(directory.file("work/notes.txt"))) == false
                    directory.remove()
                    expect(exists(root(of: directory))) == false
                }
            }

            context("when a spec forgets to remove it") {
                it("is removed when the last reference to it goes") {
                    var directory: TemporaryDirectory? = TemporaryDirectory(creating: ["work"])
                    let location = directory.map(root(of:))
                    directory?.write("work/notes.txt", "x")
                    expect(location.map(exists)) == true
                    directory = nil
                    expect(location.map(exists)) == false
                }
            }
        }
    }
}
