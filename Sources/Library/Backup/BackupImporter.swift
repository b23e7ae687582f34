import Foundation
internal import SQLiteStore

/// Writes a backup into the library record by record, as it is read (`BackupSections`), inside
/// the caller's transaction.
///
/// Into a new library (one that never held a book or word) everything is restored with its
/// original ids, so exporting again gives
/// the same bytes. Into a library that has books already, a book is added only when the library
/// has no book with its Goodreads id, Google volume id or ISBN-13, or, for books without them,
/// its title, first author and moment of adding (it is skipped otherwise, and its words with it);
/// added rows get new ids. Global words and goals (by year) the library already has are kept as
/// they are, into a new library as into any other.
struct BackupImporter {
    private let library: Bookshelf
    private var connection: Connection { library.connection }
    /// True when the library never held a book or word: every row is restored under its own id.
    private let keepIDs: Bool
    /// The keys (`keys(…)`) of every book the library had. Two books of one file are two books,
    /// whatever their keys: only the library's are matched.
    private let existingKeys: Set<String>
    /// The ids of the file's books, and the id each restored book got in the library.
    private var bookIDs: Set<Int> = []
    private var newIDs: [Int: Int] = [:]
    /// The ids seen of each kind of entry, to refuse one given twice.
    private var seenIDs: [String: Set<Int>] = [:]
    /// Each word's key with the id its book has in the file (0 for a global word): a book has a
    /// word once (`words_book_word`).
    private var seenWords: Set<String> = []
    /// The years of the file's goals: a year has one goal.
    private var seenGoalYears: Set<Int> = []
    private var summary = ImportSummary()
    private let progress: ((Int, Int) -> Void)?
    /// How many books the file holds, for `progress`.
    private let bookCount: Int
    /// The library's clock as the restore began: no restored book's history may run more than a
    /// command's allowance past it (`BackupBook.checkTimeline`).
    let now: Date

    /// Ready to restore into `library`, telling `progress` after each of the file's `bookCount` books.
    init(library: Bookshelf, bookCount: Int, progress: ((Int, Int) -> Void)?) throws {
        self.library = library
        self.bookCount = bookCount
        self.progress = progress
        now = library.now()
        // Only a library that never gave out an id: one whose books were all removed keeps its
        // promise that an id is never given again (README, rule 3).
        keepIDs = try library.connection.scalarInt(
            """
            SELECT (SELECT count(*) FROM books) + (SELECT count(*) FROM words)
                + ifnull((SELECT sum(seq) FROM sqlite_sequence WHERE name IN ('books', 'words')), 0)
            """) == 0
        let firstAuthors = try BookNames.authors.byBook(in: library.connection).mapValues(\.first)
        var keys: Set<String> = []
        try BookRow.forEach(in: library.connection, orderedBy: "id") { row in
            keys.formUnion(
                Self.keys(
                    goodreadsID: row.goodreadsID, googleVolumeID: row.googleVolumeID, isbn13: row.isbn13, title: row.title,
                    firstAuthor: firstAuthors[row.id] ?? nil, addedAt: row.addedAt))
        }
        existingKeys = keys
    }

    /// What identifies a book across libraries: its Goodreads id, Google volume id or ISBN-13,
    /// and for books added by hand, which have none of them, the moment it was added (to the
    /// microsecond, as backups keep it) with its title and first author.
    private static func keys(
        goodreadsID: String?, googleVolumeID: String?, isbn13: String?, title: String, firstAuthor: String?,
        addedAt: TimeColumn
    ) -> [String] {
        [
            goodreadsID.map { "goodreads:\($0)" }, googleVolumeID.map { "google:\($0)" }, isbn13.map { "isbn13:\($0)" },
            addedAt.backupText.map { "added:\($0)\u{1F}\(title.lowercased())\u{1F}\((firstAuthor ?? "").lowercased())" },
        ].compactMap { $0 }
    }

    /// Restores the book at `index` of the file's books, unless the library has it. Books come
    /// before words: a word is restored with its book.
    mutating func restore(_ book: BackupBook, at index: Int) throws {
        let path = "books[\(index)]"
        try checkOnce(book.row.id, "book", "\(path).id")
        for (entry, change) in book.statusChanges.enumerated() { try checkOnce(change.id, "move", "\(path).statusChanges[\(entry)].id") }
        for (entry, read) in book.readThroughs.enumerated() { try checkOnce(read.id, "read-through", "\(path).readThroughs[\(entry)].id") }
        for (entry, page) in book.progress.enumerated() { try checkOnce(page.id, "page logged", "\(path).progress[\(entry)].id") }
        for (entry, note) in book.notes.enumerated() { try checkOnce(note.id, "note", "\(path).notes[\(entry)].id") }
        bookIDs.insert(book.row.id)
        let row = book.row
        let keys = Self.keys(
            goodreadsID: row.goodreadsID, googleVolumeID: row.googleVolumeID, isbn13: row.isbn13, title: row.title,
            firstAuthor: book.authors.first, addedAt: row.addedAt)
        if keys.contains(where: existingKeys.contains) {
            summary.skipped += 1
        } else {
            newIDs[row.id] = try insert(book, keepingIDs: keepIDs)
            summary.added += 1
        }
        progress?(index + 1, bookCount)
    }

