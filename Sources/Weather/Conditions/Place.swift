/// A place near a location: `weather places`.
package struct Place: Sendable, Hashable, Codable {
    /// What it is called.
    package let name: String
    /// 1 to 5, when known.
    package let rating: Double?
    /// Whether it is open now, when known.
    package let openNow: Bool?
    /// Street address or vicinity, when known.
    package let vicinity: String?

    /// A place; what the provider does not know is nil.
    package init(name: String, rating: Double?, openNow: Bool?, vicinity: String? = nil) {
        self.name = name
        self.rating = rating
        self.openNow = openNow
        self.vicinity = vicinity
    }
}
