import Foundation
internal import SQLiteStore

/// Adding, changing and removing books, and moving them between lists.
extension Bookshelf {
    /// Adds a book and returns it. A book with the same ISBN or Google volume is refused.
    @discardableResult
    public func add(_ new: NewBook) throws(LibraryError) -> Book {
        let title = try new.checkedTitle(at: now())
        let at = try checkedTime(new.addedAt)
        let id: Int = try write {
            if let existing = try duplicate(of: new) {
                throw LibraryError.duplicateBook(id: existing.id, title: existing.title)
            }
            if !new.allowsSameTitleAndAuthor, let same = try sameTitleAndAuthor(as: title, new.authors.first) {
                throw LibraryError.sameTitleAndAuthor(id: same.id, title: same.title)
            }
            var row = BookRow(
                title: title, status: new.status, addedAt: at, updatedAt: now(), pageCount: new.pageCount, isbn: new.isbn,
                year: new.year, publisher: new.publisher)
            row.subtitle = new.subtitle
            row.language = new.language
            row.description = new.description
            row.thumbnail = new.thumbnail
            row.googleVolumeID = new.googleVolumeID
            row.googleRecord = new.googleRecord
            row.openLibraryID = new.openLibraryID
            row.openLibraryRecord = new.openLibraryRecord
            if let source = new.source {
                for field in new.catalogueFields { row.fieldSources[field.name] = source.rawValue }
            }
            for candidate in new.pageCandidates { row.pageCounts[candidate.origin] = String(candidate.pages) }
            let id = try row.insertNew(authors: BookValidation.checkedAuthors(new.authors), in: connection)
            try history.recordMove(of: id, from: nil, to: new.status, at: at)
            return id
        }
        return try book(id: id)
    }

    private func duplicate(of new: NewBook) throws -> BookReference? {
        guard new.isbn != nil || new.googleVolumeID != nil || new.openLibraryID != nil else { return nil }
        return try connection.query(
            "SELECT id, title FROM books WHERE isbn13 = ? OR google_volume_id = ? OR open_library_id = ? LIMIT 1",
            [new.isbn?.isbn13, new.googleVolumeID, new.openLibraryID], as: BookReference.Column.self
        ) { try $0.read(from: "books", BookReference.init) }.first
    }

    /// A book whose title and first author are the same as these once case, accents, punctuation
    /// and bracketed additions are set aside (`BookMatchKey`): the same book typed in again.
    /// A book without authors matches only a book without authors.
    private func sameTitleAndAuthor(as title: String, _ author: String?) throws -> BookReference? {
        let key = BookMatchKey.title(title)
        let authorKey = BookMatchKey.author(author.map(\.trimmingWhitespace))
        var found: BookReference?
        try forEachTitledBook(mayHaveKey: key) { id, stored, firstAuthor in
            guard BookMatchKey.title(stored) == key, BookMatchKey.author(firstAuthor) == authorKey else { return true }
            found = BookReference(id: id, title: stored)
            return false
        }
        return found
    }

    /// Each book's id, title and first author in id order, while `body` returns true; with
    /// `mayHaveKey`, only the books whose title may have that match key (`BookMatchKey.title`),
    /// so adding one book does not key every title of the library. A plain ASCII title has every
    /// letter and digit of its key in order, whatever brackets or subtitle it drops, which `LIKE`
    /// tells case aside (`%d%u%n%e%`); a title with other characters is read, and for a key in
    /// ASCII passed over unless the characters that fold to ASCII may spell it
    /// (`BookMatchKey.title(_:mayHave:)`).
    func forEachTitledBook(mayHaveKey key: String? = nil, _ body: (Int, String, String?) throws -> Bool) throws {
        var condition = "1"
        var values: [SQLiteBindable] = []
        var asciiKey: String?
        if let key {
            condition = "length(b.title) <> length(CAST(b.title AS BLOB))"
            if key.utf8.allSatisfy({ $0 < 0x80 }) {
                asciiKey = key
                condition = "b.title LIKE ? OR " + condition
                values = ["%" + key.filter { $0 != " " }.map(String.init).joined(separator: "%") + "%"]
            }
        }
        try connection.scanRows(
            """
            SELECT b.id, b.title, (SELECT name FROM book_authors a WHERE a.book_id = b.id ORDER BY a.position LIMIT 1)
            FROM books b WHERE \(condition) ORDER BY b.id
            """,
            values
        ) { row in
            guard let id = row.int(0), let title = row.string(1) else { return true }
            if let asciiKey, !BookMatchKey.title(title, mayHave: asciiKey) { return true }
            return try body(id, title, row.string(2))
        }
    }

