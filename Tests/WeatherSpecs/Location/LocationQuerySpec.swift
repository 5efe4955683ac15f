import SpecKit
import Weather

final class LocationQuerySpec: Spec {
    override func spec() {
        describe("LocationQuery") {
            func failure(_ make: () throws -> LocationQuery) -> WeatherError? {
                do {
                    _ = try make()
                    return nil
                } catch {
                    return error as? WeatherError
                }
            }

            context("from the command line") {
                it("takes --lat and --lon as coordinates") {
                    let query = try LocationQuery(latitude: 43.37, longitude: -8.4, city: nil, configured: .city("Madrid"))
                    expect(query) == .coordinates(try Coordinates(latitude: 43.37, longitude: -8.4))
                }
                it("takes --city as a city, trimmed") {
                    expect(try LocationQuery(latitude: nil, longitude: nil, city: " Lugo ", configured: .city("Madrid"))) == .city("Lugo")
                }
                it("rejects --lat without --lon, naming the missing option") {
                    expect(failure { try LocationQuery(latitude: 43, longitude: nil, city: nil, configured: .city("Madrid")) })
                        == .incompleteCoordinates(missing: "--lon")
                }
                it("rejects --lon without --lat, naming the missing option") {
                    expect(failure { try LocationQuery(latitude: nil, longitude: -8, city: nil, configured: .city("Madrid")) })
                        == .incompleteCoordinates(missing: "--lat")
                }
                it("rejects a city together with coordinates") {
                    expect(failure { try LocationQuery(latitude: 43, longitude: -8, city: "Lugo", configured: .city("Madrid")) })
                        == .conflictingLocation
                    expect(failure { try LocationQuery(latitude: 43, longitude: nil, city: "Lugo", configured: .city("Madrid")) })
                        == .conflictingLocation
                }
                it("rejects a latitude off the globe with a usage status") {
                    let error = failure { try LocationQuery(latitude: 91, longitude: 0, city: nil, configured: .city("Madrid")) }
                    expect(error) == .invalidCoordinates(latitude: 91, longitude: 0)
                    expect(error?.message) == "invalid coordinates 91,0: latitude must be between -90 and 90, longitude between -180 and 180"
                    expect(error?.exitCode) == .usage
                }
                it("rejects a longitude off the globe") {
                    expect(failure { try LocationQuery(latitude: 0, longitude: -180.5, city: nil, configured: .city("Madrid")) })
                        == .invalidCoordinates(latitude: 0, longitude: -180.5)
                }
                it("rejects a blank city") {
                    expect(failure { try LocationQuery(latitude: nil, longitude: nil, city: "  ", configured: .city("Madrid")) }) == .blankCity
                }
            }

            context("from weather.location, when the command line gives none") {
                it("is the configured location, parsed at load") {
                    expect(try LocationQuery(latitude: nil, longitude: nil, city: nil, configured: .city("A Coruña"))) == .city("A Coruña")
                }
                it("reads a name as a city") {
                    expect(try LocationQuery(setting: " A Coruña ")) == .city("A Coruña")
                }
                it("reads two numbers as coordinates") {
                    expect(try LocationQuery(setting: "42.43, -8.64")) == .coordinates(try Coordinates(latitude: 42.43, longitude: -8.64))
                }
                it("rejects numbers off the globe") {
                    expect(failure { try LocationQuery(setting: "95,10") }) == .invalidCoordinates(latitude: 95, longitude: 10)
                }
                it("rejects an empty setting") {
                    expect(failure { try LocationQuery(setting: "") }) == .blankCity
                }
            }

            it("describes itself as it was asked for") {
                expect(LocationQuery.city("Lugo").description) == "Lugo"
                expect(LocationQuery.coordinates(try Coordinates(latitude: 43.37, longitude: -8.4)).description) == "43.37,-8.4"
            }
        }
    }
}
