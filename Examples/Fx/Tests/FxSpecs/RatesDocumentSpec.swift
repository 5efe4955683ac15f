import Fx
import SpecKit

final class RatesDocumentSpec: Spec {
    override func spec() {
        describe("RatesDocument") {
            it("lists the rates sorted by currency, with the base at 1") {
                let rates = try RatesDocument(base: "EUR", rates: ["USD": 1.08, "GBP": 0.85]).checkedRates(from: "test")
                expect(rates) == [Rate(currency: "EUR", perBase: 1), Rate(currency: "GBP", perBase: 0.85), Rate(currency: "USD", perBase: 1.08)]
            }
            it("accepts the base listed at 1") {
                let rates = try RatesDocument(base: "USD", rates: ["USD": 1, "EUR": 0.9]).checkedRates(from: "test")
                expect(rates.map(\.currency)) == ["EUR", "USD"]
            }
            context("when a rate is not a positive number") {
                it("names the currency and the source") {
                    expect { try RatesDocument(base: "EUR", rates: ["USD": 0]).checkedRates(from: "rates.json") }
                        .to(throwError(RatesError.invalidDocument(source: "rates.json", reason: "the rate of USD is 0.0, not a positive number")))
                    expect { try RatesDocument(base: "EUR", rates: ["USD": -1]).checkedRates(from: "x") }.to(throwError())
                    expect { try RatesDocument(base: "EUR", rates: ["USD": .infinity]).checkedRates(from: "x") }.to(throwError())
                }
            }
            context("when a code is not three upper-case letters") {
                it("refuses the document") {
                    expect { try RatesDocument(base: "EUR", rates: ["US$": 1.1]).checkedRates(from: "x") }
                        .to(throwError(RatesError.invalidDocument(source: "x", reason: "US$ is not a currency code such as USD")))
                    expect { try RatesDocument(base: "euro", rates: [:]).checkedRates(from: "x") }.to(throwError())
                }
            }
            it("refuses a base given another rate than 1") {
                expect { try RatesDocument(base: "EUR", rates: ["EUR": 2]).checkedRates(from: "x") }
                    .to(throwError(RatesError.invalidDocument(source: "x", reason: "the base EUR is given the rate 2.0, not 1")))
            }
            it("refuses more rates than any world has") {
                var rates: [String: Double] = [:]
                for first in UInt8(ascii: "A")...UInt8(ascii: "B") {
                    for second in UInt8(ascii: "A")...UInt8(ascii: "Z") {
                        for third in UInt8(ascii: "A")...UInt8(ascii: "Z") {
                            rates[String(decoding: [first, second, third], as: UTF8.self)] = 1.5
                        }
                    }
                }
                expect { try RatesDocument(base: "EUR", rates: rates).checkedRates(from: "x") }
                    .to(throwError(RatesError.invalidDocument(source: "x", reason: "it lists 1352 rates, more than 1000")))
            }
        }
        describe("BundledRates") {
            it("lists five currencies against the euro") {
                expect(try BundledRates().rates().map(\.currency)) == ["CHF", "EUR", "GBP", "JPY", "USD"]
            }
        }
    }
}
