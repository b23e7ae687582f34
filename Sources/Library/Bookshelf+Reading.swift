internal import Essentials
import Foundation
internal import SQLiteStore

/// Reading books back: lists, one book, its full history, and naming a book the way users type it.
extension Bookshelf {
    /// The books on one list, or on every list when `status` is nil, ordered by id. These are
    /// list entries: the long texts (description, review, private notes) are left nil, which keeps
    /// a 10,000-book list fast and small; `book(id:)` has them.
    public func books(status: BookStatus? = nil) throws(LibraryError) -> [Book] {
        try read {
            if let status {
                return try loadBooks(where: "b.status = ?", [status.rawValue], withLongTexts: false)
            }
            return try loadBooks(where: "1", [], withLongTexts: false)
        }
    }

    /// The number of books in the library.
    public func bookCount() throws(LibraryError) -> Int {
        try read { try connection.scalarInt("SELECT count(*) FROM books") ?? 0 }
    }

    /// The lines of one list, ordered by id: what the text view of `shelf list` needs and no more.
    public func listEntries(status: BookStatus) throws(LibraryError) -> [ListEntry] {
        try read {
            // One row per author, in credit order: joining them here costs far less than a
            // group_concat subquery per book. A book without authors still has its one row.
            var entries: [ListEntry] = []
            try connection.forEachRow(
                """
                SELECT b.id, a.name, b.title, b.page_count, b.current_page, b.rating,
                       CASE WHEN b.status IN ('read', 'dnf') THEN (
                           SELECT finished_at FROM read_throughs r WHERE r.book_id = b.id ORDER BY r.id DESC LIMIT 1)
                       END
                FROM books b LEFT JOIN book_authors a ON a.book_id = b.id
                WHERE b.status = ? ORDER BY b.id, a.position
                """,
                [status.rawValue]
            ) { row in
                let id = row.int(0) ?? 0
                let author = row.string(1)
                if let last = entries.indices.last, entries[last].id == id {
                    if let author { entries[last].authors += ", " + author }
                    return
                }
                entries.append(ListEntry(
                    id: id, title: row.string(2) ?? "", authors: author ?? "", status: status,
                    pageCount: row.int(3), currentPage: row.int(4), finishedAt: TimeColumn.date(row.double(6)),
                    rating: row.double(5)))
            }
            return entries
        }
    }

    /// One book by its local id.
    public func book(id: Int) throws(LibraryError) -> Book {
        let found = try read { try loadBooks(where: "b.id = ?", [id]) }
        guard let book = found.first else { throw .bookNotFound("#\(id)") }
        return book
    }

    /// A book with its status history, progress history, read-throughs and word count.
    public func details(id: Int) throws(LibraryError) -> BookDetails {
        let book = try book(id: id)
        return try read {
            let history = try connection.query(
                "SELECT from_status, to_status, at FROM status_changes WHERE book_id = ? ORDER BY at, id",
                [id]
            ) { row in
                StatusChange(
                    from: row.string(0).flatMap(BookStatus.init(rawValue:)),
                    to: BookStatus(rawValue: row.string(1) ?? "") ?? .toRead,
                    at: TimeColumn.date(row.double(2)) ?? .distantPast)
            }
            let progress = try connection.query(
                "SELECT page, at FROM progress WHERE book_id = ? ORDER BY at, id", [id]
            ) { row in
                ProgressEntry(page: row.int(0) ?? 0, at: TimeColumn.date(row.double(1)) ?? .distantPast)
            }
            let readThroughs = try connection.query(
                "SELECT started_at, finished_at, outcome FROM read_throughs WHERE book_id = ? ORDER BY id",
                [id]
            ) { row in
                ReadThrough(
                    startedAt: TimeColumn.date(row.double(0)),
                    finishedAt: TimeColumn.date(row.double(1)),
                    outcome: ReadThrough.Outcome(rawValue: row.string(2) ?? "") ?? .reading)
            }
            let words = try connection.scalarInt("SELECT count(*) FROM words WHERE book_id = ?", [id]) ?? 0
            return BookDetails(
                book: book, statusHistory: history, progress: progress, readThroughs: readThroughs,
                wordCount: words)
        }
    }

