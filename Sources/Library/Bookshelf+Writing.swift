import Foundation
internal import SQLiteStore

/// Adding, changing and removing books, and moving them between lists.
extension Bookshelf {
    /// Adds a book and returns it. A book with the same ISBN or Google volume is refused.
    @discardableResult
    public func add(_ new: NewBook) throws(LibraryError) -> Book {
        let title = try BookValidation.title(new.title)
        try BookValidation.pageCount(new.pageCount)
        try BookValidation.year(new.year)
        let at = try checkedTime(new.addedAt)
        let id: Int = try write {
            if let existing = try duplicate(of: new) {
                throw LibraryError.duplicateBook(id: existing.id, title: existing.title)
            }
            try connection.run(
                """
                INSERT INTO books (title, subtitle, page_count, isbn10, isbn13, year, publisher,
                    language, description, thumbnail, status, added_at, updated_at,
                    google_volume_id, google_record)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'to-read', ?, ?, ?, ?)
                """,
                [
                    title, new.subtitle, new.pageCount, new.isbn?.isbn10, new.isbn?.isbn13, new.year,
                    new.publisher, new.language, new.description, new.thumbnail,
                    TimeColumn.value(at), TimeColumn.value(now()), new.googleVolumeID, new.googleRecord,
                ])
            let id = connection.lastInsertedRowID
            try replaceNames(in: "book_authors", of: id, with: BookValidation.authors(new.authors))
            try recordStatus(of: id, from: nil, to: new.status, at: at)
            return id
        }
        return try book(id: id)
    }

    private func duplicate(of new: NewBook) throws -> (id: Int, title: String)? {
        guard new.isbn != nil || new.googleVolumeID != nil else { return nil }
        return try connection.query(
            "SELECT id, title FROM books WHERE isbn13 = ? OR google_volume_id = ? LIMIT 1",
            [new.isbn?.isbn13, new.googleVolumeID]
        ) { row in (id: row.int(0) ?? 0, title: row.string(1) ?? "") }.first
    }

    /// Moves a book to another list at `at` (default now), keeping the change in its history.
    /// Starting a dnf book, or one moved back to to-read, continues its read-through from its last
    /// page; `startingOver` begins a new read-through at page 0 instead. A move before "added"
    /// moves "added" back (and says so); a finish before the read-through's start is refused.
    @discardableResult
    public func move(id: Int, to status: BookStatus, at: Date? = nil, startingOver: Bool = false) throws(LibraryError) -> MoveResult {
        let book = try book(id: id)
        guard book.status != status else {
            throw .alreadyOnList(title: book.title, status: status)
        }
        let at = try checkedTime(at)
        try checkFollowsLastMove(of: id, at: at)
        let notes: [TimelineNote] = try write {
            let note = try moveAddedBack(of: id, to: at)
            try recordStatus(of: id, from: book.status, to: status, at: at, startingOver: startingOver)
            return note.map { [$0] } ?? []
        }
        return MoveResult(book: try self.book(id: id), notes: notes)
    }

    /// Records the page reached at `at` (default now). Logging a to-read or dnf book moves it to
    /// reading, continuing its read-through; logging the last page as the latest entry moves it to
    /// read. An entry earlier than the latest goes into the history without changing the current
    /// page; one before the read-through's start moves the start back (a finish there is refused).
    public func log(id: Int, _ input: PageInput, at: Date? = nil) throws(LibraryError) -> LogResult {
        let book = try book(id: id)
        if book.status == .read { throw .logOnReadBook(id: id, title: book.title) }
        let at = try checkedTime(at)
        if book.status != .reading { try checkFollowsLastMove(of: id, at: at) }
        let time = TimeColumn.value(at)
        let (page, moves, notes): (Int, [BookStatus], [TimelineNote]) = try write {
            var moves: [BookStatus] = []
            var notes: [TimelineNote] = []
            let current = try latestReadThrough(of: id)
            // The read-through this entry belongs to: the open one, a dnf one it resumes, or a new
            // one starting now (which has no entries yet).
            let continuing = current.map { $0.outcome == .reading || $0.outcome == .dnf } ?? false
            let start = continuing ? current?.startedAt?.seconds : time
            let page = try targetPage(of: book, for: input, from: continuing ? try self.page(of: id, before: at, since: start) : nil)
            let latestBefore = continuing ? try latestEntryTime(of: id, since: start) : nil
            let isLatest = latestBefore.map { time >= $0 } ?? true
            if book.status == .reading, let current, let start, time < start {
                if let pageCount = book.pageCount, page == pageCount {
                    throw LibraryError.finishBeforeStart(at, startedAt: TimeColumn(seconds: start).date)
                }
                try moveStartBack(of: id, readThrough: current, to: at)
                notes.append(.startMovedBack(to: at))
            }
            if let note = try moveAddedBack(of: id, to: at) { notes.insert(note, at: 0) }
            if book.status != .reading {
                try recordStatus(of: id, from: book.status, to: .reading, at: at)
                moves.append(.reading)
            }
            try connection.run("INSERT INTO progress (book_id, page, at) VALUES (?, ?, ?)", [id, page, time])
            try connection.run("UPDATE books SET updated_at = ? WHERE id = ?", [TimeColumn.value(now()), id])
            try rederiveCurrentPage(of: id)
            if isLatest, let pageCount = book.pageCount, page == pageCount {
                try recordStatus(of: id, from: .reading, to: .read, at: at)
                moves.append(.read)
            }
            if !isLatest {
                let currentPage = try connection.scalarInt("SELECT current_page FROM books WHERE id = ?", [id])
                notes.append(.loggedEarlier(page: page, at: at, currentPage: currentPage))
            }
            return (page, moves, notes)
        }
        return LogResult(book: try self.book(id: id), page: page, moves: moves, notes: notes)
    }

