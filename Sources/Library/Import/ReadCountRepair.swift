import Foundation

/// Brings a book's finished reads up to the count a Goodreads export gives.
///
/// Goodreads counts every finished read of a book. A file that counts more than the library knows
/// (a re-read logged on Goodreads since the last import) adds the missing reads, with unknown
/// dates. A date read later than the library's latest finish belongs to the newest of them;
/// otherwise the added reads are earlier ones, and the latest read keeps its dates by moving them
/// to the last row (reads are ordered by id).
struct ReadCountRepair {
    let history: ReadingHistory

    /// Adds the reads `count` says book `id` is missing; true when reads were added.
    func addMissingReads(of id: Int, count: Int, dateRead: Date?) throws -> Bool {
        let reads = try history.finishedReads(of: id)
        let missing = min(count, BookLimits.readCount) - reads.count
        guard missing > 0 else { return false }
        let latestFinish = reads.compactMap(\.finishedAt?.seconds).max()
        let isReRead = dateRead.map { date in latestFinish.map { TimeColumn.value(date) > $0 } ?? true } ?? false
        let newest = try history.recordEarlierReads(of: id, count: missing, lastEndingAt: isReRead ? dateRead : nil)
        if !isReRead, let latest = reads.last, let newest {
            try history.moveDates(of: latest, to: newest)
        }
        return true
    }
}