    /// Finds the one book a user means: `12` or `#12` (local id), an ISBN-10/13, or a
    /// case-insensitive fragment of the title. An exact title beats fragments; several
    /// fragment matches are an error listing each.
    public func resolve(_ reference: String) throws(LibraryError) -> Book {
        let text = Whitespace.trimmed(reference, newlines: false)
        guard !text.isEmpty else { throw .bookNotFound(reference) }
        let idText = text.hasPrefix("#") ? String(text.dropFirst()) : text
        if let id = Int(idText), id > 0 {
            do {
                return try book(id: id)
            } catch .bookNotFound {
                // Not an id in this library: `1984` may still be a title.
                if text.hasPrefix("#") { throw .bookNotFound(reference) }
            }
        }
        if let isbn = ISBN(text) {
            let ids = try read {
                try connection.query(
                    "SELECT id FROM books WHERE isbn13 = ? OR isbn10 = ? ORDER BY id",
                    [isbn.isbn13, isbn.isbn10]
                ) { $0.int(0) ?? 0 }
            }
            if let id = ids.first { return try book(id: id) }
        }
        return try book(id: try idOfTitle(matching: text, reference: reference))
    }

    private func idOfTitle(matching text: String, reference: String) throws(LibraryError) -> Int {
        let needle = text.lowercased()
        let titles = try read {
            try connection.query("SELECT id, title FROM books ORDER BY id") { row in
                (id: row.int(0) ?? 0, title: row.string(1) ?? "")
            }
        }
        let matches = titles.filter { $0.title.lowercased().contains(needle) }
        let exact = matches.filter { $0.title.lowercased() == needle }
        if exact.count == 1 { return exact[0].id }
        if matches.count == 1 { return matches[0].id }
        if matches.isEmpty { throw .bookNotFound(reference) }
        throw .ambiguousBook(reference, matches: exact.count > 1 ? exact : matches)
    }

    /// Loads books with their derived fields; `condition` is SQL over the alias `b`.
    func loadBooks(where condition: String, _ values: [SQLiteBindable], withLongTexts: Bool = true) throws -> [Book] {
        let longText = { (column: String) in withLongTexts ? column : "NULL" }
        let sql = """
            SELECT b.id, b.title, b.subtitle, b.status, b.page_count, b.current_page, b.isbn10,
                   b.isbn13, b.year, b.original_year, b.publisher, b.language, \(longText("b.description")),
                   b.thumbnail, b.rating, b.custom_shelf, b.added_at, rt.started_at,
                   CASE WHEN rt.outcome <> 'reading' THEN rt.finished_at END,
                   (SELECT count(*) FROM read_throughs r WHERE r.book_id = b.id AND r.outcome = 'read'),
                   \(longText("b.review")), \(longText("b.private_notes")), b.google_volume_id, b.goodreads_id
            FROM books b
            LEFT JOIN read_throughs rt
                ON rt.id = (SELECT max(id) FROM read_throughs WHERE book_id = b.id)
            WHERE \(condition)
            ORDER BY b.id
            """
        var books = try connection.query(sql, values) { row in
            Book(
                id: row.int(0) ?? 0,
                title: row.string(1) ?? "",
                subtitle: row.string(2),
                authors: [],
                status: BookStatus(rawValue: row.string(3) ?? "") ?? .toRead,
                pageCount: row.int(4),
                currentPage: row.int(5),
                isbn10: row.string(6),
                isbn13: row.string(7),
                year: row.int(8),
                originalYear: row.int(9),
                publisher: row.string(10),
                language: row.string(11),
                description: row.string(12),
                thumbnail: row.string(13),
                rating: row.double(14),
                customShelf: row.string(15),
                shelves: [],
                addedAt: TimeColumn.date(row.double(16)) ?? .distantPast,
                startedAt: TimeColumn.date(row.double(17)),
                finishedAt: TimeColumn.date(row.double(18)),
                readCount: row.int(19) ?? 0,
                review: row.string(20),
                privateNotes: row.string(21),
                googleVolumeID: row.string(22),
                goodreadsID: row.string(23))
        }
        guard !books.isEmpty else { return books }
        let authors = try namesByBook(table: "book_authors", condition: condition, values)
        let shelves = try namesByBook(table: "book_shelves", condition: condition, values)
        for index in books.indices {
            books[index].authors = authors[books[index].id] ?? []
            books[index].shelves = shelves[books[index].id] ?? []
        }
        return books
    }

    private func namesByBook(
        table: String, condition: String, _ values: [SQLiteBindable]
    ) throws -> [Int: [String]] {
        var names: [Int: [String]] = [:]
        // Ordered by b.id, which the books come in already, so SQLite needs no sort.
        let rows = try connection.query(
            "SELECT n.book_id, n.name FROM \(table) n JOIN books b ON b.id = n.book_id WHERE \(condition) ORDER BY b.id, n.position",
            values
        ) { row in (row.int(0) ?? 0, row.string(1) ?? "") }
        for (id, name) in rows { names[id, default: []].append(name) }
        return names
    }
}