    /// Moves the start of the open read-through back to `at`, with the list move that began it,
    /// unless an earlier move of the book comes after `at`: then the entry cannot belong to this
    /// read-through.
    private func moveStartBack(of id: Int, readThrough: ReadThroughRow, to at: Date) throws {
        guard let start = readThrough.startedAt else { return }
        if let previous = try StatusChangeRow.all(
            in: connection, where: "book_id = ? AND from_status IS NOT NULL AND at < ?", [id, start.seconds],
            orderedBy: "at DESC, id DESC", limit: 1
        ).first, at < previous.at.date {
            throw LibraryError.timeBeforeLastMove(at, status: previous.toStatus, movedAt: previous.at.date)
        }
        let time = TimeColumn.value(at)
        try connection.run("UPDATE read_throughs SET started_at = ? WHERE id = ?", [time, readThrough.id])
        try connection.run(
            "UPDATE status_changes SET at = ? WHERE book_id = ? AND to_status = 'reading' AND at = ?",
            [time, id, start.seconds])
    }

    /// The page `input` names; `+N` counts from `base`, the entry just before the logged time.
    private func targetPage(of book: Book, for input: PageInput, from base: Int?) throws(LibraryError) -> Int {
        let page: Int
        switch input {
        case .page(let value):
            page = value
        case .pagesOn(let pages):
            // `+N` is typed by hand: a huge N must be refused, not overflow and trap.
            let (sum, overflow) = (base ?? 0).addingReportingOverflow(pages)
            guard !overflow else { throw .pageOutOfRange(page: pages, pageCount: book.pageCount) }
            page = sum
        case .percent(let value):
            guard let pageCount = book.pageCount else {
                throw .percentWithoutPageCount(title: book.title)
            }
            guard (0...100).contains(value) else { throw .percentOutOfRange(value) }
            // Double(pageCount) can round up past Int.max for huge counts; 100% is the last page.
            let exact = (value / 100 * Double(pageCount)).rounded()
            page = exact >= Double(pageCount) ? pageCount : Int(exact)
        }
        guard page >= 0, page <= (book.pageCount ?? Int.max) else {
            throw .pageOutOfRange(page: page, pageCount: book.pageCount)
        }
        return page
    }

