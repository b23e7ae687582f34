internal import Essentials
import Foundation
internal import SQLiteStore

/// Writes one Goodreads record into the library, inside the caller's transaction: a new book made
/// from it, or a known book brought up to date with it.
///
/// An import never deletes and never moves a book back: on a re-import of the same book, values
/// the newer export has replace Goodreads' older ones, except fields the user edited in shelf; a
/// book being linked for the first time only has its empty fields filled, its shelves merged and
/// its list moved forward. Moves between lists and read-throughs go through `ReadingHistory`,
/// as a command's do.
struct GoodreadsRowMerger {
    private let connection: Connection
    private let history: ReadingHistory
    private let timeZone: TimeZone
    private let now: Date
    /// The fields each book's reader set by hand, for the books that have any.
    private let editedFields: [Int: EditedFields]
    /// Where the reader said their own exclusive shelves go.
    private let shelfMap: ShelfStatusMap
    /// The shelves this import has found or made, each looked up once.
    private let knownShelves = KnownShelves()

    /// The columns the edited fields are read from, with the book's id.
    private enum EditsColumn: String, ColumnName {
        case id, editedFields = "edited_fields"
    }

    init(library: Bookshelf, timeZone: TimeZone, shelfMap: ShelfStatusMap, now: Date) throws {
        self.shelfMap = shelfMap
        connection = library.connection
        history = library.history
        self.timeZone = timeZone
        self.now = now
        var edited: [Int: EditedFields] = [:]
        try connection.forEachRow(
            "SELECT id, edited_fields FROM books WHERE edited_fields <> ''", as: EditsColumn.self
        ) { row in
            edited[try row.requiredInt(.id)] = try EditedFields(storedText: row.requiredText(.editedFields))
        }
        editedFields = edited
    }

    // MARK: Adding

    /// Adds the book `record` describes; returns its id. `identifiers` are the record's
    /// `storedIdentifiers`.
    func insert(_ record: GoodreadsRecord, identifiers: (isbn: ISBN?, asin: String?)) throws -> Int {
        let joined = record.joinedLists(before: now, in: timeZone)
        let addedAt = joined?.start(in: timeZone) ?? now
        let finishedAt = record.dateRead?.start(in: timeZone)
        let status = record.status(using: shelfMap)
        var row = BookRow(
            title: try BookValidation.title(record.title), status: status, addedAt: addedAt, updatedAt: now,
            pageCount: record.pageCount, isbn: identifiers.isbn, asin: identifiers.asin, year: record.yearPublished,
            originalYear: record.originalPublicationYear, publisher: record.publisher, rating: record.myRating,
            customShelf: record.customExclusiveShelf, review: record.myReview, privateNotes: record.privateNotes,
            goodreadsID: record.bookId.isEmpty ? nil : record.bookId)
        row.addedPrecision = joined?.partialPrecision
        row.addedOn = joined?.firstDay.description
        let id = try row.insertNew(authors: record.authorNames, shelves: record.bookshelves, in: connection, knownShelves: knownShelves)

        // Goodreads keeps a read count and the date of the latest read, nothing more: earlier reads
        // become read-throughs with unknown dates, and the latest read ends on `Date Read`. A
        // to-read book that has a date read was read before, so it has one read too.
        let reads = max(record.readCount ?? 0, status == .read || (finishedAt != nil && status != .dnf) ? 1 : 0)
        // A read book's latest read is the one its move to read records.
        let earlierCount = status == .read ? reads - 1 : reads
        let earlierReads = (0..<max(earlierCount, 0)).map { index in
            read(record, startedAt: nil, finishedAt: index == earlierCount - 1 && status != .read ? finishedAt : nil, outcome: .read)
        }
        // The book joined the lists when Goodreads says it was added (or read, when earlier),
        // whatever list it is on now: the history's first line agrees with "Added", and the finish
        // lives in the read-through. A reading book's read-through starts on Date Added (the
        // export has no start date, and the day it was shelved is the best one known), unless an
        // earlier read ended later.
        let opened: ReadThroughRow? = switch status {
        case .toRead: nil
        case .reading: openRead(record, afterReads: reads)
        case .read: read(record, startedAt: nil, finishedAt: finishedAt, outcome: .read)
        case .dnf: read(record, startedAt: nil, finishedAt: reads == 0 ? finishedAt : nil, outcome: .dnf)
        }
        try history.recordArrival(of: id, on: status, at: addedAt, earlierReads: earlierReads, opened: opened)
        return id
    }

    // MARK: Updating

