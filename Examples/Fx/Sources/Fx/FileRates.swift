import Platform

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The rates in a JSON file (`rates.source=file`, the path in `rates.file`), as a
/// `RatesDocument`. The file is read each time the rates are asked for, never while the app is
/// assembled.
///
/// ```swift
/// let rates = try FileRates(file: URL(fileURLWithPath: "/home/ada/rates.json")).rates()
/// ```
public struct FileRates: RatesFetching {
    /// The largest file read: 1 MB, far more than any table of rates.
    public static let defaultSizeLimit = 1_048_576

    /// The file read.
    public let file: URL
    /// The largest file accepted, in bytes.
    public let sizeLimit: Int

    public init(file: URL, sizeLimit: Int = FileRates.defaultSizeLimit) {
        self.file = file
        self.sizeLimit = sizeLimit
    }

    public var sourceName: String { file.path }

    /// The rates of the file; a `RatesError` when it is missing, unreadable, too big or not a
    /// rates document.
    public func rates() throws -> [Rate] {
        let path = file.path
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(at: path, limit: sizeLimit)
        } catch {
            switch error {
            case .missing: throw RatesError.missing(path: path)
            case .tooLarge: throw RatesError.tooLarge(path: path, limit: sizeLimit)
            case .notRegularFile, .unreadable: throw RatesError.unreadable(path: path, reason: error.reason)
            }
        }
        let document: RatesDocument
        do {
            document = try JSONDecoder().decode(RatesDocument.self, from: Data(bytes))
        } catch {
            throw RatesError.invalidDocument(source: path, reason: "it is not JSON such as {\"base\": \"EUR\", \"rates\": {\"USD\": 1.08}}")
        }
        return try document.checkedRates(from: path)
    }
}
