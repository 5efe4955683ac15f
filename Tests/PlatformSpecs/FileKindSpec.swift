import Foundation
import Platform
import SpecKit

#if canImport(Glibc)
import Glibc
#endif

final class FileKindSpec: Spec {
    override func spec() {
        describe("FileKind.of") {
            var directory = ""
            beforeEach {
                directory = NSTemporaryDirectory() + "FileKindSpec-" + UUID().uuidString
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            }
            afterEach { try? FileManager.default.removeItem(atPath: directory) }

            it("tells a directory, a regular file with its size, and a missing path") {
                expect(FileManager.default.createFile(atPath: directory + "/file", contents: Data("12345".utf8))) == true
                expect(FileKind.of(directory).kind) == .directory
                expect(FileKind.of(directory + "/file").kind) == .regularFile(size: 5)
                let missing = FileKind.of(directory + "/nothing")
                expect(missing.kind) == .missing
                expect(missing.errno) == ENOENT
            }
            it("calls a path through a file missing, and a FIFO other") {
                expect(FileManager.default.createFile(atPath: directory + "/file", contents: Data())) == true
                expect(FileKind.of(directory + "/file/below").kind) == .missing
                expect(mkfifo(directory + "/fifo", 0o600)) == 0
                expect(FileKind.of(directory + "/fifo").kind) == .other
                expect(FileKind.of(directory + "/fifo").errno) == 0
            }
            it("follows symbolic links, and calls a dangling one missing") {
                expect(symlink(directory, directory + "/link")) == 0
                expect(symlink(directory + "/nothing", directory + "/dangling")) == 0
                expect(FileKind.of(directory + "/link").kind) == .directory
                expect(FileKind.of(directory + "/dangling").kind) == .missing
            }
        }
    }
}
