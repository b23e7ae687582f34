internal import Essentials
import Foundation
internal import SQLiteStore

/// `shelf list` with conditions and an order: which books, in which order, then their lines.
extension Bookshelf {
    /// The ids of the books `query` asks for, in its order. Days of finishes are read in
    /// `timeZone`, except those known only as a day (Goodreads' Date Read), which keep their day.
    public func bookIDs(matching query: BookQuery, timeZone: TimeZone) throws(LibraryError) -> [Int] {
        var conditions: [String] = []
        var values: [SQLiteBindable] = []
        if let status = query.status {
            conditions.append("b.status = ?")
            values.append(status.rawValue)
        }
        if let shelf = query.shelf {
            conditions.append(
                "b.id IN (SELECT l.book_id FROM book_shelves l JOIN shelves s ON s.id = l.shelf_id WHERE s.name_key = ?)")
            values.append(ShelfLinks.key(of: Whitespace.trimmed(shelf, newlines: true)))
        }
        if let days = query.finished {
            conditions.append(
                """
                EXISTS (SELECT 1 FROM read_throughs r WHERE r.book_id = b.id AND r.outcome = 'read' AND (
                    (r.finished_on IS NOT NULL AND r.finished_on BETWEEN ? AND ?)
                    OR (r.finished_on IS NULL AND r.finished_at >= ? AND r.finished_at < ?)))
                """)
            let after = CalendarDate(daysSinceEpoch: days.upperBound.daysSinceEpoch + 1)
            values += [
                days.lowerBound.description, days.upperBound.description,
                TimeColumn.value(days.lowerBound.start(in: timeZone)), TimeColumn.value(after.start(in: timeZone)),
            ]
        }
        if let rating = query.minimumRating {
            conditions.append("b.rating >= ?")
            values.append(rating)
        }
        let direction = query.reversed ? "DESC" : "ASC"
        let key = Self.sortKey(query.sort)
        let sql = """
            SELECT b.id FROM books b
            LEFT JOIN read_throughs rt ON rt.id = (SELECT max(id) FROM read_throughs WHERE book_id = b.id)
            WHERE \(conditions.isEmpty ? "1" : conditions.joined(separator: " AND "))
            ORDER BY (\(key)) IS NULL, \(key) \(direction), b.id \(direction)
            """
        return try read {
            var ids = try connection.query(sql, values) { $0.int(0) ?? 0 }
            if let author = query.author.map({ Whitespace.trimmed($0, newlines: true).lowercased() }), !author.isEmpty {
                let authored = try booksWithAuthor(containing: author)
                ids = ids.filter(authored.contains)
            }
            if let limit = query.limit { ids = Array(ids.prefix(max(0, limit))) }
            return ids
        }
    }

    /// The list lines of the books `ids`, in that order; ids of no book are left out.
    public func listEntries(ids: [Int]) throws(LibraryError) -> [ListEntry] {
        let entries = try isMostOfTheLibrary(ids)
            ? allListEntries()
            : read { try listEntries(where: IDList.contains("b.id"), [IDList.json(ids)]) }
        let byID = Dictionary(entries.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return ids.compactMap { byID[$0] }
    }

    /// The books `ids`, in that order (as lists read them: without the long texts).
    public func books(ids: [Int]) throws(LibraryError) -> [Book] {
        let books = try isMostOfTheLibrary(ids)
            ? read { try loadBooks(where: "1", [], texts: .listed) }
            : read { try loadBooks(where: IDList.contains("b.id"), [IDList.json(ids)], texts: .listed) }
        let byID = Dictionary(books.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return ids.compactMap { byID[$0] }
    }

    /// True when `ids` are over half the books (ids are never reused, so the highest bounds the
    /// count). Such a choice is read in one pass over the library and picked out, which costs
    /// less than looking each book up; fewer are looked up by id, so `--limit 10` reads ten books.
    private func isMostOfTheLibrary(_ ids: [Int]) throws(LibraryError) -> Bool {
        try ids.count * 2 > read { try connection.scalarInt("SELECT max(id) FROM books") ?? 0 }
    }

    /// The books one of whose authors contains `text`, already lowercased.
    private func booksWithAuthor(containing text: String) throws -> Set<Int> {
        var ids = Set<Int>()
        try connection.forEachRow("SELECT book_id, name FROM book_authors") { row in
            if let name = row.string(1), name.lowercased().contains(text), let id = row.int(0) { ids.insert(id) }
        }
        return ids
    }

    /// The SQL value a sort orders by, over `b` (the book) and `rt` (its latest read-through);
    /// with no sort, the order of the plain list.
    private static func sortKey(_ sort: BookSort?) -> String {
        switch sort {
        case nil: "b.id"
        case .added: "b.added_at"
        case .title: "b.title COLLATE NOCASE"
        case .author: "(SELECT name FROM book_authors a WHERE a.book_id = b.id ORDER BY a.position LIMIT 1) COLLATE NOCASE"
        case .finished: "CASE WHEN rt.outcome <> 'reading' THEN rt.finished_at END"
        case .started: "rt.started_at"
        case .rating: "b.rating"
        case .progress: "CAST(b.current_page AS REAL) / b.page_count"
        case .pages: "b.page_count"
        }
    }
}