    /// What an update did: whether anything changed, and the Goodreads columns whose value the
    /// book kept rather than took from the row (the reader's edit, a list it has moved on to),
    /// which an export must therefore write as the book has them, not as imported.
    struct Update {
        var changed: Bool
        var kept: Set<GoodreadsColumn>
        /// True when the row gives up a book the library has as finished: it stays on read.
        var keptFinished = false
        /// True when the row's finish was left out as one the book's history cannot hold: before
        /// the last page logged in its open read (it stays on reading), or before the start of the
        /// read it would end.
        var keptHistory = false
    }

    /// Brings `book` up to date with `record`, whose `storedIdentifiers` are `identifiers`.
    /// `overwriting` is true on a re-import, false when the book is being linked to Goodreads for
    /// the first time. `finishAsImported` says the book's last finish is still the Date Read its
    /// last import brought (nothing in shelf changed it since): a different Date Read in `record`,
    /// with no more reads counted, is then that read's date corrected on Goodreads.
    func update(
        _ book: Book, with record: GoodreadsRecord, identifiers: (isbn: ISBN?, asin: String?), overwriting: Bool,
        finishAsImported: Bool = false
    ) throws -> Update {
        let edited = editedFields[book.id] ?? EditedFields()
        // A value the book had before its first link (typed in by hand) and the file disagrees
        // with stays the reader's: it joins the edited fields, so a later import of the same
        // export, which finds the book by its Goodreads id, keeps it too.
        var readersOwn = edited
        var assignments: [(column: BookRow.Column, value: SQLiteBindable)] = []
        var kept: Set<GoodreadsColumn> = []
        /// Offers a new value for a column: taken when the file has one that differs, the user has
        /// not edited the column in shelf, and either this is a re-import or the book has none yet.
        /// A value that differs and is not taken marks its Goodreads columns as kept.
        func offer<Value: Equatable & SQLiteBindable>(
            _ column: BookRow.Column, _ new: Value?, _ old: Value?, _ columns: GoodreadsColumn...
        ) {
            guard new != old else { return }
            guard let new, !edited.contains(.column(column)), overwriting || old == nil else {
                kept.formUnion(columns)
                if !overwriting, new != nil, old != nil { readersOwn.formUnion([.column(column)]) }
                return
            }
            assignments.append((column, new))
        }
        offer(.title, try BookValidation.title(record.title), book.title, .title)
        if record.pageCount.map({ $0 >= (book.currentPage ?? 0) }) ?? true {
            offer(.pageCount, record.pageCount, book.pageCount, .numberOfPages)
        } else {
            kept.insert(.numberOfPages)
        }
        offer(.isbn13, identifiers.isbn?.isbn13, book.isbn13, .isbn, .isbn13)
        offer(.isbn10, identifiers.isbn?.isbn10, book.isbn10, .isbn, .isbn13)
        // An ASIN the row lacks (one StoryGraph gave the book) is no ISBN cell of the row's, and the
        // export writes those cells without it: they still go out as imported.
        if identifiers.asin != nil { offer(.asin, identifiers.asin, book.asin, .isbn, .isbn13) }
        offer(.year, record.yearPublished, book.year, .yearPublished)
        offer(.originalYear, record.originalPublicationYear, book.originalYear, .originalPublicationYear)
        offer(.publisher, record.publisher, book.publisher, .publisher)
        // Goodreads has whole stars only: a row giving the book's rating as an export rounds it
        // (4 for 3.75) brings nothing new, and the exact rating stays.
        let rating = book.rating.map { Double(GoodreadsCSV.wholeStars($0)) } == record.myRating ? book.rating : record.myRating
        offer(.rating, rating, book.rating, .myRating)
        offer(.review, record.myReview, book.review, .myReview)
        offer(.privateNotes, record.privateNotes, book.privateNotes, .privateNotes)
        if book.goodreadsID == nil, !record.bookId.isEmpty {
            assignments.append((.goodreadsID, record.bookId))
        }
        // The earlier of the two is when the book really joined the reader's lists. Compared by
        // day, as the file gives it: the same day is no news, even if the library knows the hour.
        // The history line that records the addition moves with it, so `show` and `history` agree.
        var changed = false
        if let added = record.dateAdded, added.firstDay < book.addedDay(in: timeZone) {
            changed = try history.moveAddedBack(
                of: book.id, to: added.start(in: timeZone), date: added, knownTo: added.partialPrecision) != nil
        }
        let authors = record.authorNames
        if authors != book.authors {
            if !authors.isEmpty, !edited.contains(.authors), overwriting || book.authors.isEmpty {
                try BookNames.authors.replace(of: book.id, with: authors, in: connection)
                changed = true
            } else {
                kept.formUnion([.author, .authorLastFirst, .additionalAuthors])
                if !overwriting, !authors.isEmpty, !book.authors.isEmpty { readersOwn.formUnion([.authors]) }
            }
        }
        let known = Set(book.shelves.map { $0.lowercased() })
        let newShelves = record.bookshelves.filter { !known.contains($0.lowercased()) }
        if !newShelves.isEmpty {
            try BookNames.shelves.replace(of: book.id, with: book.shelves + newShelves, in: connection, knownShelves: knownShelves)
            changed = true
        }
        if known != Set(record.bookshelves.map { $0.lowercased() }) {
            kept.formUnion([.bookshelves, .bookshelvesWithPositions])
        }
        let finishedAt = try record.dateRead.map { day throws in try finish(on: day, of: book.id) }
        let recordStatus = record.status(using: shelfMap)
        var status = book.status
        var keptHistory = false
        if recordStatus.importOrder > book.status.importOrder {
            switch try advance(book.id, from: book.status, to: recordStatus, finishedAt: finishedAt, on: record.dateRead) {
            case .moved:
                status = recordStatus
                changed = true
            case .earlierReadRecorded: changed = true
            case .earlierReadKnown: break
            case .finishBeforeLastPage: keptHistory = true
            }
        } else if book.status == .read, recordStatus == .read, book.finishedAt == nil, let finishedAt {
            if try history.setLatestEnd(of: book.id, to: finishedAt) {
                try moveAddedBack(of: book.id, to: finishedAt, on: record.dateRead)
                changed = true
            } else {
                keptHistory = true
            }
        } else if book.status == recordStatus, recordStatus != .toRead, overwriting, finishAsImported,
            let dateRead = record.dateRead, (record.readCount ?? 0) <= book.readCount
        {
            changed = try history.correctLatestFinish(
                of: book.id, to: dateRead, joining: record.joinedLists(before: now, in: timeZone), in: timeZone)
        }
        // A finish kept out of the open read is no read to count either.
        if recordStatus == .read, !keptHistory, let count = record.readCount,
            try ReadCountRepair(history: history).addMissingReads(of: book.id, count: count, dateRead: finishedAt)
        {
            changed = true
        }
        var customShelf = book.customShelf
        // A shelf the export writes for the list anyway (`did-not-finish` for dnf) is no name of
        // the reader's: taking it would change a hand-added book coming back from its own export.
        if status == recordStatus, let shelf = record.customExclusiveShelf, shelf != book.customShelf,
            shelf != GoodreadsShelf.exclusiveShelf(for: status, customShelf: book.customShelf),
            overwriting || book.customShelf == nil
        {
            assignments.append((.customShelf, shelf))
            customShelf = shelf
        }
        if status != recordStatus
            || GoodreadsShelf.exclusiveShelf(for: status, customShelf: customShelf).lowercased() != record.exclusiveShelf.lowercased()
        {
            // The book is on another list than the row says: its shelf, dates and reads are its own.
            kept.formUnion([.exclusiveShelf, .bookshelves, .bookshelvesWithPositions, .dateRead, .readCount])
        }
        if readersOwn != edited {
            assignments.append((.editedFields, readersOwn.storedText))
        }
        // Goodreads gives no start, so no re-read can be known to have begun after the finish: the
        // book stays finished, as `move BOOK dnf` refuses to give up a read book, and is named.
        let keptFinished = book.status == .read && recordStatus == .dnf
        guard changed || !assignments.isEmpty else {
            return Update(changed: false, kept: kept, keptFinished: keptFinished, keptHistory: keptHistory)
        }
        assignments.append((.updatedAt, TimeColumn(now)))
        try connection.run(
            "UPDATE books SET \(assignments.map { "\($0.column.name) = ?" }.joined(separator: ", ")) WHERE id = ?",
            assignments.map(\.value) + [book.id])
        try markFinishDay(of: book.id, record, at: finishedAt)
        return Update(changed: true, kept: kept, keptFinished: keptFinished, keptHistory: keptHistory)
    }

