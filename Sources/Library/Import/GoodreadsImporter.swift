import Foundation

/// Imports the records of a Goodreads export one by one, inside the caller's transaction:
/// `GoodreadsMatcher` finds the book a record is, and `GoodreadsRowMerger` adds it or brings it up
/// to date (see each for the rules).
struct GoodreadsImporter {
    /// What became of one record.
    enum Outcome {
        case added, updated, skipped
    }

    private let library: Bookshelf
    private let merger: GoodreadsRowMerger
    private var matcher = GoodreadsMatcher()
    /// Every book as it was before its first change in this import, by id; books this import
    /// added are loaded when a later row of the same file matches them.
    private var books: [Int: Book] = [:]

    /// Loads what matching needs: the library's books, once, rather than a query per row.
    init(library: Bookshelf, timeZone: TimeZone, shelfMap: ShelfStatusMap, now: Date) throws {
        self.library = library
        merger = try GoodreadsRowMerger(library: library, timeZone: timeZone, shelfMap: shelfMap, now: now)
        for book in try library.loadBooks(where: "1", []) {
            books[book.id] = book
            matcher.index(book)
        }
    }

    /// Adds, updates or skips the book `record` describes.
    mutating func importRecord(_ record: GoodreadsRecord) throws -> Outcome {
        guard let (id, linking) = matcher.match(record) else {
            // Indexed from the record rather than reloaded: a later row of the same file that
            // matches it loads it then.
            matcher.index(id: try merger.insert(record), addedFrom: record)
            return .added
        }
        let book: Book
        if let known = books[id] {
            book = known
        } else {
            guard let loaded = try library.loadBooks(where: "b.id = ?", [id]).first else { return .skipped }
            book = loaded
        }
        guard try merger.update(book, with: record, overwriting: !linking) else {
            books[id] = book
            return .skipped
        }
        books[id] = try library.loadBooks(where: "b.id = ?", [id]).first
        if linking { matcher.unindexUnlinked(book) }
        if let updated = books[id] { matcher.index(updated) }
        return .updated
    }
}
