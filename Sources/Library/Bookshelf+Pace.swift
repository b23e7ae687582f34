import Foundation
internal import SQLiteStore

/// How fast the books being read are going, from their own progress.
extension Bookshelf {
    /// Reading days a pace is measured over when a read has that many.
    static let paceWindow = 14

    /// The pace of each of the books `ids` that is being read, by id (books not on the reading list
    /// have none). Each book's entries are read newest first and only as far back as the pace needs.
    public func readingPaces(of ids: [Int], timeZone: TimeZone) throws(LibraryError) -> [Int: ReadingPace] {
        try read {
            var days = LocalDays(timeZone: timeZone)
            let today = days.day(of: now()) ?? 0
            let books = try connection.prepare(
                """
                SELECT b.page_count, b.current_page,
                       (SELECT started_at FROM read_throughs r WHERE r.book_id = b.id AND r.outcome = 'reading'
                        ORDER BY r.id DESC LIMIT 1)
                FROM books b WHERE b.id = ? AND b.status = 'reading'
                """)
            let entries = try connection.prepare(
                "SELECT page, at FROM progress WHERE book_id = ? AND at >= ? ORDER BY at DESC, id DESC")
            var paces: [Int: ReadingPace] = [:]
            for id in ids {
                guard let book = try books.rows([id], { row in (pageCount: row.int(0), page: row.int(1), started: row.double(2)) }).first
                else { continue }
                // Newest first: the latest page, then back through the window's reading days to
                // the page reached before them (0 at the start of the read).
                var latestPage: Int?
                var windowDays: [Int] = []
                var pageBefore = 0
                try entries.scanRows([id, book.started ?? -Double.greatestFiniteMagnitude]) { row in
                    let page = row.int(0) ?? 0
                    guard let day = days.day(ofSeconds: row.double(1) ?? .nan) else { return true }
                    if latestPage == nil { latestPage = page }
                    if windowDays.last != day {
                        guard windowDays.count < Self.paceWindow else {
                            pageBefore = page
                            return false
                        }
                        windowDays.append(day)
                    }
                    return true
                }
                let page = latestPage ?? book.page ?? 0
                let startDay = windowDays.count == Self.paceWindow
                    ? windowDays.last : book.started.flatMap { days.day(ofSeconds: $0) } ?? windowDays.last
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
            try connection.forEachRow("SELECT page, at FROM progress WHERE book_id = ? ORDER BY at, id", [id]) { row in
                let page = row.int(0) ?? 0
                defer { previous = page }
                guard page > previous, let day = days.day(ofSeconds: row.double(1) ?? .nan) else { return }
                pages[day, default: 0] += page - previous
            }
            return pages
        }
    }
}
