/// `GET /nearbysearch/json`: the places found and the answer's status. A refused key is a 200
/// with status `REQUEST_DENIED`; no places is `ZERO_RESULTS` (or `OK` with none).
struct GooglePlacesResponse: Decodable {
    struct Result: Decodable {
        struct OpeningHours: Decodable {
            let openNow: Bool?

            enum CodingKeys: String, CodingKey {
                case openNow = "open_now"
            }
        }

        let name: String
        let rating: Double?
        let openingHours: OpeningHours?
        let vicinity: String?

        enum CodingKeys: String, CodingKey {
            case name, rating, vicinity
            case openingHours = "opening_hours"
        }
    }

    let results: [Result]?
    let status: String
}
