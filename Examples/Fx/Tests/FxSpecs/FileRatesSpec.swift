import Foundation
import Fx
import Platform
import PlatformTesting
import SpecKit

final class FileRatesSpec: Spec {
    override func spec() {
        describe("FileRates") {
            let directory = TemporaryDirectory()
            afterEach { directory.remove() }

            it("reads the rates of a JSON document") {
                let file = directory.file("rates.json")
                try #"{"base": "USD", "rates": {"EUR": 0.5, "GBP": 0.25}}"#.write(to: file, atomically: true, encoding: .utf8)
                expect(try FileRates(file: file).rates()) == [
                    Rate(currency: "EUR", perBase: 0.5), Rate(currency: "GBP", perBase: 0.25), Rate(currency: "USD", perBase: 1),
                ]
            }
            context("when the file is missing") {
                it("throws missing with its path") {
                    let file = directory.file("none.json")
                    expect { try FileRates(file: file).rates() }.to(throwError(RatesError.missing(path: file.path)))
                }
            }
            context("when the file is not a rates document") {
                it("throws invalidDocument naming the file") {
                    let file = directory.file("rates.json")
                    try #"["USD"]"#.write(to: file, atomically: true, encoding: .utf8)
                    expect { try FileRates(file: file).rates() }.to(
                        throwError(errorType: RatesError.self) { error in
                            expect(error.message).to(beginWith("the rates of \(file.path) cannot be used"))
                            expect(error.exitCode) == .dataError
                        }
                    )
                }
            }
            context("when the file is larger than the limit") {
                it("throws tooLarge without reading it whole") {
                    let file = directory.file("rates.json")
                    try String(repeating: " ", count: 100).write(to: file, atomically: true, encoding: .utf8)
                    expect { try FileRates(file: file, sizeLimit: 10).rates() }.to(throwError(RatesError.tooLarge(path: file.path, limit: 10)))
                }
            }
            context("when the path is a directory") {
                it("throws unreadable") {
                    expect { try FileRates(file: directory.url).rates() }.to(
                        throwError(errorType: RatesError.self) { error in
                            expect(error.exitCode) == .ioError
                        }
                    )
                }
            }
        }
    }
}
