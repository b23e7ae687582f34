internal import Essentials
import Foundation
internal import SQLiteStore

/// Imports the records of a StoryGraph export one by one, inside the caller's transaction.
///
/// A record finds its book as a Goodreads row does (`GoodreadsMatcher`: ISBN, else title and
/// first author when exactly one book qualifies). A new book gets every read of `Dates Read` as a
/// read-through with its own dates, kept as partial as the file has them. A known book only
/// gains: empty fields filled, new shelves, reads it does not have yet (a read matches by its
/// dates, so importing a newer export adds only what is new), and a move to a later list.
struct StoryGraphImporter {
    private let library: Bookshelf
    private let history: ReadingHistory
    private let timeZone: TimeZone
    private let now: Date
    private var matcher = GoodreadsMatcher()
    private let books: [Int: Book]

    /// Loads what matching needs: the library's books, once, rather than a query per row.
    init(library: Bookshelf, timeZone: TimeZone, now: Date) throws {
        self.library = library
        history = library.history
        self.timeZone = timeZone
        self.now = now
        var books: [Int: Book] = [:]
        for book in try library.loadBooks(where: "1", []) {
            books[book.id] = book
            matcher.index(book)
        }
        self.books = books
    }

    /// Adds the book `record` describes, or brings the one it matches up to date; true when the
    /// library changed (which is always so for an added book), and whether it was added.
    mutating func importRecord(_ record: StoryGraphRecord) throws -> (added: Bool, changed: Bool) {
        let matching = record.matchingRecord
        guard let match = matcher.match(matching, isCopy: { _ in false }) else {
            let id = try insert(record)
            matcher.index(id: id, addedFrom: matching)
            return (true, true)
        }
        guard let book = books[match.id] else { return (false, false) }
        return (false, try update(book, with: record))
    }

    private func insert(_ record: StoryGraphRecord) throws -> Int {
        let identifiers = record.storedIdentifiers
        // Nothing begins before its book was added: a read dated before Date Added (or without
        // one, when the book would otherwise be added today) moves the addition back to it.
        let readDates = record.reads.flatMap { [$0.started, $0.finished] }.compactMap { $0?.start(in: timeZone) }
        let listedAt = record.dateAdded?.start(in: timeZone) ?? now
        let addedAt = min(listedAt, readDates.min() ?? listedAt)
        var row = BookRow(
            title: try BookValidation.title(record.title), status: record.status, addedAt: TimeColumn(addedAt),
            updatedAt: TimeColumn(now))
        row.isbn10 = identifiers.isbn?.isbn10
        row.isbn13 = identifiers.isbn?.isbn13
        row.asin = identifiers.asin
        row.rating = record.rating
        row.review = record.review
        let id = try row.insert(into: connection, keepingID: false)
        try BookNames.authors.replace(of: id, with: record.authors, in: connection)
        try BookNames.shelves.replace(of: id, with: record.shelves, in: connection)
        for (read, outcome) in Self.outcomes(of: record) {
            try history.recordRead(of: id, started: read.started, finished: read.finished, outcome: outcome, in: timeZone)
        }
        try openReadIfReading(id, record.status)
        try history.recordListChange(of: id, from: nil, to: record.status, at: addedAt)
        return id
    }

