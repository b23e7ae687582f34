internal import SQLiteStore

/// Reads the whole library into a `BackupFile`: one query per table, each in id order, so a large
/// library costs a handful of scans rather than queries per book.
enum BackupExporter {
    static func backup(from connection: Connection) throws -> BackupFile {
        let authors = try names(in: "book_authors", connection)
        let shelves = try names(in: "book_shelves", connection)
        let changes = try grouped(
            connection, "SELECT book_id, id, from_status, to_status, at FROM status_changes ORDER BY book_id, id"
        ) { row in
            BackupStatusChange(
                id: row.int(1) ?? 0, from: row.string(2).flatMap(BookStatus.init(rawValue:)),
                to: BookStatus(rawValue: row.string(3) ?? "") ?? .toRead, at: BackupTime(row.double(4) ?? 0))
        }
        let readThroughs = try grouped(
            connection, "SELECT book_id, id, started_at, finished_at, outcome, finished_on FROM read_throughs ORDER BY book_id, id"
        ) { row in
            BackupReadThrough(
                id: row.int(1) ?? 0, startedAt: BackupTime(row.double(2)), finishedAt: BackupTime(row.double(3)),
                finishedOn: row.string(5), outcome: ReadThrough.Outcome(rawValue: row.string(4) ?? "") ?? .reading)
        }
        let progress = try grouped(connection, "SELECT book_id, id, page, at FROM progress ORDER BY book_id, id") { row in
            BackupProgressEntry(id: row.int(1) ?? 0, page: row.int(2) ?? 0, at: BackupTime(row.double(3) ?? 0))
        }
        let books = try connection.query(
            """
            SELECT id, title, subtitle, page_count, isbn10, isbn13, year, original_year, publisher, language,
                description, thumbnail, rating, status, custom_shelf, current_page, added_at, updated_at,
                review, private_notes, google_volume_id, google_record, goodreads_id, edited_fields
            FROM books ORDER BY id
            """
        ) { row in
            let id = row.int(0) ?? 0
            return BackupBook(
                id: id, title: row.string(1) ?? "", subtitle: row.string(2), authors: authors[id] ?? [],
                pageCount: row.int(3), isbn10: row.string(4), isbn13: row.string(5), year: row.int(6),
                originalYear: row.int(7), publisher: row.string(8), language: row.string(9),
                description: row.string(10), thumbnail: row.string(11), rating: row.double(12),
                status: BookStatus(rawValue: row.string(13) ?? "") ?? .toRead, customShelf: row.string(14),
                shelves: shelves[id] ?? [], currentPage: row.int(15), addedAt: BackupTime(row.double(16) ?? 0),
                updatedAt: BackupTime(row.double(17) ?? 0), review: row.string(18), privateNotes: row.string(19),
                googleVolumeID: row.string(20), googleRecord: row.string(21), goodreadsID: row.string(22),
                editedFields: (row.string(23) ?? "").split(separator: ",").map(String.init),
                statusChanges: changes[id] ?? [], readThroughs: readThroughs[id] ?? [], progress: progress[id] ?? [])
        }
        let reviews = try grouped(
            connection,
            "SELECT word_id, id, rating, mode, at, elapsed_days, scheduled_days, state_before FROM reviews ORDER BY word_id, id"
        ) { row in
            BackupReview(
                id: row.int(1) ?? 0, rating: row.int(2) ?? 0, mode: row.string(3) ?? "", at: BackupTime(row.double(4) ?? 0),
                elapsedDays: row.double(5) ?? 0, scheduledDays: row.double(6) ?? 0, stateBefore: row.string(7) ?? "")
        }
        let words = try connection.query(
            """
            SELECT id, book_id, word, word_key, language, page, context, definition, example, part_of_speech,
                phonetic, added_at, updated_at, mastered, state, learning_step, stability, difficulty, due,
                last_reviewed_at, reps, lapses
            FROM words ORDER BY id
            """
        ) { row in
            let id = row.int(0) ?? 0
            return BackupWord(
                id: id, bookId: row.int(1), word: row.string(2) ?? "", wordKey: row.string(3) ?? "",
                language: row.string(4) ?? "en", page: row.int(5), context: row.string(6), definition: row.string(7),
                example: row.string(8), partOfSpeech: row.string(9), phonetic: row.string(10),
                addedAt: BackupTime(row.double(11) ?? 0), updatedAt: BackupTime(row.double(12) ?? 0),
                mastered: row.int(13) == 1, state: row.string(14) ?? "new", learningStep: row.int(15),
                stability: row.double(16), difficulty: row.double(17), due: BackupTime(row.double(18) ?? 0),
                lastReviewedAt: BackupTime(row.double(19)), reps: row.int(20) ?? 0, lapses: row.int(21) ?? 0,
                reviews: reviews[id] ?? [])
        }
        let dictionary = try connection.query(
            "SELECT language, word_key, record, fetched_at FROM dictionary_entries ORDER BY language, word_key"
        ) { row in
            BackupDictionaryEntry(
                language: row.string(0) ?? "", wordKey: row.string(1) ?? "", record: row.string(2) ?? "",
                fetchedAt: BackupTime(row.double(3) ?? 0))
        }
        return BackupFile(books: books, words: words, dictionaryEntries: dictionary)
    }

    private static func names(in table: String, _ connection: Connection) throws -> [Int: [String]] {
        try grouped(connection, "SELECT book_id, name FROM \(table) ORDER BY book_id, position") { $0.string(1) ?? "" }
    }

    /// Rows of a child table grouped by the owner id in their first column, order kept.
    private static func grouped<T>(_ connection: Connection, _ sql: String, _ read: (Row) throws -> T) throws -> [Int: [T]] {
        var result: [Int: [T]] = [:]
        for (owner, value) in try connection.query(sql, [], { row in (row.int(0) ?? 0, try read(row)) }) {
            result[owner, default: []].append(value)
        }
        return result
    }
}
