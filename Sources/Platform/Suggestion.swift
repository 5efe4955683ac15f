/// "Did you mean ...?" for a mistyped name: the closest candidate by edit distance, when it is
/// close enough to be a likely typo.
///
/// ```swift
/// Suggestion.closest(to: "storage.pth", among: ["storage.path", "storage.backend"])  // "storage.path"
/// ```
package enum Suggestion {
    /// The candidate closest to `word`, or nil when none is within a third of its length
    /// (at least 2 edits, at most 4).
    package static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let limit = min(4, max(2, word.count / 3))
        var best: (candidate: String, distance: Int)?
        let length = word.count
        for candidate in candidates {
            // Lengths further apart than the limit are at least that many edits apart.
            guard abs(candidate.count - length) <= limit else { continue }
            let distance = editDistance(word, candidate)
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// The Levenshtein distance between two strings, counted in characters, where swapping
    /// two neighbours counts as one edit.
    package static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs)
        let b = Array(rhs)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
