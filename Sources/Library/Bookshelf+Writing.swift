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
        let at = now()
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
                    TimeColumn.value(at), TimeColumn.value(at), new.googleVolumeID, new.googleRecord,
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
    @discardableResult
    public func move(id: Int, to status: BookStatus, at: Date? = nil) throws(LibraryError) -> Book {
        let book = try book(id: id)
        guard book.status != status else {
            throw .alreadyOnList(title: book.title, status: status)
        }
        let at = try checkedTime(at)
        try checkFollowsLastMove(of: id, at: at)
        try write { try recordStatus(of: id, from: book.status, to: status, at: at) }
        return try self.book(id: id)
    }

    /// Records the page reached. Logging a to-read or dnf book moves it to reading, and logging
    /// the last page moves it to read; both moves are reported.
    public func log(id: Int, _ input: PageInput, at: Date? = nil) throws(LibraryError) -> LogResult {
        let book = try book(id: id)
        if book.status == .read { throw .logOnReadBook(id: id, title: book.title) }
        let page = try targetPage(of: book, for: input)
        let at = try checkedTime(at)
        if book.status != .reading { try checkFollowsLastMove(of: id, at: at) }
        let moves: [BookStatus] = try write {
            var moves: [BookStatus] = []
            if book.status != .reading {
                try recordStatus(of: id, from: book.status, to: .reading, at: at)
                moves.append(.reading)
            }
            try connection.run(
                "INSERT INTO progress (book_id, page, at) VALUES (?, ?, ?)",
                [id, page, TimeColumn.value(at)])
            try connection.run(
                """
                UPDATE books SET updated_at = ?, current_page = (
                    SELECT p.page FROM progress p WHERE p.book_id = books.id
                    AND p.at >= ifnull((SELECT started_at FROM read_throughs
                        WHERE book_id = books.id ORDER BY id DESC LIMIT 1), -1e300)
                    ORDER BY p.at DESC, p.id DESC LIMIT 1)
                WHERE id = ?
                """,
                [TimeColumn.value(now()), id])
            if let pageCount = book.pageCount, page == pageCount {
                try recordStatus(of: id, from: .reading, to: .read, at: at)
                moves.append(.read)
            }
            return moves
        }
        return LogResult(book: try self.book(id: id), page: page, moves: moves)
    }

    private func targetPage(of book: Book, for input: PageInput) throws(LibraryError) -> Int {
        let page: Int
        switch input {
        case .page(let value):
            page = value
        case .pagesOn(let pages):
            // `+N` is typed by hand: a huge N must be refused, not overflow and trap.
            let (sum, overflow) = (book.currentPage ?? 0).addingReportingOverflow(pages)
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

    /// The moment to record: `at` if given (never in the future), else now.
    func checkedTime(_ at: Date?) throws(LibraryError) -> Date {
        let current = now()
        guard let at else { return current }
        guard at <= current else { throw .timeInFuture(at) }
        return at
    }

    /// A move may be backdated, even to before the book was added ("I started it last week"), but
    /// not to before the book's previous move: a finish before its start would make the history
    /// contradict itself.
    private func checkFollowsLastMove(of id: Int, at: Date) throws(LibraryError) {
        let last = try read {
            try connection.query(
                "SELECT to_status, at FROM status_changes WHERE book_id = ? AND from_status IS NOT NULL ORDER BY at DESC, id DESC LIMIT 1",
                [id]
            ) { row in (BookStatus(rawValue: row.string(0) ?? "") ?? .toRead, TimeColumn.date(row.double(1)) ?? .distantPast) }
        }
        if let (status, time) = last.first, at < time {
            throw .timeBeforeLastMove(at, status: status, movedAt: time)
        }
    }

    /// Stores a list change and keeps read-throughs in step with it: starting to read opens a
    /// read-through unless one is open, and read or dnf closes the open one (or records one).
    func recordStatus(of id: Int, from: BookStatus?, to: BookStatus, at: Date) throws {
        let time = TimeColumn.value(at)
        try connection.run(
            "INSERT INTO status_changes (book_id, from_status, to_status, at) VALUES (?, ?, ?, ?)",
            [id, from?.rawValue, to.rawValue, time])
        try connection.run(
            "UPDATE books SET status = ?, updated_at = ? WHERE id = ?", [to.rawValue, time, id])
        let open = try connection.scalarInt(
            "SELECT id FROM read_throughs WHERE book_id = ? AND outcome = 'reading' ORDER BY id DESC LIMIT 1",
            [id])
        switch to {
        case .toRead:
            break
        case .reading:
            if open == nil {
                try connection.run(
                    "INSERT INTO read_throughs (book_id, started_at, outcome) VALUES (?, ?, 'reading')",
                    [id, time])
                try connection.run("UPDATE books SET current_page = NULL WHERE id = ?", [id])
            }
        case .read, .dnf:
            if let open {
                try connection.run(
                    "UPDATE read_throughs SET finished_at = ?, outcome = ? WHERE id = ?",
                    [time, to.rawValue, open])
            } else {
                try connection.run(
                    "INSERT INTO read_throughs (book_id, finished_at, outcome) VALUES (?, ?, ?)",
                    [id, time, to.rawValue])
                // An attempt given up without a page logged has no page to stop at (a read
                // book moved to dnf must not show its last read's 100 %).
                if to == .dnf {
                    try connection.run("UPDATE books SET current_page = NULL WHERE id = ?", [id])
                }
            }
            if to == .read {
                try connection.run(
                    "UPDATE books SET current_page = page_count WHERE id = ? AND page_count IS NOT NULL",
                    [id])
            }
        }
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
