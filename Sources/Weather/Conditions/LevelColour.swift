/// The colour a level is shown in on a terminal (and named in JSON).
public enum LevelColour: String, Sendable, Codable, CaseIterable {
    case green = "Green"
    case yellow = "Yellow"
    case orange = "Orange"
    case red = "Red"
    case violet = "Violet"
    case none = "None"
}
