internal import Essentials
internal import SQLiteStore
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
    private let now: Date
    private var matcher = GoodreadsMatcher()
    /// Every book as it was before its first change in this import, found by id through
    /// `positions`; books this import added are loaded when a later row of the same file matches
    /// them. An array and an index of it rather than a dictionary of books: a book is several
    /// hundred bytes held inline, and a dictionary's table of 10,000 of them, built while the
    /// loaded array still lives, took the re-import of a large library past 50 MB.
    private var books: [Book] = []
    /// Where each book of `books` is, by id.
    private var positions: [Int: Int] = [:]
    /// The rows the summary names: linked by title (unless a StoryGraph export brought the book),
    /// giving up a finished book, or clashing with its history.
    private(set) var titlesToName = TitlesToName()
    /// The file's header as stored (`GoodreadsImportedRow.storedNames`), kept once for the rows
    /// of its books, for a lossless export.
    private let storedHeader: String
    /// The stored header's id (`GoodreadsRowTable.headerID`), found or stored with the first row
    /// written, so an import that writes none stores no header either.
    private var headerID: Int?
    /// The rows to keep for the export, by book id, their values as stored (`storedValues`), each
    /// with the columns its book kept as the library had them. They are written
    /// `keptRowsSavedAtOnce` at a time and at the end (`finish`), so a large file's rows are never
    /// all held at once.
    private var keptRows: [Int: (values: String, kept: Set<GoodreadsColumn>)] = [:]
    /// The books whose kept row this import has already written: a later row bringing the same
    /// book again is written again, whatever the table holds.
    private var savedBooks: Set<Int> = []
    /// The books this import added, which have no stored row to compare with but the one this
    /// import writes (a book's id is never given out again).
    private var addedBooks: Set<Int> = []
    /// The books this import changed: their rows are written again, whatever the table holds,
    /// so that each mark is the book as the import leaves it.
    private var changedBooks: Set<Int> = []

    /// The books this import did not add whose kept row it wrote (one differing from the row
    /// stored, or the first): less those it changed, the skipped books it brought up to date.
    private var rewrittenBooks: Set<Int> = []

    /// True once the rows stored without an export mark (kept by an older shelf) have been
    /// marked: every row an import writes has its mark, so only the first save looks for them.
    private var unmarkedRowsMarked = false

    /// How many kept rows wait before they are written: enough that the query reloading their
    /// books costs little per book, few enough that they stay a small part of memory.
    private static let keptRowsSavedAtOnce = 500

    /// Loads what matching needs: the library's books, once, rather than a query per row. Books
    /// are held with the texts a Goodreads row has (not the description, often the longest).
    init(library: Bookshelf, header: [String], timeZone: TimeZone, shelfMap: ShelfStatusMap, now: Date) throws {
        self.library = library
        storedHeader = GoodreadsImportedRow.storedNames(header)
        self.timeZone = timeZone
        self.now = now
        merger = try GoodreadsRowMerger(library: library, timeZone: timeZone, shelfMap: shelfMap, now: now)
        books = try library.loadBooks(
            where: "1", [], texts: .goodreads, expected: library.connection.scalarInt("SELECT count(*) FROM books") ?? 0)
        positions.reserveCapacity(books.count)
        for (position, book) in books.enumerated() {
            positions[book.id] = position
            matcher.index(book)
        }
    }

    /// Adds, updates or skips the book `record` describes; `fields` are its row as written.
    mutating func importRecord(_ record: GoodreadsRecord, fields: [String]) throws -> Outcome {
        // Worked out once for matching, adding and updating alike: parsing ISBNs is not free.
        let identifiers = record.storedIdentifiers
        let key = GoodreadsMatcher.Key(record, identifiers: identifiers)
        guard let match = match(record, key: key) else {
            let id = try library.journal.addingBook { try merger.insert(record, identifiers: identifiers) }
            matcher.index(id: id, addedAs: key)
            addedBooks.insert(id)
            try keep(fields, of: id, kept: [])
            return .added
        }
        // A book a StoryGraph export brought was not added by hand: matching it by title is expected.
        if case .title = match, known(match.id)?.fromStoryGraph != true { titlesToName.linkedByTitle.append(record.title) }
        let id = match.id
        let book: Book
        if let known = known(id) {
            book = known
        } else {
            guard let loaded = try library.loadBooks(where: "b.id = ?", [id], texts: .goodreads).first else { return .skipped }
            book = loaded
        }
        let linking = match != .goodreadsID(id)
        var update = try merger.update(
            book, with: record, identifiers: identifiers, overwriting: !linking,
            finishAsImported: !linking && (try finishIsAsImported(book, unlike: record)))
        if update.keptFinished { titlesToName.keptFinished.append(record.title) }
        if update.keptHistory { titlesToName.keptHistory.append(record.title) }
        if update.changed { changedBooks.insert(id) }
        let after = update.changed ? try library.loadBooks(where: "b.id = ?", [id], texts: .goodreads).first : book
        if let after { update.kept.formUnion(keptDates(of: after, from: record)) }
        // A re-import refreshes the row kept for the export; a book linked by ISBN or title
        // keeps it only when the row brought it something, so a hand-added book coming back
        // from shelf's own export stays as it was.
        if !linking || update.changed { try keep(fields, of: id, kept: update.kept) }
        guard update.changed else {
            remember(book)
            return .skipped
        }
        if let after { remember(after) } else { positions[id] = nil }
        if linking, book.goodreadsID == nil { matcher.link(id, toGoodreadsID: record.bookId) }
        return .updated
    }

    /// The book `record` is, if any (see `GoodreadsMatcher`). A book exports to exactly the row
    /// when the row is shelf's own export of it. Compared as written: an export rounds a rating
    /// to whole stars, so a book rated 4.5 is a row's 5.
    private mutating func match(_ record: GoodreadsRecord, key: GoodreadsMatcher.Key) -> GoodreadsMatcher.Match? {
        // The books are lent to the comparison for the match only: a copy still held when the
        // importer then stores a book would copy every book held, once per row.
        let books = self.books
        let positions = self.positions
        let timeZone = self.timeZone
        var written: [String]?
        return matcher.match(key) { id in
            guard let position = positions[id] else { return false }
            let book = books[position]
            let row = written ?? GoodreadsCSV.plainFields(of: record)
            written = row
            return GoodreadsExport.plainFields(of: book, timeZone: timeZone) == row
        }
    }

    /// True when `record` has another Date Read than the book's last finish, and the book still
    /// exports the Date Read it exported just after its last import (its stored mark): the finish
    /// is the one Goodreads gave, unchanged in shelf, so the row's date is a correction of it.
    /// Only a differing date reads the stored row: a re-import of an unchanged file reads none.
    private func finishIsAsImported(_ book: Book, unlike record: GoodreadsRecord) throws -> Bool {
        guard let finish = book.lastFinish, let dateRead = record.dateRead, finish.date(in: timeZone) != dateRead,
            let stored = try GoodreadsRowTable.load(in: library.connection, where: "book_id = ?", [book.id])[book.id]
        else { return false }
        let column = GoodreadsColumn.dateRead.rawValue
        let exported = GoodreadsExport.plainFields(of: book, timeZone: timeZone)
        guard let mark = stored.mark.columns(exportingNow: exported) else { return false }
        return column < mark.count && column < exported.count && mark[column] == exported[column]
    }

    /// The book `id` as this import holds it, if it does.
    private func known(_ id: Int) -> Book? {
        positions[id].map { books[$0] }
    }

    /// Holds `book` as it is now, in its place or after the others.
    private mutating func remember(_ book: Book) {
        if let position = positions[book.id] {
            books[position] = book
        } else {
            positions[book.id] = books.count
            books.append(book)
        }
    }

    /// The dated columns whose value the book kept rather than took from `record`, as the update
    /// leaves it: an addition on another day than the row's (its Date Added, or its Date Read
    /// when the book was read before it was shelved), a last finish on another day (a book with no
    /// finish of its own keeps the row's), or a count of reads the book does not have (an import
    /// never removes reads). An empty or zero Read Count, which Goodreads writes when it does not
    /// know, is no claim.
    private func keptDates(of book: Book, from record: GoodreadsRecord) -> Set<GoodreadsColumn> {
        var kept: Set<GoodreadsColumn> = []
        if record.joinedLists(before: now, in: timeZone)?.firstDay != book.addedDay(in: timeZone) { kept.insert(.dateAdded) }
        if let finished = book.lastFinish, finished.date(in: timeZone) != record.dateRead { kept.insert(.dateRead) }
        if let count = record.readCount, count > 0, count != book.readCount { kept.insert(.readCount) }
        return kept
    }

    private mutating func keep(_ fields: [String], of id: Int, kept: Set<GoodreadsColumn>) throws {
        keptRows[id] = (GoodreadsImportedRow.storedValues(fields), kept)
        if keptRows.count >= Self.keptRowsSavedAtOnce { try saveKeptRows() }
    }

    /// Stores the kept rows not stored yet, once the last record is imported, and has the
    /// changes that follow keep their marks true. Returns how many books the import skipped but
    /// whose kept row it brought up to date (`ImportSummary.keptRowsRefreshed`).
    mutating func finish() throws -> Int {
        try saveKeptRows()
        try library.makeGoodreadsMarkTriggers()
        // A book a later row changed counts as updated, not here.
        return rewrittenBooks.subtracting(changedBooks).count
    }

    /// Stores every kept row waiting that is new, differs from the one stored, or whose book this
    /// import changed. Its mark is `ExportMark.unchanged` (the book as the import leaves it),
    /// rendered now only for a book that kept columns of its own, which the mark must name. The
    /// first save also marks `unchanged` the rows an older shelf kept without a mark: the book as
    /// it is now is the only mark they can have.
    private mutating func saveKeptRows() throws {
        defer {
            savedBooks.formUnion(keptRows.keys)
            keptRows.removeAll(keepingCapacity: true)
            unmarkedRowsMarked = true
        }
        let connection = library.connection
        if !unmarkedRowsMarked { try GoodreadsRowTable.markUnmarkedRows(.unchanged, in: connection) }
        let known = keptRows.keys.filter { !addedBooks.contains($0) && !savedBooks.contains($0) }
        let stored = known.isEmpty
            ? [:]
            : try GoodreadsRowTable.storedColumns(of: known, in: connection) { id, columns in
                keptRows[id].map { Self.text(columns, is: storedHeader, then: $0.values) } ?? false
            }
        let changed = keptRows.filter { id, _ in stored[id] != true || changedBooks.contains(id) }.sorted { $0.key < $1.key }
        guard !changed.isEmpty else { return }
        let headerID = try self.headerID ?? GoodreadsRowTable.headerID(of: storedHeader, in: connection)
        self.headerID = headerID
        let marks = try marks(keeping: changed.filter { !$0.value.kept.isEmpty })
        for (id, row) in changed {
            try GoodreadsRowTable.save(
                header: headerID, values: row.values, mark: marks[id] ?? .unchanged, of: id,
                replacing: stored[id] != nil || savedBooks.contains(id), in: connection)
            if !addedBooks.contains(id) { rewrittenBooks.insert(id) }
        }
    }

    /// The marks of the books of `rows` (each with the columns it kept), by id: what each exports
    /// now, the columns it kept marked as such. One query for the books, rather than a load per row.
    private func marks(keeping rows: [(key: Int, value: (values: String, kept: Set<GoodreadsColumn>))]) throws -> [Int: ExportMark] {
        guard !rows.isEmpty else { return [:] }
        let kept = Dictionary(uniqueKeysWithValues: rows.map { ($0.key, $0.value.kept) })
        var marks: [Int: ExportMark] = [:]
        let (condition, values) = Self.selecting(rows.map(\.key))
        for book in try library.loadBooks(where: condition, values, texts: .goodreads) {
            var columns = GoodreadsExport.plainFields(of: book, timeZone: timeZone)
            for column in kept[book.id] ?? [] where column.rawValue < columns.count {
                columns[column.rawValue] = GoodreadsImportedRow.keptMark
            }
            marks[book.id] = .columns(columns)
        }
        return marks
    }

    /// True when `text` (UTF-8) is `head` followed by `tail` as Swift compares strings. Equal
    /// bytes settle nearly every row a re-import brings again without making a String of it;
    /// text whose bytes differ is compared as text, where equivalent spellings are equal.
    private static func text(_ text: UnsafeBufferPointer<UInt8>, is head: String, then tail: String) -> Bool {
        let sameBytes = head.withContiguousUTF8 { head in
            tail.withContiguousUTF8 { tail in
                guard text.count == head.count + tail.count, let start = text.baseAddress,
                    let headStart = head.baseAddress, let tailStart = tail.baseAddress
                else { return false }
                return memcmp(start, headStart, head.count) == 0 && memcmp(start + head.count, tailStart, tail.count) == 0
            }
        }
        return sameBytes || String(decoding: text, as: UTF8.self) == head + tail
    }

    /// SQL over the alias `b` choosing the books `ids` (ascending, each once), with its values: a
    /// range when they follow one another, as the books an import adds do, which SQLite walks
    /// in order rather than looking each id of a list up.
    private static func selecting(_ ids: [Int]) -> (condition: String, values: [SQLiteBindable]) {
        if let first = ids.first, let last = ids.last, last - first + 1 == ids.count {
            return ("b.id BETWEEN ? AND ?", [first, last])
        }
        return (IDList.contains("b.id"), [IDList.json(ids)])
    }
}