    /// Changes the given fields; each changed field is remembered as the user's own edit, so a
    /// later refresh from Google Books keeps it.
    @discardableResult
    public func edit(id: Int, _ changes: BookChanges) throws(LibraryError) -> Book {
        let book = try book(id: id)
        let title = try changes.title.map { (text) throws(LibraryError) in try BookValidation.title(text) }
        try BookValidation.pageCount(changes.pageCount ?? nil)
        try BookValidation.year(changes.year ?? nil)
        if let rating = changes.rating ?? nil { try BookValidation.rating(rating) }
        // A read book's current page is the last page, set when it was finished rather than
        // logged, so correcting its page count is not refused: the current page follows instead.
        let currentPageFollows = book.status == .read
        if let pageCount = changes.pageCount ?? nil, let current = book.currentPage, current > pageCount,
            !currentPageFollows
        {
            throw .pageCountBelowProgress(pageCount: pageCount, currentPage: current)
        }
        if let isbn = changes.isbn ?? nil, let other = try existingBook(volumeID: nil, isbn13: isbn.isbn13), other.id != id {
            throw .isbnInUse(isbn: isbn.isbn13, id: other.id, title: other.title)
        }
        try write {
            var edited: [String] = []
            func set(_ column: String, _ value: SQLiteBindable) throws {
                try connection.run("UPDATE books SET \(column) = ? WHERE id = ?", [value, id])
                edited.append(column)
            }
            if let title { try set("title", title) }
            if let pages = changes.pageCount {
                try set("page_count", pages)
                if currentPageFollows, let pages {
                    try connection.run("UPDATE books SET current_page = ? WHERE id = ?", [pages, id])
                }
            }
            if let year = changes.year { try set("year", year) }
            if let rating = changes.rating { try set("rating", rating) }
            if let isbn = changes.isbn {
                try set("isbn13", isbn?.isbn13)
                try set("isbn10", isbn?.isbn10)
            }
            if let authors = changes.authors {
                try replaceNames(in: "book_authors", of: id, with: BookValidation.authors(authors))
                edited.append("authors")
            }
            let earlier = try connection.scalarString(
                "SELECT edited_fields FROM books WHERE id = ?", [id]) ?? ""
            let allEdited = Set(earlier.split(separator: ",").map(String.init)).union(edited)
            try connection.run(
                "UPDATE books SET updated_at = ?, edited_fields = ? WHERE id = ?",
                [TimeColumn.value(now()), allEdited.sorted().joined(separator: ","), id])
        }
        return try self.book(id: id)
    }

    /// Deletes a book with its history, and its vocabulary unless `keepingWords`, which makes the
    /// words global instead. Returns how many words the book had.
    @discardableResult
    public func remove(id: Int, keepingWords: Bool = false) throws(LibraryError) -> Int {
        _ = try book(id: id)
        return try write {
            let words = try connection.scalarInt("SELECT count(*) FROM words WHERE book_id = ?", [id]) ?? 0
            if keepingWords { try detachWords(ofBook: id) }
            try connection.run("DELETE FROM books WHERE id = ?", [id])
            return words
        }
    }

    /// Stores a list change and keeps read-throughs in step with it: starting to read continues
    /// the open read-through, or a dnf one (unless `startingOver`), else opens a new one; read or
    /// dnf closes the open one (or records one), never before it started. The current page follows.
    func recordStatus(of id: Int, from: BookStatus?, to: BookStatus, at: Date, startingOver: Bool = false) throws {
        let time = TimeColumn.value(at)
        try connection.run(
            "INSERT INTO status_changes (book_id, from_status, to_status, at) VALUES (?, ?, ?, ?)",
            [id, from?.rawValue, to.rawValue, time])
        try connection.run(
            "UPDATE books SET status = ?, updated_at = ? WHERE id = ?", [to.rawValue, time, id])
        let latest = try latestReadThrough(of: id)
        let open = latest?.outcome == .reading ? latest : nil
        switch to {
        case .toRead:
            break
        case .reading:
            if let latest, !startingOver, latest.outcome == .dnf {
                try connection.run(
                    "UPDATE read_throughs SET outcome = 'reading', finished_at = NULL, finished_on = NULL WHERE id = ?",
                    [latest.id])
            } else {
                if let open, startingOver {
                    try connection.run(
                        "UPDATE read_throughs SET outcome = 'dnf', finished_at = ? WHERE id = ?", [time, open.id])
                }
                if open == nil || startingOver {
                    try connection.run(
                        "INSERT INTO read_throughs (book_id, started_at, outcome) VALUES (?, ?, 'reading')",
                        [id, time])
                }
            }
        case .read, .dnf:
            if let open {
                if let start = open.startedAt, time < start.seconds {
                    throw LibraryError.finishBeforeStart(at, startedAt: start.date)
                }
                try connection.run(
                    "UPDATE read_throughs SET finished_at = ?, outcome = ? WHERE id = ?",
                    [time, to.rawValue, open.id])
            } else {
                try connection.run(
                    "INSERT INTO read_throughs (book_id, finished_at, outcome) VALUES (?, ?, ?)",
                    [id, time, to.rawValue])
            }
        }
        try rederiveCurrentPage(of: id)
    }

    /// Replaces a book's authors or shelves with `names`, keeping their order.
    func replaceNames(in table: String, of id: Int, with names: [String]) throws {
        try connection.run("DELETE FROM \(table) WHERE book_id = ?", [id])
        for (position, name) in names.enumerated() {
            try connection.run(
                "INSERT INTO \(table) (book_id, position, name) VALUES (?, ?, ?)", [id, position, name])
        }
    }
}
