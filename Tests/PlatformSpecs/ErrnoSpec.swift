import Platform
import SpecKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

final class ErrnoSpec: Spec {
    override func spec() {
        describe("Errno.describe") {
            it("gives the framework's own reason for every errno its table names") {
                expect(Errno.describe(EACCES)) == "permission denied"
                expect(Errno.describe(EPERM)) == "permission denied"
                expect(Errno.describe(ENOENT)) == "it does not exist"
                expect(Errno.describe(ENOTDIR)) == "a part of the path is not a directory"
                expect(Errno.describe(EISDIR)) == "it is a directory"
                expect(Errno.describe(EROFS)) == "the file system is read-only"
                expect(Errno.describe(ENOSPC)) == "no space is left on the device"
                expect(Errno.describe(ELOOP)) == "too many symbolic links"
                expect(Errno.describe(ENAMETOOLONG)) == "the path is too long"
            }
            it("falls back to the system's message, lower-cased, for any other errno") {
                let system = String(cString: strerror(EBUSY))
                expect(Errno.describe(EBUSY)) == system.lowercased()
                expect(Errno.describe(EBUSY)) != system
            }
        }
    }
}
