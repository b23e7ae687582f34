import Foundation
internal import SQLiteStore

/// Writes the records of a Goodreads export into the library, inside the caller's transaction.
///
/// A record is matched to a book already in the library by its Goodreads Book Id; failing that, a
/// book with the same ISBN-13 and no Goodreads id of its own is linked to it. Rows without a Book
/// Id (a file shelf exported for hand-added books) match by ISBN-13, else by title and author.
/// An import never deletes and never moves a book back: on a re-import of the same book, values
/// the newer export has replace Goodreads' older ones, except fields the user edited in shelf; a
/// book being linked for the first time only has its empty fields filled, its shelves merged and
/// its list moved forward.
struct GoodreadsImporter {
    /// What became of one record.
    enum Outcome {
        case added, updated, skipped
    }

    private let library: Bookshelf
    private let timeZone: TimeZone
    private let now: Date
    /// Every book as it was before its first change in this import, by id; books this import
    /// added are loaded when a later row of the same file matches them.
    private var books: [Int: Book] = [:]
    private var editedFields: [Int: Set<String>] = [:]
    private var byGoodreadsID: [String: Int] = [:]
    /// ISBN-13s of books with no Goodreads id (linkable), and of every book (for rows without an id).
    private var unlinkedByISBN13: [String: Int] = [:]
    private var anyByISBN13: [String: Int] = [:]
    /// `title + author` keys of books with no Goodreads id, for rows with neither id nor ISBN.
    private var unlinkedByTitle: [String: Int] = [:]

    private var connection: Connection { library.connection }

    /// Loads what matching needs: the library's books, once, rather than a query per row.
    init(library: Bookshelf, timeZone: TimeZone, now: Date) throws {
        self.library = library
        self.timeZone = timeZone
        self.now = now
        for book in try library.loadBooks(where: "1", []) {
            books[book.id] = book
            index(book)
        }
        let edits = try library.connection.query(
            "SELECT id, edited_fields FROM books WHERE edited_fields <> ''"
        ) { row in (row.int(0) ?? 0, row.string(1) ?? "") }
        for (id, fields) in edits {
            editedFields[id] = Set(fields.split(separator: ",").map(String.init))
        }
    }

    /// Adds, updates or skips the book `record` describes.
    mutating func importRecord(_ record: GoodreadsRecord) throws -> Outcome {
        let isbn = Self.isbns(of: record)
        guard let (id, linking) = match(record, isbn13: isbn.valid13) else {
            let id = try insert(record, isbn: isbn)
            try markFinishDay(of: id, record)
            // Indexed from the record rather than reloaded: a later row of the same file that
            // matches it loads it then.
            index(
                id: id, goodreadsID: record.bookId.isEmpty ? nil : record.bookId, isbn13: isbn.isbn13,
                title: record.title, authors: Self.authors(of: record))
            return .added
        }
        let book: Book
        if let known = books[id] {
            book = known
        } else {
            guard let loaded = try library.loadBooks(where: "b.id = ?", [id]).first else { return .skipped }
            book = loaded
        }
        let changed = try update(book, with: record, isbn: isbn, overwriting: !linking)
        if changed {
            try markFinishDay(of: id, record)
            books[id] = try library.loadBooks(where: "b.id = ?", [id]).first
            if linking { unindexUnlinked(book) }
            if let updated = books[id] { index(updated) }
        } else {
            books[id] = book
        }
        return changed ? .updated : .skipped
    }

    /// The book `record` is, and whether it is being linked to Goodreads for the first time
    /// (rather than re-imported); nil when it is new to the library.
    private func match(_ record: GoodreadsRecord, isbn13: String?) -> (id: Int, linking: Bool)? {
        if !record.bookId.isEmpty {
            if let id = byGoodreadsID[record.bookId] { return (id, false) }
            if let isbn13, let id = unlinkedByISBN13[isbn13] { return (id, true) }
            return nil
        }
        if let isbn13, let id = anyByISBN13[isbn13] { return (id, true) }
        if let id = unlinkedByTitle[Self.titleKey(record.title, authors: Self.authors(of: record))] {
            return (id, true)
        }
        return nil
    }

    private mutating func index(_ book: Book) {
        index(id: book.id, goodreadsID: book.goodreadsID, isbn13: book.isbn13, title: book.title, authors: book.authors)
    }

