import Foundation
import Configuration

/// The keys of the people-roulette app: where the list of people comes from.
public enum PeopleSettings {
    /// `people.source`: `bundled`, `http`, `file` or `forbidden`.
    public static let source = Setting.choice("people.source", among: ["bundled", "http", "file", "forbidden"], default: "bundled",
        doc: "Where the list of people comes from: the bundled demo list, people.url, or people.file.")
    /// `people.url`: the API the people are downloaded from.
    public static let url = Setting.url("people.url", default: "https://randomuser.me/api/?results=20&seed=roulette",
        doc: "The API the people are downloaded from when people.source=http.")
    /// `people.file`: a JSON file of people.
    public static let file = Setting.path("people.file", default: nil,
        doc: "The JSON file of people read when people.source=file.")

    /// Every key of the component.
    public static let all: [any SettingDeclaring] = [source, url, file]
}
