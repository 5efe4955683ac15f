/// Sample places compiled into the binary: the offline default (`places.provider=bundled`).
package struct BundledPlacesProvider: PlacesProviding {
    /// The bundled places.
    package init() {}

    static let places: [String: [Place]] = [
        "restaurant": [
            Place(name: "Casa Pardo", rating: 4.6, openNow: true, vicinity: "Rúa Novoa Santos, 15"),
            Place(name: "Taberna da Galera", rating: 4.5, openNow: false, vicinity: "Rúa da Galera, 43"),
            Place(name: "O Lagar da Estrella", rating: 4.4, openNow: true, vicinity: "Rúa da Estrela, 26"),
            Place(name: "Pablo Gallego", rating: 4.3, openNow: nil, vicinity: "Praza de María Pita, 11"),
        ],
        "cafe": [
            Place(name: "Café Moderno", rating: 4.2, openNow: true, vicinity: "Rúa Real, 21"),
            Place(name: "Café Siboney", rating: 4.1, openNow: true, vicinity: "Rúa Real, 55"),
        ],
        "museum": [
            Place(name: "Domus", rating: 4.5, openNow: false, vicinity: "Rúa Ángel Rebollo, 91"),
            Place(name: "Aquarium Finisterrae", rating: 4.6, openNow: true, vicinity: "Paseo Marítimo, 34"),
        ],
    ]

    /// The place types the bundled data knows.
    package static var types: [String] { places.keys.sorted() }

    /// The sample places of `type` (restaurant, cafe, museum), wherever the point; none for another type or a radius of 0.
    package func places(near coordinates: Coordinates, radius: Int, type: String) async throws -> [Place] {
        guard radius > 0 else { return [] }
        return Self.places[type.lowercased()] ?? []
    }
}
