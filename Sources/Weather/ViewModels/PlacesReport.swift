/// What `weather places` shows: the places found, with rating and whether open now.
package struct PlacesReport: Sendable, Equatable, Encodable {
    /// One place's row.
    package struct Row: Sendable, Equatable, Encodable {
        /// Its name.
        package let name: String
        /// 1 to 5, when known.
        package let rating: Double?
        /// Whether it is open now, when known.
        package let openNow: Bool?
        /// Its street address or neighbourhood, when known.
        package let vicinity: String?

        /// `4.6`, or `-` when unknown.
        package var ratingText: String { rating.map { NumberText.fixed($0, decimals: 1) } ?? "-" }
        /// `open`, `closed`, or `unknown`.
        package var openText: String {
            switch openNow {
            case true?: "open"
            case false?: "closed"
            case nil: "unknown"
            }
        }
    }

    /// Around where.
    package let place: String
    /// The kind of place looked for.
    package let type: String
    /// How far, in metres.
    package let radius: Int
    /// The places, in the provider's order.
    package let places: [Row]

    /// The report of `places` found within `radius` metres of `place`.
    package init(place: String, type: String, radius: Int, places: [Place]) {
        self.place = place
        self.type = type
        self.radius = radius
        self.places = places.map { Row(name: $0.name, rating: $0.rating, openNow: $0.openNow, vicinity: $0.vicinity) }
    }
}
