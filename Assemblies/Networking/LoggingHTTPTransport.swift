import Networking
import Platform

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A transport that logs each exchange of the one it wraps at `debug`: the method, the endpoint
/// (never the query or credentials), the status and how long it took, or the failure.
///
/// ```text
/// 2026-11-27T11:00:00Z debug people-roulette: HTTP request duration=84.0ms method=GET status=200 url=https://host/users
/// ```
struct LoggingHTTPTransport: HTTPTransport {
    let base: any HTTPTransport
    let logger: Logger
    let clock: any TimeSource

    func perform(_ request: HTTPTransportRequest) async throws(APIError) -> HTTPTransportResponse {
        guard logger.isLogging(at: .debug) else { return try await base.perform(request) }
        let started = clock.now
        let metadata: Logger.Metadata = ["method": .string(request.method.rawValue), "url": .string(request.endpoint.description)]
        do {
            let response = try await base.perform(request)
            logger.debug(
                "HTTP request",
                metadata: metadata.merging(["status": "\(response.statusCode)", "duration": duration(since: started)]) { $1 }
            )
            return response
        } catch {
            logger.debug(
                "HTTP request failed",
                metadata: metadata.merging(["error": .string(error.message), "duration": duration(since: started)]) { $1 }
            )
            throw error
        }
    }

    private func duration(since start: Date) -> Logger.MetadataValue {
        let tenths = Int((max(0, clock.now.timeIntervalSince(start)) * 10_000).rounded())
        return "\(tenths / 10).\(tenths % 10)ms"
    }
}
