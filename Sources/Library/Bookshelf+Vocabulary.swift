internal import Essentials
import Foundation
internal import SQLiteStore

/// Each book's vocabulary: words with meanings and where they were met, and their study state.
extension Bookshelf {
    private static let wordColumns = """
        w.id, w.book_id, b.title, w.word, w.language, w.page, w.context, w.definition, w.example,
        w.part_of_speech, w.phonetic, w.added_at, w.updated_at, w.mastered, w.state,
        w.learning_step, w.stability, w.difficulty, w.due, w.last_reviewed_at, w.reps, w.lapses
        """

    /// The key words are matched by: trimmed and lower-cased, so "Ephemeral" and "ephemeral " are one.
    public static func wordKey(_ word: String) -> String {
        word.trimmingWhitespace.lowercased()
    }

    /// Adds a word, or updates it when the book (or the global list) has it already, matching
    /// without regard to case. Returns the stored word and whether it was new.
    public func addWord(_ new: NewWord) throws(LibraryError) -> (word: VocabularyWord, created: Bool) {
        let text = new.word.trimmingWhitespace
        guard text.unicodeScalars.contains(where: { $0.properties.isAlphabetic }),
            !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else {
            throw .invalidWord(new.word)
        }
        try checkWordPage(new.page, inBook: new.bookID)
        var new = new
        new.context = Self.nonBlank(new.context)
        new.definition = Self.nonBlank(new.definition)
        new.example = Self.nonBlank(new.example)
        let key = Self.wordKey(text)
        let at = TimeColumn.value(now())
        let (id, created): (Int, Bool) = try write {
            if let record = new.dictionaryRecord {
                try connection.run(
                    "INSERT OR REPLACE INTO dictionary_entries (language, word_key, record, fetched_at) VALUES (?, ?, ?, ?)",
                    [new.language, key, record, at])
            }
            let existing = try connection.scalarInt(
                "SELECT id FROM words WHERE ifnull(book_id, 0) = ? AND word_key = ?", [new.bookID ?? 0, key])
            if let existing {
                try connection.run(
                    """
                    UPDATE words SET page = ifnull(?, page), context = ifnull(?, context),
                        definition = ifnull(?, definition), example = ifnull(?, example),
                        part_of_speech = ifnull(?, part_of_speech), phonetic = ifnull(?, phonetic),
                        updated_at = ? WHERE id = ?
                    """,
                    [new.page, new.context, new.definition, new.example, new.partOfSpeech, new.phonetic, at, existing])
                return (existing, false)
            }
            try connection.run(
                """
                INSERT INTO words (book_id, word, word_key, language, page, context, definition, example,
                    part_of_speech, phonetic, added_at, updated_at, due)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
                [new.bookID, text, key, new.language, new.page, new.context, new.definition, new.example,
                 new.partOfSpeech, new.phonetic, at, at, at])
            return (connection.lastInsertedRowID, true)
        }
        return (try word(id: id), created)
    }

    /// One word by id.
    public func word(id: Int) throws(LibraryError) -> VocabularyWord {
        let found = try read { try loadWords(where: "w.id = ?", [id]) }
        guard let word = found.first else { throw .wordNotFound("#\(id)", book: nil) }
        return word
    }

    /// The words in `scope`, narrowed by `filter`, in the order they were added.
    public func words(in scope: VocabularyScope, filter: VocabularyFilter? = nil) throws(LibraryError) -> [VocabularyWord] {
        var conditions: [String] = []
        var values: [SQLiteBindable] = []
        switch scope {
        case .book(let id):
            _ = try book(id: id)
            conditions.append("w.book_id = ?")
            values.append(id)
        case .global: conditions.append("w.book_id IS NULL")
        case .all: break
        }
        switch filter {
        case .due(let date):
            conditions.append("w.mastered = 0 AND w.due <= ?")
            values.append(TimeColumn.value(date))
        case .learning: conditions.append("w.mastered = 0 AND w.state IN ('learning', 'relearning')")
        case .mastered: conditions.append("w.mastered = 1")
        case nil: break
        }
        let condition = conditions.isEmpty ? "1" : conditions.joined(separator: " AND ")
        return try read { try loadWords(where: condition, values) }
    }

    /// The entries of `word`: in one book, among global words, or anywhere when `scope` is `.all`.
    /// No entry is an error; several (the word in more than one book, scope `.all`) is returned as is.
    public func findWord(_ word: String, in scope: VocabularyScope) throws(LibraryError) -> [VocabularyWord] {
        let key = Self.wordKey(word)
        let matches = try words(in: scope).filter { $0.word.lowercased() == key }
        guard !matches.isEmpty else {
            let bookTitle: String? = if case .book(let id) = scope { try book(id: id).title } else { nil }
            throw .wordNotFound(word, book: bookTitle)
        }
        return matches
    }

    /// The stored dictionary record (JSON) of a word, shared by its entries in every book.
    public func dictionaryRecord(for word: String, language: String) throws(LibraryError) -> String? {
        try read {
            try connection.scalarString(
                "SELECT record FROM dictionary_entries WHERE language = ? AND word_key = ?",
                [language, Self.wordKey(word)])
        }
    }

    /// Changes a word's own fields; nil leaves a field as it is, and blank text clears it.
    public func editWord(id: Int, page: Int?, context: String?, definition: String?, example: String?) throws(LibraryError) -> VocabularyWord {
        try checkWordPage(page, inBook: try word(id: id).bookID)
        var assignments: [(column: String, value: SQLiteBindable)] = page.map { [("page", $0)] } ?? []
        for (column, text) in [("context", context), ("definition", definition), ("example", example)] {
            if let text { assignments.append((column, Self.nonBlank(text))) }
        }
        try write {
            try connection.run(
                "UPDATE words SET \((assignments.map { "\($0.column) = ?" } + ["updated_at = ?"]).joined(separator: ", ")) WHERE id = ?",
                assignments.map(\.value) + [TimeColumn.value(now()), id])
        }
        return try word(id: id)
    }

    /// Deletes a word and its review history.
    public func removeWord(id: Int) throws(LibraryError) {
        _ = try word(id: id)
        try write { try connection.run("DELETE FROM words WHERE id = ?", [id]) }
    }

    /// Marks a word mastered (it leaves the study queue) or, with `false`, puts it back.
    public func setMastered(id: Int, _ mastered: Bool) throws(LibraryError) -> VocabularyWord {
        _ = try word(id: id)
        try write {
            try connection.run(
                "UPDATE words SET mastered = ?, updated_at = ? WHERE id = ?", [mastered, TimeColumn.value(now()), id])
        }
        return try word(id: id)
    }

    /// Saves one study answer: the word's new memory state and the review, in one transaction,
    /// so a session quit half-way keeps every answer given.
    public func recordReview(wordID: Int, memory: WordMemory, review: WordReview) throws(LibraryError) {
        try write {
            try connection.run(
                """
                UPDATE words SET state = ?, learning_step = ?, stability = ?, difficulty = ?, due = ?,
                    last_reviewed_at = ?, reps = ?, lapses = ? WHERE id = ?
                """,
                [memory.state, memory.learningStep, memory.stability, memory.difficulty,
                 TimeColumn.value(memory.due), TimeColumn.value(memory.lastReviewedAt), memory.reps,
                 memory.lapses, wordID])
            try connection.run(
                """
                INSERT INTO reviews (word_id, rating, mode, at, elapsed_days, scheduled_days, state_before)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """,
                [wordID, review.rating, review.mode, TimeColumn.value(review.at), review.elapsedDays,
                 review.scheduledDays, review.stateBefore])
        }
    }

    /// Every review of a word, oldest first.
    public func reviews(ofWord id: Int) throws(LibraryError) -> [WordReview] {
        try read {
            try connection.query(
                "SELECT rating, mode, at, elapsed_days, scheduled_days, state_before FROM reviews WHERE word_id = ? ORDER BY at, id",
                [id]
            ) { row in
                WordReview(
                    rating: row.int(0) ?? 0, mode: row.string(1) ?? "",
                    at: TimeColumn.date(row.double(2)) ?? .distantPast, elapsedDays: row.double(3) ?? 0,
                    scheduledDays: row.double(4) ?? 0, stateBefore: row.string(5) ?? "")
            }
        }
    }

    /// How many words were studied for the first time, and how many words in review were
    /// reviewed, since `start` — what the daily limits of new words and reviews count against.
    public func studied(since start: Date) throws(LibraryError) -> (newWords: Int, reviews: Int) {
        // Only first reviews and review-state cards count: learning steps are never limited.
        let counts = try read {
            try connection.query(
                """
                SELECT count(DISTINCT CASE WHEN state_before = 'new' THEN word_id END),
                       count(DISTINCT CASE WHEN state_before = 'review' THEN word_id END)
                FROM reviews WHERE at >= ?
                """,
                [TimeColumn.value(start)]
            ) { row in (newWords: row.int(0) ?? 0, reviews: row.int(1) ?? 0) }
        }
        return counts.first ?? (0, 0)
    }

    /// When every review happened, for the study streak.
    public func reviewTimes() throws(LibraryError) -> [Date] {
        try read {
            try connection.query("SELECT at FROM reviews ORDER BY at") { row in
                TimeColumn.date(row.double(0)) ?? .distantPast
            }
        }
    }

    /// A page where a word was met: not negative, and within its book's page count when known.
    private func checkWordPage(_ page: Int?, inBook bookID: Int?) throws(LibraryError) {
        guard let page else { return }
        guard page >= 0 else { throw .pageOutOfRange(page: page, pageCount: nil) }
        if let bookID, let pageCount = try book(id: bookID).pageCount, page > pageCount {
            throw .pageOutOfRange(page: page, pageCount: pageCount)
        }
    }

    /// nil for text with nothing but spaces: a blank definition or sentence is no definition.
    private static func nonBlank(_ text: String?) -> String? {
        guard let text, !text.trimmingWhitespace.isEmpty else { return nil }
        return text
    }

    /// Makes a book's words global (when its book is being removed with `--keep-words`). When a
    /// global word has the same spelling, nothing is changed: one of the two, with its study
    /// history, would have to go, and which is for the reader to say.
    func detachWords(ofBook id: Int) throws {
        let clashes = try connection.query(
            """
            SELECT w.word FROM words w WHERE w.book_id = ? AND EXISTS (
                SELECT 1 FROM words g WHERE g.book_id IS NULL AND g.word_key = w.word_key)
            ORDER BY w.word_key LIMIT 3
            """, [id]
        ) { $0.string(0) ?? "" }
        guard clashes.isEmpty else { throw LibraryError.globalWordsExist(clashes) }
        try connection.run("UPDATE words SET book_id = NULL WHERE book_id = ?", [id])
    }

    private func loadWords(where condition: String, _ values: [SQLiteBindable]) throws -> [VocabularyWord] {
        try connection.query(
            "SELECT \(Self.wordColumns) FROM words w LEFT JOIN books b ON b.id = w.book_id WHERE \(condition) ORDER BY w.id",
            values
        ) { row in
            VocabularyWord(
                id: row.int(0) ?? 0, bookID: row.int(1), bookTitle: row.string(2), word: row.string(3) ?? "",
                language: row.string(4) ?? "en", page: row.int(5), context: row.string(6),
                definition: row.string(7), example: row.string(8), partOfSpeech: row.string(9),
                phonetic: row.string(10), addedAt: TimeColumn.date(row.double(11)) ?? .distantPast,
                updatedAt: TimeColumn.date(row.double(12)) ?? .distantPast, mastered: row.int(13) == 1,
                memory: WordMemory(
                    state: row.string(14) ?? "new", learningStep: row.int(15), stability: row.double(16),
                    difficulty: row.double(17), due: TimeColumn.date(row.double(18)) ?? .distantPast,
                    lastReviewedAt: TimeColumn.date(row.double(19)), reps: row.int(20) ?? 0,
                    lapses: row.int(21) ?? 0))
        }
    }
}