    /// Moves a book forward to the list the file has it on, keeping the move in its history. A
    /// finish the file gives no date for is left unknown rather than stamped with today. A finish
    /// dated before the book's current read-through or its last move is an earlier read of its
    /// own: the book stays where it is, so no finish precedes its start and no move its previous.
    /// That read is recorded once: the same file imported again finds it and changes nothing.
    /// One dated after the open read began but before a page logged in it can be neither: the
    /// book stays on reading, for the reader to finish. A finish recorded before the book's
    /// addition moves the addition back to it, to `dateRead`'s day (README rule 1).
    private func advance(
        _ id: Int, from old: BookStatus, to new: BookStatus, finishedAt: Date?, on dateRead: PartialDate?
    ) throws -> Advance {
        let ends = new == .read || new == .dnf
        if ends, let finishedAt, try history.precedesCurrentRead(of: id, finishedAt) {
            let outcome: ReadThrough.Outcome = new == .read ? .read : .dnf
            if try history.hasRead(of: id, endingAt: finishedAt, outcome: outcome) { return .earlierReadKnown }
            try moveAddedBack(of: id, to: finishedAt, on: dateRead)
            try history.recordEarlierRead(of: id, finishedAt: finishedAt, outcome: outcome)
            return .earlierReadRecorded
        }
        if ends, let finishedAt, try history.precedesLastPageOfOpenRead(of: id, finishedAt) { return .finishBeforeLastPage }
        let at = ends ? finishedAt ?? now : now
        try moveAddedBack(of: id, to: at, on: ends ? dateRead : nil)
        try history.recordMove(of: id, from: old, to: new, at: at, readingEndedAt: finishedAt)
        return .moved
    }

