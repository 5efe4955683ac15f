/// A place near a location: `weather places`.
public struct Place: Sendable, Hashable, Codable {
    /// What it is called.
    public let name: String
    /// 1 to 5, when known.
    public let rating: Double?
    /// Whether it is open now, when known.
    public let openNow: Bool?
    /// Street address or vicinity, when known.
    public let vicinity: String?

    /// A place; what the provider does not know is nil.
    public init(name: String, rating: Double?, openNow: Bool?, vicinity: String? = nil) {
        self.name = name
        self.rating = rating
        self.openNow = openNow
        self.vicinity = vicinity
    }
}