    /// Moves a book to another list at `at` (default now), keeping the change in its history.
    /// Starting a dnf book, or one moved back to to-read, continues its read-through from its last
    /// page; `startingOver` begins a new read-through at page 0 instead. A move before "added"
    /// moves "added" back (and says so); a finish before the read-through's start is refused, and
    /// so is a read book moved to dnf (there is no read in progress to give up).
    @discardableResult
    public func move(id: Int, to status: BookStatus, at: Date? = nil, startingOver: Bool = false) throws(LibraryError) -> MoveResult {
        let (from, notes): (BookStatus, [TimelineNote]) = try write {
            let book = try bookState(id: id)
            guard book.status != status else {
                throw LibraryError.alreadyOnList(title: book.title, status: status)
            }
            // Giving up needs a read in progress: on a read book it would either rewrite the
            // finish or invent a read that never began, so the reader says which they mean.
            if book.status == .read, status == .dnf {
                throw LibraryError.giveUpFinishedBook(id: id, title: book.title, finishedAt: try self.book(id: id).finishedAt)
            }
            let at = try checkedTime(at)
            try checkFollowsLastMove(of: id, at: at)
            if status != .reading || startingOver { try checkFollowsLastEntry(of: id, at: at) }
            let note = try history.moveAddedBack(of: id, to: at)
            try history.recordMove(of: id, from: book.status, to: status, at: at, startingOver: startingOver)
            try connection.run("UPDATE books SET updated_at = ? WHERE id = ?", [TimeColumn.value(now()), id])
            return (book.status, note.map { [$0] } ?? [])
        }
        return MoveResult(book: try self.book(id: id), from: from, notes: notes)
    }

    /// Records the page reached at `at` (default now). Logging a to-read or dnf book moves it to
    /// reading, continuing its read-through; logging the last page as the latest entry moves it to
    /// read. An entry earlier than the latest goes into the history without changing the current
    /// page; one before the read-through's start moves the start back (a finish there is refused).
    /// The page a book being read is on already, as its latest entry, records nothing
    /// (`alreadyOnPage`), unless it is the last page, which finishes the book.
    public func log(id: Int, _ input: PageInput, at: Date? = nil) throws(LibraryError) -> LogResult {
        let (book, page, moves, notes, alreadyOnPage): (BookState, Int, [BookStatus], [TimelineNote], Bool) = try write {
            let book = try bookState(id: id)
            if book.status == .read { throw LibraryError.logOnReadBook(id: id, title: book.title) }
            let at = try checkedTime(at)
            if book.status != .reading { try checkFollowsLastMove(of: id, at: at) }
            let time = TimeColumn.value(at)
            var moves: [BookStatus] = []
            var notes: [TimelineNote] = []
            let current = try history.latestReadThrough(of: id)
            // The read-through this entry belongs to: the open one, a dnf one it resumes, or a new
            // one starting now (which has no entries yet).
            let continuing = current.map { $0.outcome == .reading || $0.outcome == .dnf } ?? false
            let start = continuing ? current?.startedAt?.seconds : time
            let beginning = current?.beginning
            let base = continuing ? try history.page(of: id, before: at, since: beginning) : nil
            let page = try targetPage(of: book, for: input, from: base)
            let latestBefore = continuing ? try history.latestEntryTime(of: id, since: beginning) : nil
            let isLatest = latestBefore.map { time >= $0 } ?? true
            if book.status == .reading, isLatest, let base, base == page, page != book.pageCount {
                return (book, page, [], [], true)
            }
            var movedStartBack = false
            if book.status == .reading, let current, let start, time < start {
                if let pageCount = book.pageCount, page == pageCount {
                    throw LibraryError.finishBeforeStart(at, startedAt: TimeColumn(seconds: start).date)
                }
                try history.moveStartBack(of: id, readThrough: current, to: at)
                notes.append(.startMovedBack(to: at))
                movedStartBack = true
            }
            if let note = try history.moveAddedBack(of: id, to: at) { notes.insert(note, at: 0) }
            if book.status != .reading {
                try history.recordMove(of: id, from: book.status, to: .reading, at: at)
                moves.append(.reading)
            }
            try ProgressRow(id: 0, bookID: id, page: page, at: TimeColumn(at), sequence: try history.nextSequence(of: id))
                .insert(into: connection, keepingID: false)
            // The derivation's query is spared where its answer is known: an entry later than
            // every entry of its read-through is the current page, and one earlier than the latest
            // of a read already open leaves the current page that latest entry's, as it was.
            // Moving the start back may bring older entries into the read, and resuming a book
            // may move the read's start, so those are derived.
            if isLatest && !movedStartBack {
                try history.setCurrentPage(of: id, toLatestEntry: page, updatedAt: TimeColumn(now()))
            } else if !movedStartBack && book.status == .reading {
                try connection.run("UPDATE books SET updated_at = ? WHERE id = ?", [TimeColumn.value(now()), id])
            } else {
                try history.rederiveCurrentPage(of: id, updatedAt: TimeColumn(now()))
            }
            if isLatest, let pageCount = book.pageCount, page == pageCount {
                try history.recordMove(of: id, from: .reading, to: .read, at: at)
                moves.append(.read)
            }
            if !isLatest {
                let currentPage = try connection.scalarInt("SELECT current_page FROM books WHERE id = ?", [id])
                notes.append(.loggedEarlier(page: page, at: at, currentPage: currentPage))
            }
            return (book, page, moves, notes, false)
        }
        return LogResult(
            bookID: id, title: book.title, status: moves.last ?? book.status, pageCount: book.pageCount,
            page: page, moves: moves, notes: notes, alreadyOnPage: alreadyOnPage)
    }

