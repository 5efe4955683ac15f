import Fx
import Platform
import PlatformTesting
import SpecKit
import Storage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

final class CurrencyConverterSpec: Spec {
    override func spec() {
        describe("CurrencyConverter") {
            let table = [Rate(currency: "EUR", perBase: 1), Rate(currency: "USD", perBase: 1.25)]
            var source: RatesFetchingStub!
            var rates: InMemoryRecordStore<Rate>!
            var history: InMemoryRecordStore<Conversion>!
            var converter: CurrencyConverter!
            let now = Date(timeIntervalSince1970: 1_800_000_000)
            beforeEach {
                source = RatesFetchingStub(rates: table)
                rates = InMemoryRecordStore<Rate>()
                history = InMemoryRecordStore<Conversion>()
                converter = CurrencyConverter(source: source, rates: rates, history: history, clock: FixedClock(now: now))
            }

            describe("convert") {
                it("converts through the base, codes in any case, and records the conversion") {
                    let conversion = try await converter.convert(100, from: "usd", to: "EUR")
                    expect(conversion.result) == 80
                    expect(conversion.from) == "USD"
                    expect(conversion.to) == "EUR"
                    expect(conversion.at) == now
                    let recorded = try await history.retrieveAll()
                    expect(recorded) == [conversion]
                }
                it("fetches the rates once, then reads the stored ones") {
                    _ = try await converter.convert(1, from: "EUR", to: "USD")
                    _ = try await converter.convert(2, from: "EUR", to: "USD")
                    expect(source.calls) == 1
                    let stored = try await rates.retrieveAll()
                    expect(stored) == table
                }
                context("when a currency has no rate") {
                    it("names it and the known ones, and records nothing") {
                        await expect { try await converter.convert(1, from: "EUR", to: "XYZ") }
                            .to(throwError(RatesError.unknownCurrency("XYZ", known: ["EUR", "USD"])))
                        let recordedCount = try await history.count()
                        expect(recordedCount) == 0
                    }
                }
                context("when the source fails") {
                    it("passes its error on and stores nothing") {
                        converter = CurrencyConverter(
                            source: RatesFetchingStub(failing: .fileNotConfigured),
                            rates: rates,
                            history: history,
                            clock: FixedClock(now: now)
                        )
                        await expect { try await converter.convert(1, from: "EUR", to: "USD") }.to(throwError(RatesError.fileNotConfigured))
                        let storedCount = try await rates.count()
                        expect(storedCount) == 0
                    }
                }
            }
            describe("refresh") {
                it("replaces the stored rates with the source's") {
                    try await rates.replaceAll(with: [Rate(currency: "GBP", perBase: 0.8)])
                    let refreshed = try await converter.refresh()
                    expect(refreshed) == table
                    let replaced = try await rates.retrieveAll()
                    expect(replaced) == table
                }
            }
            describe("conversions") {
                it("lists the history oldest first") {
                    let first = try await converter.convert(1, from: "EUR", to: "USD")
                    let second = try await converter.convert(2, from: "USD", to: "EUR")
                    let conversions = try await converter.conversions()
                    expect(conversions) == [first, second]
                }
            }
        }
    }
}