    /// Moves the book's addition back to `at` when that is earlier, keeping `date`'s day and
    /// precision with it when `at` is that date's start (a finish Goodreads gave as a day).
    private func moveAddedBack(of id: Int, to at: Date, on date: PartialDate?) throws {
        guard let date, date.start(in: timeZone) == at else {
            _ = try history.moveAddedBack(of: id, to: at)
            return
        }
        _ = try history.moveAddedBack(of: id, to: at, date: date, knownTo: date.partialPrecision)
    }

    /// Where a Date Read puts the finish of a book the library has: the start of its day, or,
    /// when the read in progress had a page logged later that day, that page
    /// (`ReadingHistory.finishMoment`), so the finish ends that read rather than fall before it.
    private func finish(on date: PartialDate, of id: Int) throws -> Date {
        let start = date.start(in: timeZone)
        guard let open = try history.openReadThrough(of: id) else { return start }
        return try history.finishMoment(of: date, ending: open, in: timeZone) ?? start
    }

    /// What `advance` did with a row whose list is ahead of the book's.
    private enum Advance {
        /// The book moved on to the row's list.
        case moved
        /// The row's finish came before the current read, and was added as an earlier read.
        case earlierReadRecorded
        /// The row's finish came before the current read, and the book already has that read.
        case earlierReadKnown
        /// The row's finish falls inside the open read, before a page logged in it: nothing moved.
        case finishBeforeLastPage
    }

    /// Goodreads gives only the day of a finish: the read-throughs of a known book that end on it,
    /// at `moment` (`finish(on:of:)`), keep that day (see `read(_:startedAt:finishedAt:outcome:)`).
    private func markFinishDay(of id: Int, _ record: GoodreadsRecord, at moment: Date?) throws {
        guard let day = record.dateRead, let moment else { return }
        try history.markFinishDay(day, at: moment, of: id)
    }

    /// A read-through of a book the record adds, its book and place filled in by
    /// `ReadingHistory.recordArrival`. Goodreads gives only the day of a finish (shelf's own
    /// export a year or month when that is all it knows): a read that ends on it keeps that day
    /// and how much of it is known, so statistics count it in that period whatever the time zone
    /// they are read in.
    private func read(_ record: GoodreadsRecord, startedAt: Date?, finishedAt: Date?, outcome: ReadThrough.Outcome) -> ReadThroughRow {
        var read = ReadThroughRow(
            id: 0, bookID: 0, startedAt: startedAt.map(TimeColumn.init), finishedAt: finishedAt.map(TimeColumn.init),
            finishedOn: nil, outcome: outcome, sequence: 0)
        if finishedAt != nil, let day = record.dateRead {
            read.finishedOn = day.firstDay.description
            read.finishedPrecision = day.partialPrecision
        }
        return read
    }

    /// The read-through a book the record adds as being read opens: it begins at the start of its
    /// Date Added (now without one), which it keeps as a day (as the addition does), so it is that
    /// day in every time zone. A book being read again after a read that ended on Date Read began
    /// this read no earlier than that: Goodreads gives no start, so it begins on Date Read when
    /// that is the later.
    private func openRead(_ record: GoodreadsRecord, afterReads reads: Int) -> ReadThroughRow {
        let addedAt = record.dateAdded?.start(in: timeZone) ?? now
        var read = read(record, startedAt: addedAt, finishedAt: nil, outcome: .reading)
        if let added = record.dateAdded {
            read.startedOn = added.firstDay.description
            read.startedPrecision = added.partialPrecision
        }
        if reads > 0, let day = record.dateRead, TimeColumn.value(addedAt) < TimeColumn.value(day.start(in: timeZone)) {
            read.startedAt = TimeColumn(day.start(in: timeZone))
            read.startedOn = day.firstDay.description
            read.startedPrecision = day.partialPrecision
        }
        return read
    }
}