    /// The page `input` names; `+N` counts from `base`, the entry just before the logged time.
    private func targetPage(of book: BookState, for input: PageInput, from base: Int?) throws(LibraryError) -> Int {
        let named = BookMatch(id: book.id, title: book.title)
        let page: Int
        switch input {
        case .page(let value):
            page = value
        case .pagesOn(let pages):
            // `+N` is typed by hand: a huge N must be refused, not overflow and trap.
            let (sum, overflow) = (base ?? 0).addingReportingOverflow(pages)
            guard !overflow else { throw .pageOutOfRange(page: pages, pageCount: book.pageCount, book: named) }
            page = sum
        case .percent(let value):
            guard let pageCount = book.pageCount else {
                throw .percentWithoutPageCount(id: book.id, title: book.title)
            }
            guard (0...100).contains(value) else { throw .percentOutOfRange(value) }
            // Double(pageCount) can round up past Int.max for huge counts; 100% is the last page.
            let exact = (value / 100 * Double(pageCount)).rounded()
            page = exact >= Double(pageCount) ? pageCount : Int(exact)
        }
        guard page >= 0, page <= (book.pageCount ?? BookLimits.pages) else {
            throw .pageOutOfRange(page: page, pageCount: book.pageCount, book: named)
        }
        return page
    }

