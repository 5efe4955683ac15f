import Platform

/// What can be wrong with the rates or a conversion, each naming what to fix, with a sysexits
/// status: 78 for the configuration, 74 for a file that cannot be read, 65 for a file's or a
/// download's content, 64 for a currency fx has no rate for.
public enum RatesError: UserFacingError, Sendable, Equatable, CustomStringConvertible {
    /// `rates.source=file`, but `rates.file` is not set.
    case fileNotConfigured
    /// `rates.source=http`, but `rates.url` is not set.
    case urlNotConfigured
    /// Nothing exists at the path.
    case missing(path: String)
    /// The path exists but cannot be read (a directory, no permission); `reason` is the system's.
    case unreadable(path: String, reason: String)
    /// The file is larger than `limit` bytes: not a table of rates.
    case tooLarge(path: String, limit: Int)
    /// The file or the download is not a valid rates document.
    case invalidDocument(source: String, reason: String)
    /// No rate is known for the currency.
    case unknownCurrency(String, known: [String])

    public var description: String { message }

    public var message: String {
        switch self {
        case .fileNotConfigured:
            "rates.source is file, but rates.file names no file"
        case .urlNotConfigured:
            "rates.source is http, but rates.url names no address"
        case let .missing(path):
            "the rates file \(path) does not exist"
        case let .unreadable(path, reason):
            "cannot read the rates file \(path): \(reason)"
        case let .tooLarge(path, limit):
            "the rates file \(path) is larger than \(limit) bytes"
        case let .invalidDocument(source, reason):
            "the rates of \(source) cannot be used: \(reason)"
        case let .unknownCurrency(code, known):
            "no rate for \(code); known: \(known.joined(separator: ", "))"
        }
    }

    public var hint: String? {
        switch self {
        case .fileNotConfigured:
            "set it with --set rates.file=<path> or RATES_FILE, or choose --set rates.source=bundled"
        case .urlNotConfigured:
            "set it with --set rates.url=<address> or RATES_URL, or choose --set rates.source=bundled"
        case .missing, .unreadable:
            "check rates.file, or choose --set rates.source=bundled"
        case .tooLarge, .invalidDocument:
            "write the rates as {\"base\": \"EUR\", \"rates\": {\"USD\": 1.08}}"
        case .unknownCurrency:
            "fx rates lists the currencies; fx refresh loads them again from rates.source"
        }
    }

    public var exitCode: ExitCode {
        switch self {
        case .fileNotConfigured, .urlNotConfigured: .configuration
        case .missing, .unreadable: .ioError
        case .tooLarge, .invalidDocument: .dataError
        case .unknownCurrency: .usage
        }
    }
}