    /// Makes a book findable; where several books share an ISBN or title, the first one wins.
    private mutating func index(id: Int, goodreadsID: String?, isbn13: String?, title: String, authors: [String]) {
        if let isbn13 { anyByISBN13[isbn13] = anyByISBN13[isbn13] ?? id }
        if let goodreadsID {
            byGoodreadsID[goodreadsID] = id
        } else {
            if let isbn13 { unlinkedByISBN13[isbn13] = unlinkedByISBN13[isbn13] ?? id }
            let key = Self.titleKey(title, authors: authors)
            unlinkedByTitle[key] = unlinkedByTitle[key] ?? id
        }
    }

    private mutating func unindexUnlinked(_ book: Book) {
        if let isbn13 = book.isbn13, unlinkedByISBN13[isbn13] == book.id { unlinkedByISBN13[isbn13] = nil }
        let key = Self.titleKey(book.title, authors: book.authors)
        if unlinkedByTitle[key] == book.id { unlinkedByTitle[key] = nil }
    }

    // MARK: Adding

    private func insert(_ record: GoodreadsRecord, isbn: (isbn10: String?, isbn13: String?, valid13: String?)) throws -> Int {
        let title = try BookValidation.title(record.title)
        let addedAt = record.dateAdded?.start(in: timeZone) ?? now
        let finishedAt = record.dateRead?.start(in: timeZone)
        let status = record.status
        try connection.run(
            """
            INSERT INTO books (title, page_count, isbn10, isbn13, year, original_year, publisher, rating,
                status, custom_shelf, current_page, added_at, updated_at, review, private_notes, goodreads_id)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [
                title, record.pageCount, isbn.isbn10, isbn.isbn13, record.yearPublished,
                record.originalPublicationYear, record.publisher, record.myRating, status.rawValue,
                record.customExclusiveShelf, status == .read ? record.pageCount : nil,
                TimeColumn.value(addedAt), TimeColumn.value(now), record.myReview, record.privateNotes,
                record.bookId.isEmpty ? nil : record.bookId,
            ])
        let id = connection.lastInsertedRowID
        try library.replaceNames(in: "book_authors", of: id, with: Self.authors(of: record))
        try library.replaceNames(in: "book_shelves", of: id, with: record.bookshelves)

        // Goodreads keeps a read count and the date of the latest read, nothing more: earlier reads
        // become read-throughs with unknown dates, and the latest read ends on `Date Read`. A
        // to-read book that has a date read was read before, so it has one read too.
        let reads = max(record.readCount ?? 0, status == .read || (finishedAt != nil && status != .dnf) ? 1 : 0)
        for index in 0..<reads {
            try insertReadThrough(of: id, started: nil, finished: index == reads - 1 ? finishedAt : nil, outcome: .read)
        }
        switch status {
        case .reading:
            // There is no start date in the export; the day it was shelved is the best one known.
            try insertReadThrough(of: id, started: addedAt, finished: nil, outcome: .reading)
        case .dnf:
            try insertReadThrough(of: id, started: nil, finished: reads == 0 ? finishedAt : nil, outcome: .dnf)
        case .toRead, .read:
            break
        }
        // The book joined the lists when Goodreads says it was added, whatever list it is on now:
        // the history's first line agrees with "Added", and the finish lives in the read-through.
        try connection.run(
            "INSERT INTO status_changes (book_id, from_status, to_status, at) VALUES (?, NULL, ?, ?)",
            [id, status.rawValue, TimeColumn.value(addedAt)])
        return id
    }

    /// Goodreads gives only the day of a finish: the read-through that ends on it keeps that day,
    /// so statistics count it on that day whatever the time zone they are read in.
    private func markFinishDay(of id: Int, _ record: GoodreadsRecord) throws {
        guard let day = record.dateRead else { return }
        try connection.run(
            "UPDATE read_throughs SET finished_on = ? WHERE book_id = ? AND finished_at = ?",
            [day.description, id, TimeColumn.value(day.start(in: timeZone))])
    }

    private func insertReadThrough(of id: Int, started: Date?, finished: Date?, outcome: ReadThrough.Outcome) throws {
        try connection.run(
            "INSERT INTO read_throughs (book_id, started_at, finished_at, outcome) VALUES (?, ?, ?, ?)",
            [id, TimeColumn.value(started), TimeColumn.value(finished), outcome.rawValue])
    }

    // MARK: Updating

    /// Brings `book` up to date with `record`; true when anything changed.
    private func update(
        _ book: Book, with record: GoodreadsRecord, isbn: (isbn10: String?, isbn13: String?, valid13: String?),
        overwriting: Bool
    ) throws -> Bool {
        let edited = editedFields[book.id] ?? []
        var assignments: [(column: String, value: SQLiteBindable)] = []
        /// Offers a new value for a column: taken when the file has one that differs, the user has
        /// not edited the column in shelf, and either this is a re-import or the book has none yet.
        func offer<Value: Equatable & SQLiteBindable>(_ column: String, _ new: Value?, _ old: Value?) {
            guard let new, new != old, !edited.contains(column), overwriting || old == nil else { return }
            assignments.append((column, new))
        }
        offer("title", try BookValidation.title(record.title), book.title)
        if let pages = record.pageCount, pages >= (book.currentPage ?? 0) {
            offer("page_count", pages, book.pageCount)
        }
        offer("isbn13", isbn.isbn13, book.isbn13)
        offer("isbn10", isbn.isbn10, book.isbn10)
        offer("year", record.yearPublished, book.year)
        offer("original_year", record.originalPublicationYear, book.originalYear)
        offer("publisher", record.publisher, book.publisher)
        offer("rating", record.myRating, book.rating)
        offer("review", record.myReview, book.review)
        offer("private_notes", record.privateNotes, book.privateNotes)
        if book.goodreadsID == nil, !record.bookId.isEmpty {
            assignments.append(("goodreads_id", record.bookId))
        }
        // The earlier of the two is when the book really joined the reader's lists. Compared by
        // day, as the file gives it: the same day is no news, even if the library knows the hour.
        if let added = record.dateAdded, added < CalendarDate(book.addedAt, in: timeZone) {
            assignments.append(("added_at", TimeColumn.value(added.start(in: timeZone))))
        }
        var changed = false
        let authors = Self.authors(of: record)
        if !authors.isEmpty, authors != book.authors, !edited.contains("authors"), overwriting || book.authors.isEmpty {
            try library.replaceNames(in: "book_authors", of: book.id, with: authors)
            changed = true
        }
        let known = Set(book.shelves.map { $0.lowercased() })
        let newShelves = record.bookshelves.filter { !known.contains($0.lowercased()) }
        if !newShelves.isEmpty {
            try library.replaceNames(in: "book_shelves", of: book.id, with: book.shelves + newShelves)
            changed = true
        }
        let finishedAt = record.dateRead?.start(in: timeZone)
        var status = book.status
        if Self.rank(record.status) > Self.rank(book.status) {
            try advance(book.id, from: book.status, to: record.status, finishedAt: finishedAt)
            status = record.status
            changed = true
        } else if book.status == .read, record.status == .read, book.finishedAt == nil, let finishedAt {
            try connection.run(
                "UPDATE read_throughs SET finished_at = ? WHERE id = (SELECT max(id) FROM read_throughs WHERE book_id = ?)",
                [TimeColumn.value(finishedAt), book.id])
            changed = true
        }
        if record.status == .read, let count = record.readCount, try addMissingReads(of: book.id, count: count, dateRead: finishedAt) {
            changed = true
        }
        if status == record.status, let shelf = record.customExclusiveShelf, shelf != book.customShelf,
            overwriting || book.customShelf == nil
        {
            assignments.append(("custom_shelf", shelf))
        }
        guard changed || !assignments.isEmpty else { return false }
        assignments.append(("updated_at", TimeColumn.value(now)))
        try connection.run(
            "UPDATE books SET \(assignments.map { "\($0.column) = ?" }.joined(separator: ", ")) WHERE id = ?",
            assignments.map(\.value) + [book.id])
        return true
    }

    /// Goodreads counts every finished read of a book. A file that counts more than the library
    /// knows (a re-read logged on Goodreads since the last import) adds the missing reads, with
    /// unknown dates. A date read later than the library's latest finish belongs to the newest of
    /// them; otherwise the added reads are earlier ones, and the latest read keeps its dates by
    /// moving them to the last row (reads are ordered by id). True when reads were added.
    private func addMissingReads(of id: Int, count: Int, dateRead: Date?) throws -> Bool {
        let reads = try connection.query(
            "SELECT id, started_at, finished_at, finished_on FROM read_throughs WHERE book_id = ? AND outcome = 'read' ORDER BY id",
            [id]
        ) { row in (id: row.int(0) ?? 0, started: row.double(1), finished: row.double(2), day: row.string(3)) }
        let missing = min(count, BookLimits.readCount) - reads.count
        guard missing > 0 else { return false }
        let latestFinish = reads.compactMap(\.finished).max()
        let isReRead = dateRead.map { date in latestFinish.map { TimeColumn.value(date) > $0 } ?? true } ?? false
        for index in 0..<missing {
            try insertReadThrough(of: id, started: nil, finished: isReRead && index == missing - 1 ? dateRead : nil, outcome: .read)
        }
        if !isReRead, let latest = reads.last {
            try connection.run(
                "UPDATE read_throughs SET started_at = ?, finished_at = ?, finished_on = ? WHERE id = ?",
                [latest.started, latest.finished, latest.day, connection.lastInsertedRowID])
            try connection.run(
                "UPDATE read_throughs SET started_at = NULL, finished_at = NULL, finished_on = NULL WHERE id = ?", [latest.id])
        }
        return true
    }

    /// Moves a book forward to the list the file has it on, keeping the move in its history. A
    /// finish the file gives no date for is left unknown rather than stamped with today. A finish
    /// dated before the book's current read-through or its last move is an earlier read of its
    /// own: the book stays where it is, so no finish precedes its start and no move its previous.
    private func advance(_ id: Int, from old: BookStatus, to new: BookStatus, finishedAt: Date?) throws {
        let ends = new == .read || new == .dnf
        if ends, let finishedAt, try isBeforeCurrentRead(of: id, finishedAt) {
            try insertEarlierRead(of: id, finishedAt: finishedAt, outcome: new == .read ? .read : .dnf)
            return
        }
        let at = ends ? finishedAt ?? now : now
        _ = try library.moveAddedBack(of: id, to: at)
        try library.recordStatus(of: id, from: old, to: new, at: at)
        if ends, finishedAt == nil {
            try connection.run(
                "UPDATE read_throughs SET finished_at = NULL WHERE id = (SELECT max(id) FROM read_throughs WHERE book_id = ?)",
                [id])
        }
    }

    private func isBeforeCurrentRead(of id: Int, _ time: Date) throws -> Bool {
        let lastMove = try library.lastMove(of: id)?.at.date
        let start = try library.latestReadThrough(of: id).flatMap { $0.outcome == .reading ? $0.startedAt?.date : nil }
        return [lastMove, start].compactMap { $0 }.contains { time < $0 }
    }

    /// Records a finished read just before the book's latest read-through: read-throughs are in
    /// order of id, so the latest one's values move to a new row and its row takes the earlier read.
    private func insertEarlierRead(of id: Int, finishedAt: Date, outcome: ReadThrough.Outcome) throws {
        guard let latest = try library.latestReadThrough(of: id) else {
            try insertReadThrough(of: id, started: nil, finished: finishedAt, outcome: outcome)
            return
        }
        try connection.run(
            "INSERT INTO read_throughs (book_id, started_at, finished_at, finished_on, outcome) SELECT book_id, started_at, finished_at, finished_on, outcome FROM read_throughs WHERE id = ?",
            [latest.id])
        try connection.run(
            "UPDATE read_throughs SET started_at = NULL, finished_at = ?, finished_on = NULL, outcome = ? WHERE id = ?",
            [TimeColumn.value(finishedAt), outcome.rawValue, latest.id])
    }

    /// How far along a list is: an import only ever moves a book to a later one, so an older
    /// export cannot send a read book back to to-read.
    private static func rank(_ status: BookStatus) -> Int {
        switch status {
        case .toRead: 0
        case .reading: 1
        case .dnf: 2
        case .read: 3
        }
    }

    // MARK: Values

    private static func authors(of record: GoodreadsRecord) -> [String] {
        BookValidation.authors([record.author] + record.additionalAuthors)
    }

    private static func titleKey(_ title: String, authors: [String]) -> String {
        title.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() + "\u{1F}"
            + (authors.first ?? "").lowercased()
    }

    /// The ISBNs to store. A valid ISBN is stored in both forms, the missing one derived from the
    /// other. One with a wrong check digit is still kept as exported (it is the reader's data and
    /// goes back out on export) but never used to match books, and never fails the import.
    static func isbns(of record: GoodreadsRecord) -> (isbn10: String?, isbn13: String?, valid13: String?) {
        let valid13 = record.isbn13.flatMap(ISBN.init)
        let valid10 = record.isbn10.flatMap(ISBN.init)
        let best = valid13 ?? valid10
        return (
            isbn10: valid10?.isbn10 ?? record.isbn10 ?? best?.isbn10,
            isbn13: valid13?.isbn13 ?? record.isbn13 ?? best?.isbn13,
            valid13: best?.isbn13)
    }
}