    /// Restores the word at `index` of the file's words: with its book when the book was
    /// restored, not at all when the library had the book (it keeps its own words), and a global
    /// word unless the library has it.
    mutating func restore(_ word: BackupWord, at index: Int) throws {
        let path = "words[\(index)]"
        try checkOnce(word.row.id, "word", "\(path).id")
        for (entry, review) in word.reviews.enumerated() { try checkOnce(review.id, "review", "\(path).reviews[\(entry)].id") }
        for (entry, encounter) in (word.encounters ?? []).enumerated() {
            try checkOnce(encounter.id, "encounter", "\(path).encounters[\(entry)].id")
        }
        guard seenWords.insert("\(word.row.bookID ?? 0)\u{1F}\(word.row.wordKey)").inserted else {
            throw BackupError.invalidContent(path: "\(path).word", problem: "repeats an earlier word of the same book")
        }
        var bookID: Int?
        if let original = word.row.bookID {
            guard bookIDs.contains(original) else {
                throw BackupError.invalidContent(path: "\(path).bookId", problem: "no book \(original) in this backup")
            }
            // A skipped book keeps the words the library has for it.
            guard let mapped = newIDs[original] else {
                summary.wordsSkipped += 1
                return
            }
            bookID = mapped
        } else if !keepIDs,
            try connection.scalarInt("SELECT id FROM words WHERE book_id IS NULL AND word_key = ?", [word.row.wordKey]) != nil
        {
            summary.wordsSkipped += 1
            return
        }
        try insert(word, bookID: bookID, keepingIDs: keepIDs)
        summary.wordsAdded += 1
    }

    /// Restores a dictionary entry, keeping the one the library has for its word.
    func restore(_ entry: DictionaryEntryRow) throws {
        try entry.insert(into: connection, keepingID: false, statement: DictionaryEntryRow.insertKeepingStored)
    }

    /// Restores the goal at `index` of the file's goals, unless the library has one for its year
    /// (it keeps its own, as it keeps a book it has).
    mutating func restore(_ goal: ReadingGoal, at index: Int) throws {
        guard seenGoalYears.insert(goal.year).inserted else {
            throw BackupError.invalidContent(path: "goals[\(index)].year", problem: "repeats the year of an earlier goal")
        }
        try goal.insert(into: connection, keepingID: true, statement: ReadingGoal.insertKeepingStored)
        if connection.changes > 0 {
            summary.goalsAdded += 1
        } else {
            summary.goalsSkipped += 1
        }
    }

    /// Numbers the events restored from a backup older than their numbers, and, when the books
    /// kept their ids, keeps the ids up to `lastIDs` from being given again, as the backed-up
    /// library did; returns what was done.
    func finish(lastIDs: LastIDs) throws -> ImportSummary {
        try connection.execute(Schema.numberingUnorderedEvents)
        if keepIDs { try lastIDs.keep(in: connection) }
        return summary
    }

    /// Refuses a file in which two entries of one kind share an id (a hand-merged file): a
    /// book's words and history find it by its id, and each entry is restored under its own.
    private mutating func checkOnce(_ id: Int, _ kind: String, _ path: String) throws(BackupError) {
        guard seenIDs[kind, default: []].insert(id).inserted else {
            throw .invalidContent(path: path, problem: "repeats the id of an earlier \(kind)")
        }
    }

    /// Inserts the book with its history; returns its id in the library.
    private func insert(_ book: BackupBook, keepingIDs: Bool) throws -> Int {
        let id = try book.row.insert(into: connection, keepingID: keepingIDs)
        try BookNames.authors.replace(of: id, with: book.authors, in: connection)
        try BookNames.shelves.replace(of: id, with: book.shelves, in: connection)
        for var change in book.statusChanges {
            change.bookID = id
            try library.history.restore(change, keepingID: keepingIDs)
        }
        for var readThrough in book.readThroughs {
            readThrough.bookID = id
            try library.history.restore(readThrough, keepingID: keepingIDs)
        }
        for var entry in book.progress {
            entry.bookID = id
            try entry.insert(into: connection, keepingID: keepingIDs)
        }
        for var note in book.notes {
            note.bookID = id
            try note.insert(into: connection, keepingID: keepingIDs)
        }
        if let goodreadsRow = book.goodreadsRow {
            try GoodreadsRowTable.restore(goodreadsRow, of: id, in: connection)
        }
        return id
    }

    private func insert(_ word: BackupWord, bookID: Int?, keepingIDs: Bool) throws {
        var row = word.row
        row.bookID = bookID
        let id = try row.insert(into: connection, keepingID: keepingIDs)
        for var review in word.reviews {
            review.wordID = id
            try review.insert(into: connection, keepingID: keepingIDs)
        }
        guard let encounters = word.encounters else {
            // A backup from before encounters: the word's sentence and page were its one meeting.
            try library.recordTypedEncounter(
                ofWord: id, form: row.word, sentence: row.context, page: row.page, at: row.addedAt.date)
            return
        }
        for var encounter in encounters {
            encounter.wordID = id
            try encounter.insert(into: connection, keepingID: keepingIDs)
        }
    }
}
