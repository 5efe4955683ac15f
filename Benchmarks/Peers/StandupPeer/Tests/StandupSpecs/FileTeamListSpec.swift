import Foundation
import Nimble
import Quick
import Standup

final class FileTeamListSpec: AsyncSpec {
    override class func spec() {
        describe("FileTeamList") {
            var directory = TemporaryFolder()
            beforeEach { directory = TemporaryFolder() }
            afterEach { directory.remove() }

            func failure(_ file: URL, sizeLimit: Int = FileTeamList.defaultSizeLimit) -> TeamListError? {
                do {
                    _ = try FileTeamList(file: file, sizeLimit: sizeLimit).team()
                    return nil
                } catch {
                    return error as? TeamListError
                }
            }

            it("reads one name a line, trimmed, skipping blank lines and # comments") {
                let file = directory.write("team.txt", "# the platform team\nAda\n\n   \n  Alan  \n# on leave: Barbara\r\nGrace\r\n")
                let team = try FileTeamList(file: file).team()
                expect(team.names) == ["Ada", "Alan", "Grace"]
                expect(team.source) == file.path
            }
            it("reads the file each time it is asked, never before") {
                let file = directory.file("later.txt")
                let listing = FileTeamList(file: file)
                directory.write("later.txt", "Ada\n")
                expect(try listing.team().names) == ["Ada"]
                directory.write("later.txt", "Alan\n")
                expect(try listing.team().names) == ["Alan"]
            }
            context("when the file names no one") {
                it("fails as bad data, naming the file") {
                    let file = directory.write("empty.txt", "# nobody yet\n\n")
                    expect(failure(file)) == .emptyFile(path: file.path)
                    expect(failure(file)?.message) == "the team file \(file.path) names no one"
                    expect(failure(file)?.exitCode) == 65
                    expect(failure(directory.write("zero.txt", ""))) == .emptyFile(path: directory.file("zero.txt").path)
                }
            }
            context("when the file does not exist") {
                it("fails as an I/O error, naming the file, with a hint") {
                    let file = directory.file("missing.txt")
                    expect(failure(file)) == .missing(path: file.path)
                    expect(failure(file)?.message) == "the team file \(file.path) does not exist"
                    expect(failure(file)?.hint) == "check team.file, or choose --set team.source=inline"
                    expect(failure(file)?.exitCode) == 74
                }
            }
            context("when the path is a directory") {
                it("fails as an I/O error saying so") {
                    expect(failure(directory.url)) == .unreadable(path: directory.url.path, reason: "it is a directory, not a regular file")
                    expect(failure(directory.url)?.exitCode) == 74
                }
            }
            context("when the file is larger than the limit") {
                it("refuses it at 1 MB by default") {
                    let file = directory.write("big.txt", String(repeating: "Ada\n", count: FileTeamList.defaultSizeLimit / 4) + "x")
                    expect(failure(file)) == .tooLarge(path: file.path, limit: 1_048_576)
                    expect(failure(file)?.exitCode) == 65
                }
                it("accepts a file of exactly the limit") {
                    let file = directory.write("fits.txt", "Ada\nAlan\n")
                    expect(try FileTeamList(file: file, sizeLimit: 9).team().names) == ["Ada", "Alan"]
                    expect(failure(file, sizeLimit: 8)) == .tooLarge(path: file.path, limit: 8)
                }
            }
            context("when the file is not UTF-8 text") {
                it("fails as bad data") {
                    let file = directory.file("binary.txt")
                    try Data([0x41, 0xFF, 0xFE, 0x0A]).write(to: file)
                    expect(failure(file)) == .notText(path: file.path)
                    expect(failure(file)?.exitCode) == 65
                }
            }
        }
    }
}
