import Foundation
internal import SQLiteStore

/// How fast the books being read are going, from their own progress.
extension Bookshelf {
    /// Reading days a pace is measured over when a read has that many.
    static let paceWindow = 14

    /// The pace of each of the books `ids` that is being read, by id (books not on the reading list
    /// have none). One query reads every one of those books; from there each book's latest entry
    /// and then its window, a reading day at a time, newest first, are each one index look-up of
    /// the latest entry before the day already counted. So a book costs at most `paceWindow` + 1
    /// look-ups however many entries it has, and a thousand books being read are not a thousand
    /// queries more.
    public func readingPaces(of ids: [Int], timeZone: TimeZone) throws(LibraryError) -> [Int: ReadingPace] {
        guard !ids.isEmpty else { return [:] }
        return try read(inOneTransaction: true) {
            var days = LocalDays(timeZone: timeZone)
            let today = days.day(of: now()) ?? 0
            let earlierEntry = try connection.prepare(Self.latestEntryBeforeSQL)
            var paces: [Int: ReadingPace] = [:]
            // A few books are looked up by id, each id a parameter of its own (given as one JSON
            // array, `json_each` cost the statement 140,000 instructions more to prepare); a whole
            // reading list is read through the list's index, which costs less than a look-up by id
            // each.
            let byID = ids.count <= Self.booksLookedUpByID
            let wanted = byID ? [] : Set(ids)
            let (condition, values): (String, [SQLiteBindable]) = byID
                ? ("b.id IN (?" + String(repeating: ", ?", count: ids.count - 1) + ") AND b.status = 'reading'", ids)
                : ("b.status = 'reading'", [])
            try connection.forEachRow(Self.paceBooksSQL + " " + condition, values, as: PaceBookColumn.self) { row in
                let id = try row.requiredInt(.id)
                guard byID || wanted.contains(id) else { return }
                let started = try row.optionalTime(.startedAt)
                // Where the read began in the book's one order: an entry at that instant recorded
                // before it (the last page of the read before) is not this read's.
                let readStart = EventPlace(
                    at: started?.seconds ?? -Double.greatestFiniteMagnitude, sequence: try row.optionalInt(.startedSequence) ?? 0)
                // The latest entry logged in this read, then back a reading day at a time through
                // the window to the page reached before it (0 at the start of the read). Each step
                // is answered by the index on (book_id, at, sequence, page) alone.
                func latestEntry(before limit: Double) throws -> (page: Int, seconds: Double)? {
                    var entry: (page: Int, seconds: Double)?
                    try earlierEntry.scanRows([id, readStart.at, readStart.sequence, limit], as: ProgressRow.Column.self) { row in
                        let earlier = try row.read(from: ProgressRow.table, ProgressRow.init)
                        entry = (earlier.page, earlier.at.seconds)
                        return false
                    }
                    return entry
                }
                var entry = try latestEntry(before: .infinity)
                let page = try entry?.page ?? row.page(.currentPage) ?? 0
                var windowDays = 0
                var oldestDay: Int?
                var pageBefore = 0
                while let current = entry, let day = days.day(ofSeconds: current.seconds) {
                    guard windowDays < Self.paceWindow else {
                        pageBefore = current.page
                        break
                    }
                    windowDays += 1
                    oldestDay = day
                    entry = try latestEntry(before: days.start(ofDay: day))
                }
                let startDay = windowDays == Self.paceWindow
                    ? oldestDay : started.flatMap { days.day(ofSeconds: $0.seconds) } ?? oldestDay
                paces[id] = ReadingPace(
                    bookID: id, pages: page - pageBefore, days: today - (startDay ?? today) + 1, page: page,
                    pageCount: try row.pageCount(.pageCount), today: today)
            }
            return paces
        }
    }

    /// Paces asked for by id, up to this many (`shelf today` asks for ten, `show` for one).
    private static let booksLookedUpByID = 64

    /// Books being read, each with its page count, current page and the start of its open
    /// read-through (`PaceBookColumn`), up to the condition on `books b`. The latest entry is
    /// looked up apart: joined here, it cost a read of the progress table's page per book.
    private static let paceBooksSQL = """
        SELECT b.id AS id, b.page_count AS page_count, b.current_page AS current_page,
               r.started_at AS started_at, r.sequence AS started_sequence
        FROM books b LEFT JOIN read_throughs r ON r.id = (
            SELECT s.id FROM read_throughs s WHERE s.book_id = b.id AND s.outcome = 'reading' ORDER BY s.id DESC LIMIT 1)
        WHERE
        """

    /// A book's latest entry at or after the place `(?, ?)` and before `?`, ties going to the
    /// entry recorded last.
    private static let latestEntryBeforeSQL = """
        SELECT id, book_id, page, at, sequence FROM progress WHERE book_id = ? AND (at, sequence) >= (?, ?) AND at < ?
        ORDER BY at DESC, sequence DESC LIMIT 1
        """

    /// Pages read in one book on each local day (forward progress, as statistics count it), by day
    /// number: the sparkline of `shelf show`.
    public func pagesPerDay(ofBook id: Int, timeZone: TimeZone) throws(LibraryError) -> [Int: Int] {
        try read {
            var days = LocalDays(timeZone: timeZone)
            var pages: [Int: Int] = [:]
            var previous = 0
            try ProgressRow.forEach(in: connection, where: "book_id = ?", [id], orderedBy: "at, sequence") { entry in
                defer { previous = entry.page }
                guard entry.page > previous, let day = days.day(ofSeconds: entry.at.seconds) else { return }
                pages[day, default: 0] += entry.page - previous
            }
            return pages
        }
    }
}
