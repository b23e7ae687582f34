import Foundation
internal import SQLiteStore

/// How fast the books being read are going, from their own progress.
extension Bookshelf {
    /// Reading days a pace is measured over when a read has that many.
    static let paceWindow = 14

    /// The pace of each of the books `ids` that is being read, by id (books not on the reading list
    /// have none). The window is found a reading day at a time, newest first: each step is one
    /// index look-up of the latest entry before the day already counted, so a book costs at most
    /// `paceWindow + 1` look-ups however many entries it has.
    public func readingPaces(of ids: [Int], timeZone: TimeZone) throws(LibraryError) -> [Int: ReadingPace] {
        try read {
            var days = LocalDays(timeZone: timeZone)
            let today = days.day(of: now()) ?? 0
            let books = try connection.prepare(
                """
                SELECT b.page_count AS page_count, b.current_page AS current_page,
                       (SELECT started_at FROM read_throughs r WHERE r.book_id = b.id AND r.outcome = 'reading'
                        ORDER BY r.id DESC LIMIT 1) AS started_at
                FROM books b WHERE b.id = ? AND b.status = 'reading'
                """)
            let latestBefore = try connection.prepare(
                """
                SELECT id, book_id, page, at, sequence FROM progress WHERE book_id = ? AND at >= ? AND at < ?
                ORDER BY at DESC, sequence DESC LIMIT 1
                """)
            var paces: [Int: ReadingPace] = [:]
            for id in ids {
                let found = try books.rows([id], as: PaceBookColumn.self) { row in
                    (pageCount: try row.pageCount(.pageCount), page: try row.page(.currentPage),
                     started: try row.optionalTime(.startedAt))
                }
                guard let book = found.first else { continue }
                let readStart = book.started?.seconds ?? -Double.greatestFiniteMagnitude
                // The latest page, then back a reading day at a time through the window to the
                // page reached before it (0 at the start of the read).
                let newest = try latestBefore.rows([id, readStart, Double.infinity], as: ProgressRow.Column.self, ProgressRow.init).first
                var windowDays: [Int] = []
                var pageBefore = 0
                var entry = newest
                while let current = entry, let day = days.day(ofSeconds: current.at.seconds) {
                    guard windowDays.count < Self.paceWindow else {
                        pageBefore = current.page
                        break
                    }
                    windowDays.append(day)
                    entry = try latestBefore.rows(
                        [id, readStart, days.start(ofDay: day)], as: ProgressRow.Column.self, ProgressRow.init
                    ).first
                }
                let page = newest?.page ?? book.page ?? 0
                let startDay = windowDays.count == Self.paceWindow
                    ? windowDays.last : book.started.flatMap { days.day(ofSeconds: $0.seconds) } ?? windowDays.last
                paces[id] = ReadingPace(
                    bookID: id, pages: page - pageBefore, days: today - (startDay ?? today) + 1, page: page,
                    pageCount: book.pageCount, today: today)
            }
            return paces
        }
    }

    /// Pages read in one book on each local day (forward progress, as statistics count it), by day
    /// number: the sparkline of `shelf show`.
    public func pagesPerDay(ofBook id: Int, timeZone: TimeZone) throws(LibraryError) -> [Int: Int] {
        try read {
            var days = LocalDays(timeZone: timeZone)
            var pages: [Int: Int] = [:]
            var previous = 0
            try ProgressRow.forEach(in: connection, where: "book_id = ?", [id], orderedBy: "at, id") { entry in
                defer { previous = entry.page }
                guard entry.page > previous, let day = days.day(ofSeconds: entry.at.seconds) else { return }
                pages[day, default: 0] += entry.page - previous
            }
            return pages
        }
    }
}
