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
            try connection.forEachRow(
                """
                SELECT p.at, p.page - ifnull((
                    SELECT q.page FROM progress q
                    WHERE q.book_id = p.book_id AND (q.at < p.at OR (q.at = p.at AND q.id < p.id))
                    ORDER BY q.at DESC, q.id DESC LIMIT 1), 0)
                FROM progress p WHERE p.at >= ? AND p.at < ?
                """,
                [start, end]
            ) { row in
                guard let gain = row.int(1), gain > 0, let day = days.day(ofSeconds: row.double(0) ?? .nan) else { return }
                pages[day, default: 0] += gain
            }
            return pages
        }
    }

    /// The current run of reading days (see `DayStreak.current`), found walking back a day at a
    /// time: each day costs one index look-up for its first forward step, so a long streak costs
    /// a few microseconds a day instead of reading every entry it spans.
    public func currentReadingStreak(timeZone: TimeZone) throws(LibraryError) -> Int {
        try read {
            let days = LocalDays(timeZone: timeZone)
            var reckoner = days
            let today = reckoner.day(of: now()) ?? 0
            let firstStep = try connection.prepare(
                """
                SELECT p.page - ifnull((
                    SELECT q.page FROM progress q
                    WHERE q.book_id = p.book_id AND (q.at < p.at OR (q.at = p.at AND q.id < p.id))
                    ORDER BY q.at DESC, q.id DESC LIMIT 1), 0)
                FROM progress p WHERE p.at >= ? AND p.at < ?
                """)
            func readOn(_ day: Int) throws -> Bool {
                var found = false
                try firstStep.scanRows([days.start(ofDay: day), days.start(ofDay: day + 1)]) { row in
                    found = (row.int(0) ?? 0) > 0
                    return !found
                }
                return found
            }
            var day = try readOn(today) ? today : today - 1
            var streak = 0
            // Bounded by the days a four-digit year allows, whatever the data.
            while streak < 3_000_000, try readOn(day) {
                streak += 1
                day -= 1
            }
            return streak
        }
    }

    /// Read-throughs finished on local days `first` through `last`, the calendar day of an
    /// imported finish winning over its stored instant (as in `statistics`).
    public func finishedCount(from first: CalendarDate, through last: CalendarDate, timeZone: TimeZone) throws(LibraryError) -> Int {
        try read {
            var days = LocalDays(timeZone: timeZone)
            let range = first.daysSinceEpoch...last.daysSinceEpoch
            // A day's instants lie within 26 hours of its UTC midnight in every zone.
            let margin = 26.0 * 3600
            var count = 0
            try connection.forEachRow(
                """
                SELECT finished_at, finished_on FROM read_throughs
                WHERE outcome = 'read' AND finished_at >= ? AND finished_at < ?
                """,
                [Double(range.lowerBound) * 86_400 - margin, Double(range.upperBound + 1) * 86_400 + margin]
            ) { row in
                let day = row.string(1).flatMap(CalendarDate.init(parsing:))?.daysSinceEpoch
                    ?? row.double(0).flatMap { days.day(ofSeconds: $0) }
                if let day, range.contains(day) { count += 1 }
            }
            return count
        }
    }

    /// The books being read, the most recently logged first, at most `limit`; books being read
    /// with nothing logged yet fill the rest, by id. Progress is read newest first through its
    /// index and only until `limit` books are found. `total` counts every book being read.
    public func recentlyReadBooks(limit: Int) throws(LibraryError) -> (books: [ListEntry], total: Int) {
        let reading = try listEntries(status: .reading)
        let wanted = Set(reading.map(\.id))
        var recent: [Int] = []
        var seen: Set<Int> = []
        try read {
            try connection.scanRows(
                "SELECT book_id FROM progress WHERE at <= ? ORDER BY at DESC", [TimeColumn.value(now())]
            ) { row in
                if let id = row.int(0), wanted.contains(id), seen.insert(id).inserted { recent.append(id) }
                return recent.count < limit
            }
        }
        let byID = Dictionary(reading.map { ($0.id, $0) }) { first, _ in first }
        let unlogged = reading.filter { !seen.contains($0.id) }
        return (Array((recent.compactMap { byID[$0] } + unlogged).prefix(limit)), reading.count)
    }

    /// Words not mastered whose review is due by now.
    public func dueWordCount() throws(LibraryError) -> Int {
        try read {
            try connection.scalarInt("SELECT count(*) FROM words WHERE mastered = 0 AND due <= ?", [TimeColumn.value(now())]) ?? 0
        }
    }
}
