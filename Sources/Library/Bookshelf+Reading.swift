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
                return try loadBooks(where: "b.status = ?", [status.rawValue], texts: .listed)
            }
            return try loadBooks(where: "1", [], texts: .listed)
        }
    }

    /// The number of books in the library.
    public func bookCount() throws(LibraryError) -> Int {
        try read { try connection.scalarInt("SELECT count(*) FROM books") ?? 0 }
    }

    /// The lines of one list, ordered by id: what the text view of `shelf list` needs and no more.
    public func listEntries(status: BookStatus) throws(LibraryError) -> [ListEntry] {
        try read { try listEntries(where: "b.status = ?", [status.rawValue]) }
    }

    /// The list lines of the books whose row in `books b` matches `condition`, ordered by id.
    func listEntries(where condition: String, _ values: [SQLiteBindable]) throws -> [ListEntry] {
        // One row per author, in credit order: joining them here costs far less than a
        // group_concat subquery per book. A book without authors still has its one row.
        var entries: [ListEntry] = []
        try connection.forEachRow(
            """
            SELECT b.id AS id, a.name AS author, \(Self.listedBookColumns),
                   r.finished_at AS finished_at, r.finished_precision AS finished_precision, r.finished_on AS finished_on
            FROM books b LEFT JOIN book_authors a ON a.book_id = b.id
            LEFT JOIN read_throughs r
                ON b.status IN ('read', 'dnf') AND r.id = (SELECT max(id) FROM read_throughs WHERE book_id = b.id)
            WHERE \(condition) ORDER BY b.id, a.position
            """,
            values, as: ListEntry.Column.self
        ) { row in
            let id = try row.requiredInt(.id)
            if let last = entries.indices.last, entries[last].id == id {
                if let author = row.string(.author) { entries[last].authors += ", " + author }
                return
            }
            entries.append(try row.read(from: "books", ListEntry.init))
        }
        return entries
    }

    /// Every book's list line, ordered by id: what `shelf list` shows of every list. The books,
    /// their authors and their read-throughs are each read in one pass in the order they are
    /// stored and joined here, which for a whole library costs a fraction of the indexed join of
    /// `listEntries(where:)` (an index probe per book for its authors and another for its latest
    /// read-through).
    public func allListEntries() throws(LibraryError) -> [ListEntry] {
        try read(inOneTransaction: true) {
            var entries: [ListEntry] = []
            // Room for every book at once: growing the list as it filled copied it over and over.
            // Ids are never reused, so the highest bounds the count, and is found without reading
            // every book as counting them does. Only a bound, though: an id far past any library's
            // size (a backup may carry one, up to 2^53) would ask for room for that many books,
            // so then they are counted.
            let highest = try connection.scalarInt("SELECT max(id) FROM books") ?? 0
            entries.reserveCapacity(
                highest <= Self.countedByHighestID ? highest : try connection.scalarInt("SELECT count(*) FROM books") ?? 0)
            try connection.forEachRow(
                """
                SELECT b.id AS id, NULL AS author, \(Self.listedBookColumns),
                       NULL AS finished_at, NULL AS finished_precision, NULL AS finished_on
                FROM books b ORDER BY b.id
                """, as: ListEntry.Column.self
            ) { row in
                entries.append(try row.read(from: "books", ListEntry.init))
            }
            // Authors come ordered by book as the books do, so one walk through both pairs them;
            // a row whose book is missing is passed over.
            var index = 0
            var lastNamed = -1
            try connection.forEachRow(
                "SELECT book_id, position, name FROM book_authors ORDER BY book_id, position", as: BookNames.Column.self
            ) { row in
                let bookID = try row.requiredInt(.bookID)
                while index < entries.count, entries[index].id < bookID { index += 1 }
                guard index < entries.count, entries[index].id == bookID else { return }
                let name = try row.requiredText(.name)
                if index == lastNamed {
                    // Appended in place: joining a new string per co-author cost more than reading the name.
                    entries[index].authors.append(", ")
                    entries[index].authors.append(name)
                } else {
                    entries[index].authors = name
                }
                lastNamed = index
            }
            // Finished books show when their latest read-through ended: read oldest first, each
            // read-through of such a book replaces the one before it, so the latest is what stays.
            // The book is found by halving the entries, which are ordered by id: cheaper than
            // hashing its id, and no table of them is built.
            try connection.forEachRow(
                "SELECT book_id, finished_at, finished_precision, finished_on FROM read_throughs ORDER BY id",
                as: ListEntry.FinishColumn.self
            ) { row in
                let bookID = try row.requiredInt(.bookID)
                var low = 0
                var high = entries.count
                while low < high {
                    let middle = (low + high) / 2
                    if entries[middle].id < bookID { low = middle + 1 } else { high = middle }
                }
                guard low < entries.count, entries[low].id == bookID, entries[low].status == .read || entries[low].status == .dnf
                else { return }
                entries[low].finishedAt = try row.optionalTime(.finishedAt)?.date
                entries[low].finishedPrecision = try row.optionalChoice(.finishedPrecision)
                entries[low].finishedOn = try row.optionalDay(.finishedOn)
            }
            return entries
        }
    }

    /// The highest book id `allListEntries` takes for the number of books without counting them:
    /// room for this many list lines is 14 MB.
    private static let countedByHighestID = 100_000

    /// The columns of `books b` a list line shows, named as `ListEntry.Column` names them.
    private static let listedBookColumns = """
        b.title AS title, b.status AS status, b.page_count AS page_count, b.current_page AS current_page,
        b.rating AS rating
        """

    /// One book by its local id.
    public func book(id: Int) throws(LibraryError) -> Book {
        let found = try read { try loadBooks(where: "b.id = ?", [id]) }
        guard let book = found.first else { throw .bookNotFound("#\(id)") }
        return book
    }

    /// The title, list and page count of book `id`, for a change that decides by them and reads
    /// the whole book only once it is made.
    func bookState(id: Int) throws -> BookState {
        guard let state = try BookState.of(book: id, in: connection) else { throw LibraryError.bookNotFound("#\(id)") }
        return state
    }

    /// A book with its status history, progress history, read-throughs and word count.
    public func details(id: Int) throws(LibraryError) -> BookDetails {
        let book = try book(id: id)
        return try read(inOneTransaction: true) {
            let history = try StatusChangeRow.all(
                in: connection, where: "book_id = ?", [id], orderedBy: "at, from_status IS NOT NULL, sequence")
            let progress = try ProgressEntry.all(ofBook: id, in: connection)
            let readThroughs = try ReadThroughRow.all(in: connection, where: "book_id = ?", [id], orderedBy: "id")
            let notes = try NoteRow.all(in: connection, where: "book_id = ?", [id], orderedBy: "at, id")
            let words = try connection.scalarInt("SELECT count(*) FROM words WHERE book_id = ?", [id]) ?? 0
            let statusHistory = StatusChangeRow.statusChanges(
                history, reads: readThroughs, addedOn: book.addedOn, addedPrecision: book.addedPrecision)
            return BookDetails(
                book: book, statusHistory: statusHistory, progress: progress,
                readThroughs: readThroughs.map(\.readThrough), notes: notes.map(\.bookNote),
                wordCount: words)
        }
    }

    /// Finds the one book a user means: `12` or `#12` (local id), an ISBN-10/13, or a
    /// case-insensitive fragment of the title. An exact title beats fragments; several
    /// fragment matches are an error listing each. The id of a removed book is refused rather
    /// than read as a title fragment, so an id kept in a script never names another book; only
    /// a book whose whole title is that number (`1984`) is still found by it.
    public func resolve(_ reference: String) throws(LibraryError) -> Book {
        try book(id: resolveID(reference))
    }

    /// The id of the book `resolve` finds for `reference`, found without reading the book: for a
    /// command that goes on to read or change it by its id, which reads it then.
    public func resolveID(_ reference: String) throws(LibraryError) -> Int {
        // Read as titles are shown (`TitleFolding`): what is typed is matched to what was seen.
        let text = reference.shownName
        guard !text.showsNothing else { throw .bookNotFound(reference) }
        let idText = text.hasPrefix("#") ? String(text.dropFirst()) : text
        if let id = Int(idText), id > 0 {
            if try read({ try connection.scalarInt("SELECT 1 FROM books WHERE id = ?", [id]) }) != nil { return id }
            let removed = try wasGivenOut(bookID: id)
            if text.hasPrefix("#") { throw removed ? .bookRemoved(id: id) : .bookNotFound(reference) }
            if removed {
                guard let titled = try idOfExactTitle(text) else { throw .bookRemoved(id: id) }
                return titled
            }
        }
        if let isbn = ISBN(text) {
            let ids = try read {
                try connection.query(
                    "SELECT id, title FROM books WHERE isbn13 = ? OR isbn10 = ? ORDER BY id",
                    [isbn.isbn13, isbn.isbn10], as: BookReference.Column.self
                ) { try $0.read(from: "books", BookReference.init) }
            }
            if let id = ids.first?.id { return id }
        }
        return try idOfTitle(matching: text, reference: reference)
    }

    /// Whether `id` was once given to a book: AUTOINCREMENT keeps the highest id ever given.
    private func wasGivenOut(bookID id: Int) throws(LibraryError) -> Bool {
        try id <= read { try LastIDs.given(in: connection).books }
    }

    /// The one book whose whole title is `text` (case aside); nil when none or several are.
    private func idOfExactTitle(_ text: String) throws(LibraryError) -> Int? {
        let needle = TitleFolding.fold(text)
        let exact = try read { try booksTitled(containing: text) }.filter { TitleFolding.fold($0.title) == needle }
        return exact.count == 1 ? exact[0].id : nil
    }

    /// The one book whose title contains `text` (an exact title beats fragments), else the one
    /// whose authors do.
    private func idOfTitle(matching text: String, reference: String) throws(LibraryError) -> Int {
        let needle = TitleFolding.fold(text)
        let matches = try read { try booksTitled(containing: text) }
        let exact = matches.filter { TitleFolding.fold($0.title) == needle }
        if exact.count == 1 { return exact[0].id }
        if matches.count == 1 { return matches[0].id }
        if matches.isEmpty {
            let authored = try read { try booksAuthored(containing: text) }
            if authored.count == 1 { return authored[0].id }
            if authored.isEmpty { throw .bookNotFound(reference) }
            throw .ambiguousBook(reference, matches: authored.map { BookMatch(id: $0.id, title: $0.title) })
        }
        throw .ambiguousBook(
            reference, matches: (exact.count > 1 ? exact : matches).map { BookMatch(id: $0.id, title: $0.title) })
    }

    /// The books whose title contains `text` as Swift compares them lowercased, by id, each with
    /// its title, found through the folded titles of `title_chunks` (`TitleChunks`), read with
    /// the books they lead to in one snapshot, so another process's change falls wholly before
    /// or after.
    private func booksTitled(containing text: String) throws -> [(id: Int, title: String)] {
        try connection.reading { try TitleChunks.books(containing: TitleFragment(text), in: connection) }
    }

    /// The books whose authors, joined by ", " and as matched (`matchedName`: as shown, without
    /// joiners and direction marks), contain `text` (as matched) as Swift compares them
    /// lowercased, by id, each with its title.
    ///
    /// SQLite's `LIKE` first picks the names that may (`likePattern`), one by one unless `text`
    /// has a comma, the one way it can reach across two. A fragment too long for a `LIKE` pattern
    /// is compared with every book's authors. Joiners and direction marks are passed over in the
    /// check in Swift, and the pattern lets them through: one beside a space is within the run a
    /// space stands for, and one in a word of the scripts that need them (Persian, Arabic, Hebrew,
    /// Indic) within the any-character each letter there stands for. Only a mark inside a word of
    /// ASCII letters escapes the pattern typed without it, as an escape sequence there does.
    private func booksAuthored(containing text: String) throws -> [(id: Int, title: String)] {
        let authors = "ifnull((SELECT group_concat(name, ', ') FROM book_authors WHERE book_id = b.id), '')"
        let select = "SELECT b.id, b.title, \(authors) FROM books b"
        let matched = text.matchedName
        let needle = matched.lowercased()
        let read = { (row: Row) in
            (id: row.int(0) ?? 0, title: row.string(1) ?? "", authors: row.string(2) ?? "")
        }
        let pattern = Self.likePattern(matched)
        let found: [(id: Int, title: String, authors: String)]
        if pattern.utf8.count > Self.longestLikePattern {
            found = try connection.query("\(select) ORDER BY b.id", [], read)
        } else {
            let condition = matched.utf8.contains(UInt8(ascii: ","))
                ? "\(authors) LIKE ?1 ESCAPE '\\'"
                : "b.id IN (SELECT book_id FROM book_authors WHERE name LIKE ?1 ESCAPE '\\')"
            found = try connection.query("\(select) WHERE \(condition) ORDER BY b.id", [pattern], read)
        }
        return found.filter { $0.authors.matchedName.lowercased().contains(needle) }.map { (id: $0.id, title: $0.title) }
    }

    /// A `LIKE` pattern matching every name that contains `text` as Swift compares them
    /// lowercased, and few others. `LIKE` folds the case of ASCII letters only, and compares
    /// scalars where Swift compares characters (an accent composed or not): an ASCII character
    /// stands for itself (escaped when it is `%`, `_` or `\`), any other character that is one
    /// scalar in every spelling (`ж`, `白`) for any one character (`_`), and one that is not
    /// (`é`, which may be `e` and an accent; `İ`) for any run (`%`). A space, which `text` has
    /// where the name as shown has one, stands for any run too: the stored name may hold a run of
    /// spaces or an invisible character there (`Stephen        King`). The one name it misses is
    /// one where a letter outside ASCII lowercases into it (the Kelvin sign, to `k`).
    private static func likePattern(_ text: String) -> String {
        var pattern = "%"
        for character in text {
            if character == " " {
                pattern += "%"
            } else if character.unicodeScalars.allSatisfy(\.isASCII) {
                for scalar in character.unicodeScalars {
                    if scalar == "%" || scalar == "_" || scalar == "\\" { pattern += "\\" }
                    pattern.unicodeScalars.append(scalar)
                }
            } else if character.unicodeScalars.count == 1,
                String(character).decomposedStringWithCanonicalMapping.unicodeScalars.count == 1
            {
                pattern += "_"
            } else {
                pattern += "%"
            }
        }
        return pattern + "%"
    }

    /// The longest pattern SQLite's `LIKE` takes, in bytes (`SQLITE_MAX_LIKE_PATTERN_LENGTH`).
    private static let longestLikePattern = 50_000

    /// Loads books with their derived fields and the long texts `texts` names; `condition` is
    /// SQL over the alias `b`. `expected` is how many there will be, when the caller knows and
    /// holds them long: the array is made that size instead of grown by doubling, which can leave
    /// a third of a large library's array unused.
    func loadBooks(
        where condition: String, _ values: [SQLiteBindable], texts: BookTexts = .all, expected: Int = 0
    ) throws -> [Book] {
        let select = switch texts {
        case .all: Self.selectBooks
        case .listed: Self.selectListedBooks
        case .goodreads: Self.selectGoodreadsBooks
        }
        var books: [Book] = []
        books.reserveCapacity(expected)
        try connection.forEachRow(
            "\(select) WHERE \(condition) ORDER BY b.id", values, as: BookRow.Column.self, ReadingSummaryColumn.self
        ) { stored, summary in
            books.append(try Book(stored.read(from: BookRow.table, BookRow.init), summary: summary))
        }
        guard !books.isEmpty else { return books }
        if books.count == 1 {
            books[0].authors = try BookNames.authors.of(book: books[0].id, in: connection)
            books[0].shelves = try BookNames.shelves.of(book: books[0].id, in: connection)
            return books
        }
        let authors = try BookNames.authors.byBook(in: connection, where: condition, values)
        let shelves = try BookNames.shelves.byBook(in: connection, where: condition, values)
        for index in books.indices {
            books[index].authors = authors[books[index].id] ?? []
            books[index].shelves = shelves[books[index].id] ?? []
        }
        return books
    }

    /// The books' rows with the long texts `texts` reads (the others NULL) and their read-through
    /// summaries, up to the WHERE clause.
    private static func selectBooks(_ texts: BookTexts) -> String {
        let columns = BookRow.Column.allCases.map { column in
            (texts.reads(column) ? "b.\(column.name)" : "NULL") + " AS \(column.name)"
        }
        return """
            SELECT \(columns.concatenated(separator: ", ")),
                   rt.started_at AS started_at,
                   CASE WHEN rt.outcome <> 'reading' THEN rt.finished_at END AS finished_at,
                   lf.finished_at AS last_finished_at, lf.finished_on AS last_finished_on,
                   lf.finished_precision AS last_finished_precision,
                   (SELECT count(*) FROM read_throughs r WHERE r.book_id = b.id AND r.outcome = 'read') AS read_count
            FROM books b
            LEFT JOIN read_throughs rt
                ON rt.id = (SELECT max(id) FROM read_throughs WHERE book_id = b.id)
            LEFT JOIN read_throughs lf
                ON lf.id = CASE WHEN rt.outcome <> 'reading' THEN rt.id
                    ELSE (SELECT max(id) FROM read_throughs WHERE book_id = b.id AND outcome = 'read') END
            """
    }

    private static let selectBooks = selectBooks(.all)
    private static let selectListedBooks = selectBooks(.listed)
    private static let selectGoodreadsBooks = selectBooks(.goodreads)
}