    private func update(_ book: Book, with record: StoryGraphRecord) throws -> Bool {
        let identifiers = record.storedIdentifiers
        var assignments: [(column: BookRow.Column, value: SQLiteBindable)] = []
        func fill<Value: SQLiteBindable>(_ column: BookRow.Column, _ new: Value?, _ old: Value?) {
            if old == nil, let new { assignments.append((column, new)) }
        }
        fill(.isbn13, identifiers.isbn?.isbn13, book.isbn13)
        fill(.isbn10, identifiers.isbn?.isbn10, book.isbn10)
        fill(.asin, identifiers.asin, book.asin)
        fill(.rating, record.rating, book.rating)
        fill(.review, record.review, book.review)
        var changed = false
        if book.authors.isEmpty, !record.authors.isEmpty {
            try BookNames.authors.replace(of: book.id, with: record.authors, in: connection)
            changed = true
        }
        let known = Set(book.shelves.map { $0.lowercased() })
        let newShelves = record.shelves.filter { !known.contains($0.lowercased()) }
        if !newShelves.isEmpty {
            try BookNames.shelves.replace(of: book.id, with: book.shelves + newShelves, in: connection)
            changed = true
        }
        if try addNewReads(of: book.id, from: record) { changed = true }
        if record.status.importOrder > book.status.importOrder {
            try history.recordListChange(of: book.id, from: book.status, to: record.status, at: now)
            try openReadIfReading(book.id, record.status)
            if record.status == .read || record.status == .dnf {
                // A read the library had open and the file has no dates for ended with the move.
                for open in try ReadThroughRow.all(in: connection, where: "book_id = ? AND outcome = 'reading'", [book.id], orderedBy: "id") {
                    try history.closeRead(open.id, of: book.id, finished: nil, outcome: record.status == .read ? .read : .dnf, in: timeZone)
                }
            }
            changed = true
        }
        guard changed || !assignments.isEmpty else { return false }
        assignments.append((.updatedAt, TimeColumn(now)))
        try connection.run(
            "UPDATE books SET \(assignments.map { "\($0.column.name) = ?" }.joined(separator: ", ")) WHERE id = ?",
            assignments.map(\.value) + [book.id])
        return true
    }

    /// Adds the dated reads of `record` the book does not have: a read is known when a read-through
    /// has the same start and finish; a read the library has open, with the same start, that the
    /// file has finished is closed. Reads without dates are not compared (nothing tells two apart)
    /// and only a new book gets them.
    private func addNewReads(of id: Int, from record: StoryGraphRecord) throws -> Bool {
        var unmatched = try ReadThroughRow.all(in: connection, where: "book_id = ?", [id], orderedBy: "id")
        var added = false
        for (read, outcome) in Self.outcomes(of: record) where read.started != nil || read.finished != nil {
            let start = read.started.map { TimeColumn.value($0.start(in: timeZone)) }
            let finish = read.finished.map { TimeColumn.value($0.start(in: timeZone)) }
            if let known = unmatched.firstIndex(where: { $0.startedAt?.seconds == start && $0.finishedAt?.seconds == finish }) {
                unmatched.remove(at: known)
                continue
            }
            if finish != nil, let open = unmatched.firstIndex(where: { $0.outcome == .reading && $0.startedAt?.seconds == start }) {
                try history.closeRead(unmatched[open].id, of: id, finished: read.finished, outcome: outcome, in: timeZone)
                unmatched.remove(at: open)
            } else {
                try history.recordRead(of: id, started: read.started, finished: read.finished, outcome: outcome, in: timeZone)
            }
            added = true
        }
        return added
    }

    /// A book on reading has an open read-through: when the file's last read is finished (or
    /// there is none), the current reading is one with no dates known.
    private func openReadIfReading(_ id: Int, _ status: BookStatus) throws {
        guard status == .reading, try history.latestReadThrough(of: id)?.outcome != .reading else { return }
        try history.recordRead(of: id, started: nil, finished: nil, outcome: .reading, in: timeZone)
    }

    /// Each read of `record` with how it ended: the last read of a book being read is still open
    /// when it has no finish, the last of a dnf book was given up, every other read was finished.
    private static func outcomes(of record: StoryGraphRecord) -> [(StoryGraphRead, ReadThrough.Outcome)] {
        record.reads.enumerated().map { index, read in
            guard index == record.reads.count - 1 else { return (read, .read) }
            switch record.status {
            case .reading: return (read, read.finished == nil ? .reading : .read)
            case .dnf: return (read, .dnf)
            case .read, .toRead: return (read, .read)
            }
        }
    }

    private var connection: Connection { library.connection }

}
