import Foundation
import Platform
import SpecKit

#if canImport(Glibc)
import Glibc
#endif

final class ConsoleSpec: Spec {
    override func spec() {
        describe("FileDescriptorOutput") {
            var descriptor: Int32 = -1
            afterEach {
                if descriptor >= 0 { close(descriptor) }
                descriptor = -1
            }

            it("writes the whole text to its descriptor") {
                var ends: [Int32] = [0, 0]
                expect(pipe(&ends)) == 0
                descriptor = ends[0]
                try FileDescriptorOutput(descriptor: ends[1]).write("Ada\nAlan\n")
                close(ends[1])
                var bytes = [UInt8](repeating: 0, count: 64)
                let count = read(ends[0], &bytes, bytes.count)
                expect(String(decoding: bytes.prefix(max(count, 0)), as: UTF8.self)) == "Ada\nAlan\n"
            }
            it("throws when the device is full, saying so") {
                descriptor = open("/dev/full", O_WRONLY)
                let output = FileDescriptorOutput(descriptor: descriptor)
                expect { try output.write("Ada\n") }
                    .to(throwError(WriteError.failed(output: "file descriptor \(descriptor)", reason: "no space is left on the device")))
            }
            it("throws for a descriptor that is not open for writing") {
                descriptor = open("/dev/null", O_RDONLY)
                let output = FileDescriptorOutput(descriptor: descriptor)
                expect { try output.write("Ada\n") }.to(
                    throwError(WriteError.failed(output: "file descriptor \(descriptor)", reason: "bad file descriptor"))
                )
            }
        }

        describe("WriteError") {
            it("is an I/O error naming the output and the reason") {
                let error = WriteError.failed(output: "standard output", reason: "no space is left on the device")
                expect(error.message) == "cannot write to standard output: no space is left on the device"
                expect(error.exitCode) == .ioError
            }
            it("ends with the status of a tool that SIGPIPE ended when the reader went away") {
                expect(WriteError.closed(output: "standard output").exitCode.rawValue) == 141
            }
        }

        describe("BufferedConsole") {
            it("refuses every write to standard output with the error it was given, and keeps nothing") {
                let console = BufferedConsole(outputFailing: .failed(output: "standard output", reason: "no space is left on the device"))
                expect { try console.standardOutput.write("out") }
                    .to(throwError(WriteError.failed(output: "standard output", reason: "no space is left on the device")))
                try console.standardError.write("err")
                expect(console.output.text) == ""
                expect(console.error.text) == "err"
            }
        }
    }
}
