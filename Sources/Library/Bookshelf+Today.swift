public import Essentials
import Foundation
internal import SQLiteStore

/// The small, bounded questions `shelf today` asks, each answered through an index so it costs
/// the same on a library of ten books or ten thousand.
extension Bookshelf {
    /// Pages read on each local day from `first` through `last` (day numbers to day numbers), by
    /// the rule statistics count with: each entry's page minus the book's previous entry's (0
    /// before its first), when that is more than nothing. Only entries on those days are read, each
    /// with one look-up of the entry before it.
    public func pagesByDay(from first: CalendarDate, through last: CalendarDate, timeZone: TimeZone) throws(LibraryError) -> [Int: Int] {
        try read {
            var days = LocalDays(timeZone: timeZone)
            let start = days.start(ofDay: first.daysSinceEpoch)
            let end = days.start(ofDay: last.daysSinceEpoch + 1)
            var pages: [Int: Int] = [:]
            try connection.forEachRow(Self.progressOnDaysSQL, [start, end], as: ProgressGainColumn.self) { row in
                let gain = try row.gain()
                guard gain > 0, let day = days.day(ofSeconds: try row.time(.at).seconds) else { return }
                pages[day, default: 0] += gain
            }
            return pages
        }
    }

    /// The progress entries logged from `?` up to `?` with the page of the book's entry before
    /// each (`ProgressGainColumn`), each found with one index look-up.
    static let progressOnDaysSQL = """
        SELECT p.at AS at, p.page AS page, (
            SELECT q.page FROM progress q
            WHERE q.book_id = p.book_id AND (q.at, q.sequence) < (p.at, p.sequence)
            ORDER BY q.at DESC, q.sequence DESC LIMIT 1) AS previous_page
        FROM progress p WHERE p.at >= ? AND p.at < ?
        """

    /// How many days the current run of reading days has (see `DayStreak.current`).
    public func currentReadingStreak(timeZone: TimeZone) throws(LibraryError) -> Int {
        try currentReadingRun(timeZone: timeZone)?.count ?? 0
    }

    /// The days (local day numbers) of the current run of reading days, ending today or
    /// yesterday; nil when neither day has pages read. Found walking back a day at a time: each
    /// day costs one index look-up for its first forward step, so a long streak costs a few
    /// microseconds a day instead of reading every entry it spans.
    func currentReadingRun(timeZone: TimeZone) throws(LibraryError) -> ClosedRange<Int>? {
        try read(inOneTransaction: true) {
            let days = LocalDays(timeZone: timeZone)
            var reckoner = days
            let today = reckoner.day(of: now()) ?? 0
            let firstStep = try connection.prepare(Self.progressOnDaysSQL)
            func readOn(_ day: Int) throws -> Bool {
                var found = false
                try firstStep.scanRows([days.start(ofDay: day), days.start(ofDay: day + 1)], as: ProgressGainColumn.self) { row in
                    found = try row.gain() > 0
                    return !found
                }
                return found
            }
            let end = try readOn(today) ? today : today - 1
            var day = end
            // Bounded by the days a four-digit year allows, whatever the data.
            while end - day < 3_000_000, try readOn(day) {
                day -= 1
            }
            return day < end ? (day + 1)...end : nil
        }
    }

    /// Read-throughs finished on local days `first` through `last`, the calendar day of an
    /// imported finish winning over its stored instant (as in `statistics`).
    public func finishedCount(from first: CalendarDate, through last: CalendarDate, timeZone: TimeZone) throws(LibraryError) -> Int {
        try read {
            var days = LocalDays(timeZone: timeZone)
            let range = first.daysSinceEpoch...last.daysSinceEpoch
            var count = 0
            try ReadThroughRow.forEach(
                in: connection, where: "outcome = 'read' AND finished_at >= ? AND finished_at < ?", Self.finishBounds(of: range),
                orderedBy: "finished_at"
            ) { readThrough in
                let day = try Self.finishDay(finishedAt: readThrough.finishedAt, on: readThrough.finishedOn, days: &days)
                if let day, range.contains(day) { count += 1 }
            }
            return count
        }
    }

