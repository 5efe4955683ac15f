import Configuration

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The keys of fx's rates: where they come from. The `http.*` keys (`http.timeout` for the
/// download of `rates.url`) are the networking component's.
public enum RatesSettings {
    /// Where the rates come from: the values of `rates.source`.
    public enum Source: String, CaseIterable, Sendable {
        /// The table fx ships with.
        case bundled
        /// The JSON file at `rates.file`.
        case file
        /// The JSON `rates.url` answers.
        case http
    }

    /// `rates.source`: `bundled`, `file` or `http`.
    public static let source = Setting<Source>.oneOf(
        "rates.source",
        default: .bundled,
        doc: "Where the rates come from: the table fx ships with, the JSON file at rates.file, or the JSON rates.url answers."
    )
    /// `rates.file`: a JSON file of rates.
    public static let file = Setting.path(
        "rates.file",
        default: nil,
        doc: "The file read when rates.source=file: JSON such as {\"base\": \"EUR\", \"rates\": {\"USD\": 1.08}}."
    )
    /// `rates.url`: an address answering the JSON of rates.
    public static let url = Setting.url(
        "rates.url",
        default: nil,
        doc: "The address asked when rates.source=http: a GET answered by JSON such as {\"base\": \"EUR\", \"rates\": {\"USD\": 1.08}}."
    )

    /// Every key of the rates.
    public static let all: [any SettingDeclaring] = [source, file, url]
}
