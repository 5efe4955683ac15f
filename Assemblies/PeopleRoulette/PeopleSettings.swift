import Configuration
import PeopleRoulette

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The keys of the people-roulette app: where the list of people comes from.
package enum PeopleSettings {
    /// Where the list of people comes from: the values of `people.source`.
    package enum Source: String, CaseIterable, Sendable {
        case bundled, http, file
    }

    /// `people.source`: `bundled`, `http` or `file`.
    package static let source = Setting<Source>.oneOf(
        "people.source",
        default: .bundled,
        doc: "Where the list of people comes from: the bundled demo list, people.url, or people.file."
    )
    /// `people.url`: the API the people are downloaded from.
    package static let url = Setting.url(
        "people.url",
        default: "https://jsonplaceholder.typicode.com/users",
        doc: "The address answering a JSON array of people (the shape of jsonplaceholder's users) when people.source=http."
    )
    /// `people.file`: a JSON file of people, or a text file with one name a line.
    package static let file = Setting.path(
        "people.file",
        default: nil,
        doc: "The file read when people.source=file: a JSON array of people, or plain text with one name a line."
    )

    /// `people.max-file-size`: the largest people file read, in bytes.
    package static let maxFileSize = Setting.integer(
        "people.max-file-size",
        in: 1...(4 << 30),
        default: FilePeopleSource.defaultMaxFileSize,
        doc: "The largest people file read, in bytes; a larger one is refused and the stored list kept."
    )

    /// Every key of the component.
    package static let all: [any SettingDeclaring] = [source, url, file, maxFileSize]
}
