/// Reads the history of picks.
package protocol PickHistoryRetrieving: Sendable {
    /// The most recent picks, newest first, at most `limit` of them.
    func history(limit: Int) async throws -> [Pick]
}
