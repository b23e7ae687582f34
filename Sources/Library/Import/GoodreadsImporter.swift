import Foundation

/// Imports the records of a Goodreads export one by one, inside the caller's transaction:
/// `GoodreadsMatcher` finds the book a record is, and `GoodreadsRowMerger` adds it or brings it up
/// to date (see each for the rules).
struct GoodreadsImporter {
    /// What became of one record.
    enum Outcome: Equatable {
        case added, updated, skipped
    }

    private let library: Bookshelf
    private let merger: GoodreadsRowMerger
    private let timeZone: TimeZone
    private var matcher = GoodreadsMatcher()
    /// Every book as it was before its first change in this import, by id; books this import
    /// added are loaded when a later row of the same file matches them.
    private var books: [Int: Book] = [:]
    /// The titles of the rows matched to a book by title alone, in file order, for the summary.
    private(set) var linkedByTitle: [String] = []

    /// Loads what matching needs: the library's books, once, rather than a query per row.
    init(library: Bookshelf, timeZone: TimeZone, shelfMap: ShelfStatusMap, now: Date) throws {
        self.library = library
        self.timeZone = timeZone
        merger = try GoodreadsRowMerger(library: library, timeZone: timeZone, shelfMap: shelfMap, now: now)
        for book in try library.loadBooks(where: "1", []) {
            books[book.id] = book
            matcher.index(book)
        }
    }

    /// Adds, updates or skips the book `record` describes.
    mutating func importRecord(_ record: GoodreadsRecord) throws -> Outcome {
        let books = self.books
        let timeZone = self.timeZone
        // A book exports to exactly this row when the row is shelf's own export of it.
        let isCopy = { (id: Int) -> Bool in
            guard let book = books[id] else { return false }
            var exported = GoodreadsExport.record(of: book, timeZone: timeZone)
            exported.leftEmpty = record.leftEmpty
            return exported == record
        }
        guard let match = matcher.match(record, isCopy: isCopy) else {
            matcher.index(id: try merger.insert(record), addedFrom: record)
            return .added
        }
        if case .title = match { linkedByTitle.append(record.title) }
        let id = match.id
        let book: Book
        if let known = books[id] {
            book = known
        } else {
            guard let loaded = try library.loadBooks(where: "b.id = ?", [id]).first else { return .skipped }
            book = loaded
        }
        let linking = match != .goodreadsID(id)
        guard try merger.update(book, with: record, overwriting: !linking) else {
            self.books[id] = book
            return .skipped
        }
        self.books[id] = try library.loadBooks(where: "b.id = ?", [id]).first
        if linking, book.goodreadsID == nil { matcher.link(id, toGoodreadsID: record.bookId) }
        return .updated
    }
}
