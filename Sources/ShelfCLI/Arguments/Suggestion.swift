/// Finding the real name closest to a mistyped one, for "did you mean".
enum Suggestion {
    /// The candidate fewest edits away from `typed`, when it is close enough to be what was meant:
    /// within a third of its length (at least one edit, at most three). Of two as close, one that
    /// begins with what was typed wins (`stat` is `stats`, not `start`), then the first.
    static func closest(to typed: String, among candidates: [String]) -> String? {
        let lowered = typed.lowercased()
        let typed = Array(lowered)
        guard !typed.isEmpty else { return nil }
        let allowed = min(3, max(1, typed.count / 3))
        var best: (name: String, rank: Int)?
        for candidate in candidates {
            let distance = editDistance(typed, Array(candidate.lowercased()), limit: allowed)
            guard distance <= allowed else { continue }
            let rank = distance * 2 + (candidate.lowercased().hasPrefix(lowered) ? 0 : 1)
            if rank < (best?.rank ?? .max) { best = (candidate, rank) }
        }
        return best?.name
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
    /// neighbours each count one, so `lsit` is one edit from `list`. Anything past `limit` is
    /// reported as `limit + 1`, which is all a suggestion needs to know.
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        guard abs(a.count - b.count) <= limit else { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previousRow: [Int] = []
        var row = Array(0...b.count)
        for i in 1...a.count {
            let beforePrevious = previousRow
            previousRow = row
            row = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(previousRow[j] + 1, row[j - 1] + 1, previousRow[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, beforePrevious[j - 2] + 1)
                }
                row[j] = best
            }
        }
        return min(row[b.count], limit + 1)
    }
}