    /// Pages read on local days `first` through `last`, as `statistics` counts them: the forward
    /// progress logged on those days (`pagesByDay`), plus the page count of each read finished
    /// then of a book with no progress logged. A pages goal asks this every `shelf today`, so only
    /// those days' entries and finishes are read, never the whole history.
    public func pagesRead(from first: CalendarDate, through last: CalendarDate, timeZone: TimeZone) throws(LibraryError) -> Int {
        let logged = try pagesByDay(from: first, through: last, timeZone: timeZone).values.reduce(0, +)
        return try read {
            var days = LocalDays(timeZone: timeZone)
            let range = first.daysSinceEpoch...last.daysSinceEpoch
            var estimated = 0
            try connection.forEachRow(
                Self.readThroughEventsSQL + " WHERE rt.outcome = 'read' AND rt.finished_at >= ? AND rt.finished_at < ?",
                Self.finishBounds(of: range), as: ReadThroughEventColumn.self
            ) { row in
                let day = try Self.finishDay(finishedAt: row.optionalTime(.finishedAt), on: row.string(.finishedOn), days: &days)
                guard let day, range.contains(day), try !row.flag(.hasProgress) else { return }
                estimated += try row.pageCount(.pageCount) ?? 0
            }
            return logged + estimated
        }
    }

    /// The stored instants that may finish on one of the local days `range`: a day's instants
    /// lie within 26 hours of its UTC midnight in every zone.
    private static func finishBounds(of range: ClosedRange<Int>) -> [SQLiteBindable] {
        let margin = 26.0 * 3600
        return [Double(range.lowerBound) * 86_400 - margin, Double(range.upperBound + 1) * 86_400 + margin]
    }

    /// The books being read, the most recently logged first, at most `limit`; books being read
    /// with nothing logged yet fill the rest, by id. `total` counts every book being read; only
    /// the books shown are read whole.
    ///
    /// The latest entries are walked back in time (through `progress_at`, which holds each
    /// entry's time, id and book): the first books being read met there are the ones most
    /// recently logged, so a library of 1,000 books being read costs a few thousand index steps
    /// rather than a look-up per book. The walk stops after `entriesWalked` entries (logged for
    /// books since finished, say); the books it has not met yet are then ranked by a look-up of
    /// each one's latest entry, so the answer is the same either way.
    public func recentlyReadBooks(limit: Int) throws(LibraryError) -> (books: [ListEntry], total: Int) {
        try read(inOneTransaction: true) {
            var reading: Set<Int> = []
            try connection.forEachRow("SELECT id FROM books WHERE status = 'reading'") { row in
                if let id = row.int(0) { reading.insert(id) }
            }
            let wanted = min(max(limit, 0), reading.count)
            guard wanted > 0 else { return ([], reading.count) }
            var ids: [Int] = []
            var met: Set<Int> = []
            let now = TimeColumn.value(now())
            // Ties in time go to the entry logged last.
            try connection.scanRows(
                "SELECT book_id FROM progress WHERE at <= ? ORDER BY at DESC, id DESC LIMIT \(Self.entriesWalked)", [now]
            ) { row in
                if let id = row.int(0), reading.contains(id), met.insert(id).inserted { ids.append(id) }
                return ids.count < wanted
            }
            if ids.count < wanted {
                // A book's latest entry is the last in the timeline's order, `(at, sequence)`.
                let notMet = ids.isEmpty ? "" : " AND b.id NOT IN (\(ids.map { _ in "?" }.joined(separator: ", ")))"
                try connection.forEachRow(
                    """
                    SELECT p.id AS id, b.id AS book_id, p.page AS page, p.at AS at, p.sequence AS sequence FROM books b
                    LEFT JOIN progress p ON p.id = (
                        SELECT q.id FROM progress q WHERE q.book_id = b.id AND q.at <= ? ORDER BY q.at DESC, q.sequence DESC LIMIT 1)
                    WHERE b.status = 'reading'\(notMet)
                    ORDER BY p.at IS NULL, p.at DESC, p.id DESC, b.id LIMIT ?
                    """, [now] + ids.map { $0 as SQLiteBindable } + [wanted - ids.count], as: ProgressRow.Column.self
                ) { row in
                    ids.append(try row.requiredInt(.bookID))
                }
            }
            guard !ids.isEmpty else { return ([], reading.count) }
            let entries = try listEntries(where: "b.id IN (\(ids.map { _ in "?" }.joined(separator: ", ")))", ids)
            let byID = Dictionary(entries.map { ($0.id, $0) }) { first, _ in first }
            return (ids.compactMap { byID[$0] }, reading.count)
        }
    }

    /// How many of the latest entries `recentlyReadBooks` walks before it looks the books it has
    /// not met up one by one: a few hundred microseconds of index steps.
    static let entriesWalked = 5_000

    /// Words not mastered whose review is due by now.
    public func dueWordCount() throws(LibraryError) -> Int {
        try read {
            // count(*) is always a whole number: nothing stored can damage it.
            try connection.scalarInt("SELECT count(*) FROM words WHERE mastered = 0 AND due <= ?", [TimeColumn.value(now())]) ?? 0
        }
    }
}
