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
            it("writes what Foundation's full date style and short time style write in American English") {
                let formatter = DateFormatter()
                formatter.locale = Locale(identifier: "en_US")
                formatter.timeZone = TimeZone(identifier: "UTC")
                formatter.dateStyle = .full
                formatter.timeStyle = .short
                var date = Date(timeIntervalSince1970: 0)
                for _ in 0..<500 {
                    let foundation = formatter.string(from: date).replacingOccurrences(of: "\u{202F}", with: " ")
                    expect(ObservationDateFormatter().string(from: date)) == foundation + " UTC"
                    date += 86_400 * 47 + 3_671
                }
            }
            it("writes the time at the offset it is given, and names the offset") {
                expect(ObservationDateFormatter(secondsFromUTC: 3_600).string(from: noonUTC)) == "Friday, November 21, 2025 at 1:00 PM UTC+1"
                expect(ObservationDateFormatter(secondsFromUTC: -12_600).string(from: noonUTC)) == "Friday, November 21, 2025 at 8:30 AM UTC-3:30"
            }
            it("writes midnight and noon on a 12-hour clock") {
                expect(ObservationDateFormatter().string(from: Date(timeIntervalSince1970: 1_763_683_200)))
                    == "Friday, November 21, 2025 at 12:00 AM UTC"
            }
        }
    }
}
