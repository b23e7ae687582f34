internal import SQLiteStore

/// Writes a backup into the library, inside the caller's transaction.
///
/// Into an empty library everything is restored with its original ids, so exporting again gives
/// the same bytes. Into a library that has books already, a book is added only when the library
/// has no book with its Goodreads id, Google volume id or ISBN-13, or, for books without them,
/// its title, first author and moment of adding (it is skipped otherwise, and its words with it);
/// added rows get new ids. Global words the library already has are kept as they are.
struct BackupImporter {
    private let library: Bookshelf
    private var connection: Connection { library.connection }

    init(library: Bookshelf) {
        self.library = library
    }

    /// What identifies a book across libraries: its Goodreads id, Google volume id or ISBN-13,
    /// and for books added by hand, which have none of them, the moment it was added (to the
    /// microsecond, as backups keep it) with its title and first author.
    private static func keys(
        goodreadsID: String?, googleVolumeID: String?, isbn13: String?, title: String, firstAuthor: String?,
        addedAt: BackupTime
    ) -> [String] {
        [
            goodreadsID.map { "goodreads:\($0)" }, googleVolumeID.map { "google:\($0)" }, isbn13.map { "isbn13:\($0)" },
            addedAt.text.map { "added:\($0)\u{1F}\(title.lowercased())\u{1F}\((firstAuthor ?? "").lowercased())" },
        ].compactMap { $0 }
    }

    func restore(_ backup: BackupFile, progress: ((Int, Int) -> Void)?) throws -> ImportSummary {
        let keepIDs = try connection.scalarInt("SELECT (SELECT count(*) FROM books) + (SELECT count(*) FROM words)") == 0
        let known = try connection.query(
            """
            SELECT b.goodreads_id, b.google_volume_id, b.isbn13, b.title,
                   (SELECT name FROM book_authors a WHERE a.book_id = b.id ORDER BY a.position LIMIT 1), b.added_at
            FROM books b
            """
        ) { row in
            Self.keys(
                goodreadsID: row.string(0), googleVolumeID: row.string(1), isbn13: row.string(2), title: row.string(3) ?? "",
                firstAuthor: row.string(4), addedAt: BackupTime(row.double(5) ?? 0))
        }
        let existingKeys = Set(known.joined())
        var summary = ImportSummary()
        var newIDs: [Int: Int] = [:]
        for (index, book) in backup.books.enumerated() {
            let keys = Self.keys(
                goodreadsID: book.goodreadsID, googleVolumeID: book.googleVolumeID, isbn13: book.isbn13, title: book.title,
                firstAuthor: book.authors.first, addedAt: book.addedAt)
            if keys.contains(where: existingKeys.contains) {
                summary.skipped += 1
            } else {
                newIDs[book.id] = try insert(book, keepingIDs: keepIDs)
                summary.added += 1
            }
            progress?(index + 1, backup.books.count)
        }
        let backupBookIDs = Set(backup.books.map(\.id))
        for (index, word) in backup.words.enumerated() {
            var bookID: Int?
            if let original = word.bookId {
                guard backupBookIDs.contains(original) else {
                    throw BackupError.invalidContent(
                        path: "words[\(index)].bookId", problem: "no book \(original) in this backup")
                }
                // A skipped book keeps the words the library has for it.
                guard let mapped = newIDs[original] else { continue }
                bookID = mapped
            } else if !keepIDs,
                try connection.scalarInt("SELECT id FROM words WHERE book_id IS NULL AND word_key = ?", [word.wordKey]) != nil
            {
                continue
            }
            try insert(word, bookID: bookID, keepingIDs: keepIDs)
        }
        for entry in backup.dictionaryEntries {
            try connection.run(
                "INSERT OR IGNORE INTO dictionary_entries (language, word_key, record, fetched_at) VALUES (?, ?, ?, ?)",
                [entry.language, entry.wordKey, entry.record, entry.fetchedAt.seconds])
        }
        return summary
    }

    /// Inserts a book and its history; returns its id in the library.
    private func insert(_ book: BackupBook, keepingIDs: Bool) throws -> Int {
        try connection.run(
            """
            INSERT INTO books (id, title, subtitle, page_count, isbn10, isbn13, year, original_year, publisher,
                language, description, thumbnail, rating, status, custom_shelf, current_page, added_at, updated_at,
                review, private_notes, google_volume_id, google_record, goodreads_id, edited_fields)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [
                keepingIDs ? book.id : nil, book.title, book.subtitle, book.pageCount, book.isbn10, book.isbn13,
                book.year, book.originalYear, book.publisher, book.language, book.description, book.thumbnail,
                book.rating, book.status.rawValue, book.customShelf, book.currentPage, book.addedAt.seconds,
                book.updatedAt.seconds, book.review, book.privateNotes, book.googleVolumeID, book.googleRecord,
                book.goodreadsID, book.editedFields.joined(separator: ","),
            ])
        let id = connection.lastInsertedRowID
        try library.replaceNames(in: "book_authors", of: id, with: book.authors)
        try library.replaceNames(in: "book_shelves", of: id, with: book.shelves)
        for change in book.statusChanges {
            try connection.run(
                "INSERT INTO status_changes (id, book_id, from_status, to_status, at) VALUES (?, ?, ?, ?, ?)",
                [keepingIDs ? change.id : nil, id, change.from?.rawValue, change.to.rawValue, change.at.seconds])
        }
        for readThrough in book.readThroughs {
            try connection.run(
                "INSERT INTO read_throughs (id, book_id, started_at, finished_at, finished_on, outcome) VALUES (?, ?, ?, ?, ?, ?)",
                [keepingIDs ? readThrough.id : nil, id, readThrough.startedAt?.seconds, readThrough.finishedAt?.seconds,
                 readThrough.finishedOn, readThrough.outcome.rawValue])
        }
        for entry in book.progress {
            try connection.run(
                "INSERT INTO progress (id, book_id, page, at) VALUES (?, ?, ?, ?)",
                [keepingIDs ? entry.id : nil, id, entry.page, entry.at.seconds])
        }
        return id
    }

    private func insert(_ word: BackupWord, bookID: Int?, keepingIDs: Bool) throws {
        try connection.run(
            """
            INSERT INTO words (id, book_id, word, word_key, language, page, context, definition, example,
                part_of_speech, phonetic, added_at, updated_at, mastered, state, learning_step, stability,
                difficulty, due, last_reviewed_at, reps, lapses)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [
                keepingIDs ? word.id : nil, bookID, word.word, word.wordKey, word.language, word.page, word.context,
                word.definition, word.example, word.partOfSpeech, word.phonetic, word.addedAt.seconds,
                word.updatedAt.seconds, word.mastered, word.state, word.learningStep, word.stability,
                word.difficulty, word.due.seconds, word.lastReviewedAt?.seconds, word.reps, word.lapses,
            ])
        let id = connection.lastInsertedRowID
        for review in word.reviews {
            try connection.run(
                """
                INSERT INTO reviews (id, word_id, rating, mode, at, elapsed_days, scheduled_days, state_before)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """,
                [keepingIDs ? review.id : nil, id, review.rating, review.mode, review.at.seconds, review.elapsedDays,
                 review.scheduledDays, review.stateBefore])
        }
    }
}