    /// Changes the given fields; each field changed is remembered as the user's own edit, so a
    /// later refresh from a catalogue keeps it. A field given the value it has is no change, unless
    /// a catalogue gave that value and the reader has not made it their own: the edit then does
    /// (`show` says so, a refresh keeps it, a disputed page count is settled). When nothing
    /// changes, nothing is written (`changed` false): no undo step, no new `updated_at`. A new
    /// title or first author that makes the book another's twin (`sameTitleAndAuthor`) is refused,
    /// as `add` refuses it, unless `changes.allowsSameTitleAndAuthor`.
    @discardableResult
    public func edit(id: Int, _ changes: BookChanges) throws(LibraryError) -> EditResult {
        let title = try changes.title.map { (text) throws(LibraryError) in try BookValidation.title(text) }
        let authors = try changes.authors.map { (names) throws(LibraryError) in try BookValidation.checkedAuthors(names) }
        try BookValidation.pageCount(changes.pageCount ?? nil)
        try BookValidation.year(changes.year ?? nil, latest: BookLimits.latestYear(at: now()))
        if let rating = changes.rating ?? nil { try BookValidation.rating(rating) }
        let changed = try writeUnlessAlreadySo {
            var row = try storedBook(id: id)
            let before = row
            let authorsBefore = try BookNames.authors.of(book: id, in: connection)
            // A read book's current page is the last page, set when it was finished rather than
            // logged, so correcting its page count is not refused: the current page follows instead.
            let currentPageFollows = row.status == .read
            if let pageCount = changes.pageCount ?? nil, let current = row.currentPage, current > pageCount,
                !currentPageFollows
            {
                throw LibraryError.pageCountBelowProgress(pageCount: pageCount, currentPage: current)
            }
            if let isbn = changes.isbn ?? nil, let other = try existingBook(volumeID: nil, isbn13: isbn.isbn13),
                other.id != id
            {
                throw LibraryError.isbnInUse(isbn: isbn.isbn13, id: other.id, title: other.title)
            }
            var edited: [BookField] = []
            /// Marks `fields` as the reader's own when the edit changes them, or takes over a
            /// catalogue's value of any of them the reader has not made their own yet.
            func take(_ fields: [BookField], changing: Bool) {
                if changing || fields.contains(where: { row.fieldSources[$0.name] != nil && !row.editedFields.contains($0) }) {
                    edited += fields
                }
            }
            /// Gives the field at `path` the value the edit has for it, if any.
            func set<Value: Equatable>(_ value: Value?, into path: WritableKeyPath<BookRow, Value>, _ column: BookRow.Column) {
                guard let value else { return }
                take([.column(column)], changing: row[keyPath: path] != value)
                row[keyPath: path] = value
            }
            set(title, into: \.title, .title)
            set(changes.pageCount, into: \.pageCount, .pageCount)
            if currentPageFollows, let pages = changes.pageCount ?? nil { row.currentPage = pages }
            set(changes.year, into: \.year, .year)
            set(changes.rating, into: \.rating, .rating)
            set(changes.review, into: \.review, .review)
            if let isbn = changes.isbn {
                // One ISBN in two columns: both are the reader's, so a refresh cannot pair them with another's.
                take([.column(.isbn13), .column(.isbn10)], changing: row.isbn13 != isbn?.isbn13 || row.isbn10 != isbn?.isbn10)
                row.isbn13 = isbn?.isbn13
                row.isbn10 = isbn?.isbn10
            }
            let authorsChange = authors.map { $0 != authorsBefore } ?? false
            if authors != nil { take([.authors], changing: authorsChange) }
            let firstAuthor = authors.map(\.first) ?? authorsBefore.first
            // Only a title or first author that is another now: a book added as a second copy keeps its title.
            if !changes.allowsSameTitleAndAuthor,
                BookMatchKey.title(row.title) != BookMatchKey.title(before.title)
                    || BookMatchKey.author(firstAuthor) != BookMatchKey.author(authorsBefore.first),
                let same = try sameTitleAndAuthor(as: row.title, firstAuthor)
            {
                throw LibraryError.sameTitleAndAuthor(id: same.id, title: same.title)
            }
            row.editedFields.formUnion(edited)
            // What is already so is not written: a new `updated_at` alone would be a change for
            // `undo` to spend a step on.
            guard row != before || authorsChange else { return false }
            if let authors, authorsChange { try BookNames.authors.replace(of: id, with: authors, in: connection) }
            row.updatedAt = TimeColumn(now())
            try row.update(in: connection)
            return true
        }
        return EditResult(book: try book(id: id), changed: changed)
    }

    /// The stored row of book `id`, every column of it, for a change to start from.
    func storedBook(id: Int) throws -> BookRow {
        guard let row = try BookRow.all(in: connection, where: "id = ?", [id], orderedBy: "id").first else {
            throw LibraryError.bookNotFound("#\(id)")
        }
        return row
    }

    /// Deletes a book with its history, and its vocabulary unless `keepingWords`, which makes the
    /// words global instead. Returns how many words the book had.
    @discardableResult
    public func remove(id: Int, keepingWords: Bool = false) throws(LibraryError) -> Int {
        try write {
            _ = try storedBook(id: id)
            let words = try connection.scalarInt("SELECT count(*) FROM words WHERE book_id = ?", [id]) ?? 0
            if keepingWords { try detachWords(ofBook: id) }
            try connection.run("DELETE FROM books WHERE id = ?", [id])
            return words
        }
    }
}
