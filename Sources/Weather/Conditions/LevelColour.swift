/// The colour a level is shown in on a terminal (and named in JSON).
package enum LevelColour: String, Sendable, Codable, CaseIterable {
    /// The best level.
    case green = "Green"
    /// The second level.
    case yellow = "Yellow"
    /// The middle level.
    case orange = "Orange"
    /// The fourth level.
    case red = "Red"
    /// The worst level.
    case violet = "Violet"
    /// No level: shown without colour.
    case none = "None"
}
