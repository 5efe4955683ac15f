import Foundation
import SpecKit
import Weather

final class ObservationDateFormatterSpec: Spec {
    override func spec() {
        describe("ObservationDateFormatter") {
            let noonUTC = Date(timeIntervalSince1970: 1_763_726_400)
            it("writes the full date and the time in UTC") {
                expect(ObservationDateFormatter().string(from: noonUTC)) == "Friday, November 21, 2025 at 12:00 PM UTC"
            }
            it("uses the locale it is given") {
                let text = ObservationDateFormatter(locale: Locale(identifier: "es_ES")).string(from: noonUTC)
                expect(text).to(contain("noviembre"))
                expect(text).to(endWith("UTC"))
            }
            it("uses the time zone it is given, named") {
                let madrid = TimeZone(identifier: "Europe/Madrid") ?? .gmt
                let text = ObservationDateFormatter(locale: Locale(identifier: "en_US"), timeZone: madrid).string(from: noonUTC)
                expect(text).to(beginWith("Friday, November 21, 2025 at 1:00 PM"))
            }
        }
    }
}
