import Foundation
import Platform
import SpecKit

#if canImport(Glibc)
import Glibc
#endif

final class RegularFileSpec: Spec {
    override func spec() {
        describe("RegularFile.read(at:limit:)") {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("RegularFileSpec-\(UUID().uuidString)")
            beforeEach { try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true) }
            afterEach { try? FileManager.default.removeItem(at: root) }
            func failure(_ path: String, limit: Int = 1_000) -> RegularFileError? {
                do {
                    _ = try RegularFile.read(at: path, limit: limit)
                    return nil
                } catch {
                    return error
                }
            }

            it("reads a regular file whole") {
                let file = root.appendingPathComponent("team.txt")
                try Data("Ada\nAlan\n".utf8).write(to: file)
                expect(try RegularFile.read(at: file.path, limit: 100)) == Array("Ada\nAlan\n".utf8)
            }
            it("reads a file of exactly the limit") {
                let file = root.appendingPathComponent("exact.txt")
                try Data(repeating: 65, count: 64).write(to: file)
                expect(try RegularFile.read(at: file.path, limit: 64).count) == 64
            }
            it("refuses a file one byte over the limit") {
                let file = root.appendingPathComponent("over.txt")
                try Data(repeating: 65, count: 65).write(to: file)
                expect(failure(file.path, limit: 64)) == .tooLarge(path: file.path, limit: 64)
                expect(failure(file.path, limit: 64)?.reason) == "it is larger than the limit of 64 bytes"
            }
            it("says a missing file does not exist") {
                let path = root.appendingPathComponent("nowhere").path
                expect(failure(path)) == .missing(path: path)
            }
            it("refuses a FIFO at once, without waiting for a writer") {
                let path = root.appendingPathComponent("pipe").path
                expect(mkfifo(path, 0o600)) == 0
                expect(failure(path)) == .notRegularFile(path: path, kind: "a FIFO (named pipe)")
                expect(failure(path)?.reason) == "it is a FIFO (named pipe), not a regular file"
            }
            it("refuses an endless device such as /dev/zero") {
                expect(failure("/dev/zero")) == .notRegularFile(path: "/dev/zero", kind: "a character device")
            }
            it("refuses a directory") {
                expect(failure(root.path)) == .notRegularFile(path: root.path, kind: "a directory")
            }
            it("refuses a file the process may not read, with the system's reason") {
                let file = root.appendingPathComponent("secret.txt")
                try Data("x".utf8).write(to: file)
                chmod(file.path, 0)
                defer { chmod(file.path, 0o600) }
                // root may read anything: then the read succeeds, which is right too.
                if getuid() != 0 {
                    expect(failure(file.path)) == .unreadable(path: file.path, reason: "permission denied")
                } else {
                    expect(failure(file.path)).to(beNil())
                }
            }
        }

        describe("RegularFile.prefix(at:count:)") {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("RegularFilePrefixSpec-\(UUID().uuidString)")
            beforeEach { try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true) }
            afterEach { try? FileManager.default.removeItem(at: root) }

            it("reads the first bytes of a longer file, and all of a shorter one") {
                let file = root.appendingPathComponent("db")
                try Data("SQLite format 3".utf8).write(to: file)
                expect(try RegularFile.prefix(at: file.path, count: 6)) == Array("SQLite".utf8)
                expect(try RegularFile.prefix(at: file.path, count: 100).count) == 15
            }
            it("refuses a FIFO at once, as read does") {
                let path = root.appendingPathComponent("pipe").path
                expect(mkfifo(path, 0o600)) == 0
                expect { try RegularFile.prefix(at: path, count: 100) }.to(
                    throwError(RegularFileError.notRegularFile(path: path, kind: "a FIFO (named pipe)"))
                )
            }
        }

        describe("ByteCount") {
            it("names whole binary units with the exact count") {
                expect(ByteCount(16 << 20).description) == "16 MiB (16777216 bytes)"
                expect(ByteCount(1_024).description) == "1 KiB (1024 bytes)"
            }
            it("gives other counts in bytes") {
                expect(ByteCount(1_000).description) == "1000 bytes"
                expect(ByteCount(1).description) == "1 byte"
            }
        }
    }
}
