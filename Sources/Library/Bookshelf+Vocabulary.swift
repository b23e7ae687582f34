internal import Essentials
public import Flashcard
import Foundation
internal import SQLiteStore

/// Each book's vocabulary: words with meanings and where they were met, and their study state.
extension Bookshelf {
    /// What may be a vocabulary word, typed in or imported: at least one letter and no control
    /// characters.
    static func isWord(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: { $0.properties.isAlphabetic })
            && !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    }

    /// The language `new` is to be kept in (nil: the word's own, or the default), once its word
    /// and language are checked: what a command checks before it asks a dictionary about a word
    /// the library would refuse.
    public static func checkedLanguage(of new: NewWord) throws(LibraryError) -> String? {
        let text = new.word.trimmingWhitespace
        guard isWord(text) else { throw .invalidWord(new.word) }
        guard text.count <= DictionaryRules.wordLength else { throw .tooLong(field: "word", limit: DictionaryRules.wordLength) }
        guard let language = new.language else { return nil }
        guard let code = DictionaryRules.languageCode(language) else { throw .invalidLanguage(language) }
        return code
    }

    /// The key words are matched by: trimmed and lower-cased, so "Ephemeral" and "ephemeral " are one.
    public static func wordKey(_ word: String) -> String {
        word.trimmingWhitespace.lowercased()
    }

    /// Adds a word, or updates it when the book (or the global list) has it already, matching
    /// without regard to case. Returns the stored word, whether it was new, and whether anything
    /// changed: a word met again with nothing new (no other page, sentence, meaning or dictionary
    /// record, and a meeting it has already) is already so, and nothing is written — no undo
    /// step, no new `updated_at`.
    public func addWord(_ new: NewWord) throws(LibraryError) -> (word: VocabularyWord, created: Bool, changed: Bool) {
        let text = new.word.trimmingWhitespace
        var new = new
        new.language = try Self.checkedLanguage(of: new)
        try checkWordPage(new.page, inBook: new.bookID)
        new.context = try Self.passage(new.context, as: "context")
        new.definition = try Self.passage(new.definition, as: "definition")
        new.example = try Self.passage(new.example, as: "example")
        let key = Self.wordKey(text)
        let addedAt = now()
        let at = TimeColumn(addedAt)
        var id = 0
        var created = false
        let changed = try writeUnlessAlreadySo {
            let existing = try WordRow.all(
                in: connection, where: "ifnull(book_id, 0) = ? AND word_key = ?", [new.bookID ?? 0, key], orderedBy: "id"
            ).first
            // A book (or the global list) keeps a word once: the same spelling in another
            // language would take the place of the meaning the reader has.
            if let existing, let language = new.language, language != existing.language {
                let named = try new.bookID.flatMap { try BookState.of(book: $0, in: connection) }.map { BookMatch(id: $0.id, title: $0.title) }
                throw LibraryError.wordInAnotherLanguage(text, language: existing.language, book: named)
            }
            let language = new.language ?? existing?.language ?? "en"
            var newRecord = false
            // The record stored already is kept as it is, so a word met again with it is already so.
            if let record = new.dictionaryRecord, try dictionaryRecord(for: text, language: language) != record {
                try DictionaryEntryRow(language: language, wordKey: key, record: record, fetchedAt: at)
                    .insert(into: connection, keepingID: false, statement: DictionaryEntryRow.insertReplacingStored)
                newRecord = true
            }
            if var row = existing {
                id = row.id
                // The page and the sentence are one meeting: a new one given by either replaces
                // both, so an old sentence is never shown with a new page.
                if new.page != nil || new.context != nil { (row.page, row.context) = (new.page, new.context) }
                row.definition = new.definition ?? row.definition
                row.example = new.example ?? row.example
                row.partOfSpeech = new.partOfSpeech ?? row.partOfSpeech
                row.phonetic = new.phonetic ?? row.phonetic
                let met = try recordTypedEncounter(ofWord: row.id, form: text, sentence: new.context, page: new.page, at: addedAt)
                guard row != existing || met || newRecord else { return false }
                try connection.run(
                    """
                    UPDATE words SET page = ?, context = ?, definition = ?, example = ?, part_of_speech = ?, phonetic = ?,
                        updated_at = ? WHERE id = ?
                    """,
                    [row.page, row.context, row.definition, row.example, row.partOfSpeech, row.phonetic, at, row.id])
                return true
            }
            let row = WordRow(
                id: 0, bookID: new.bookID, word: text, wordKey: key, language: language, page: new.page,
                context: new.context, definition: new.definition, example: new.example, partOfSpeech: new.partOfSpeech,
                phonetic: new.phonetic, addedAt: at, updatedAt: at, mastered: false, state: .new, learningStep: nil,
                stability: nil, difficulty: nil, due: at, lastReviewedAt: nil, reps: 0, lapses: 0)
            id = try row.insert(into: connection, keepingID: false)
            created = true
            try recordTypedEncounter(ofWord: id, form: text, sentence: new.context, page: new.page, at: addedAt)
            return true
        }
        return (try word(id: id), created, changed)
    }

    /// One word by id.
    public func word(id: Int) throws(LibraryError) -> VocabularyWord {
        let found = try read { try loadWords(where: "w.id = ?", [id]) }
        guard let word = found.first else { throw .wordNotFound("#\(id)", book: nil) }
        return word
    }

    /// The number of vocabulary words, of every book and global: what a backup carries beside the books.
    public func wordCount() throws(LibraryError) -> Int {
        try read { try connection.scalarInt("SELECT count(*) FROM words") ?? 0 }
    }

    /// The words in `scope`, narrowed by `filter`, in the order they were added.
    public func words(in scope: VocabularyScope, filter: VocabularyFilter? = nil) throws(LibraryError) -> [VocabularyWord] {
        var (condition, values) = try condition(for: scope)
        var order = "w.id"
        switch filter {
        case .due(let date):
            condition += " AND w.mastered = 0 AND w.due <= ?"
            values.append(TimeColumn.value(date))
            // `+` keeps SQLite from reading every word in id order to spare a sort: the few due
            // words are found through `words_due` and sorted instead.
            order = "+w.id"
        case .learning: condition += " AND w.mastered = 0 AND w.state IN ('learning', 'relearning')"
        case .mastered: condition += " AND w.mastered = 1"
        case nil: break
        }
        return try read { try loadWords(where: condition, values, orderedBy: order) }
    }

    /// The SQL condition on `words w` that keeps the words of `scope`; a book that does not exist
    /// is an error.
    func condition(for scope: VocabularyScope) throws(LibraryError) -> (String, [SQLiteBindable]) {
        switch scope {
        case .book(let id):
            _ = try book(id: id)
            return ("w.book_id = ?", [id])
        case .global: return ("w.book_id IS NULL", [])
        case .all: return ("1", [])
        }
    }

    /// The entries of `word`: in one book, among global words, or anywhere when `scope` is `.all`.
    /// No entry is an error; several (the word in more than one book, scope `.all`) is returned as is.
    public func findWord(_ word: String, in scope: VocabularyScope) throws(LibraryError) -> [VocabularyWord] {
        let (condition, values) = try condition(for: scope)
        let matches = try read { try loadWords(where: "w.word_key = ? AND \(condition)", [Self.wordKey(word)] + values) }
        guard !matches.isEmpty else {
            let named: BookMatch? = if case .book(let id) = scope { BookMatch(id: id, title: try book(id: id).title) } else { nil }
            throw .wordNotFound(word, book: named)
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
        var assignments: [(column: WordRow.Column, value: SQLiteBindable)] = page.map { [(.page, $0)] } ?? []
        for (column, text) in [(WordRow.Column.context, context), (.definition, definition), (.example, example)] {
            if let text { assignments.append((column, try Self.passage(text, as: column.rawValue))) }
        }
        assignments.append((.updatedAt, TimeColumn(now())))
        try write {
            try connection.run(
                "UPDATE words SET \(assignments.map { "\($0.column.name) = ?" }.joined(separator: ", ")) WHERE id = ?",
                assignments.map(\.value) + [id])
            if page != nil || context != nil { try syncTypedEncounter(ofWord: id, at: now()) }
        }
        return try word(id: id)
    }

    /// Fills the fields a word lacks from `details` (a dictionary look-up) and stores its
    /// dictionary record; what the word has, such as a definition the reader gave, is kept. One
    /// transaction per word, so a long run of look-ups keeps every word done when interrupted;
    /// none at all when the word lacks nothing `details` gives and the record is the one stored,
    /// so looking a library's words up again changes nothing and leaves nothing to undo.
    public func fillWord(id: Int, from details: NewWord) throws(LibraryError) -> VocabularyWord {
        let word = try word(id: id)
        let fills = (word.definition == nil && Self.nonBlank(details.definition) != nil)
            || (word.example == nil && Self.nonBlank(details.example) != nil)
            || (word.partOfSpeech == nil && details.partOfSpeech != nil) || (word.phonetic == nil && details.phonetic != nil)
        let newRecord = try details.dictionaryRecord.map { record throws(LibraryError) in
            try dictionaryRecord(for: word.word, language: word.language) != record
        } ?? false
        guard fills || newRecord else { return word }
        let at = TimeColumn(now())
        try write {
            if let record = details.dictionaryRecord {
                try DictionaryEntryRow(language: word.language, wordKey: Self.wordKey(word.word), record: record, fetchedAt: at)
                    .insert(into: connection, keepingID: false, statement: DictionaryEntryRow.insertReplacingStored)
            }
            try connection.run(
                """
                UPDATE words SET definition = ifnull(definition, ?), example = ifnull(example, ?),
                    part_of_speech = ifnull(part_of_speech, ?), phonetic = ifnull(phonetic, ?), updated_at = ?
                WHERE id = ?
                """,
                [Self.nonBlank(details.definition), Self.nonBlank(details.example), details.partOfSpeech,
                 details.phonetic, at, id])
        }
        return try self.word(id: id)
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
    public func recordReview(wordID: Int, memory: Card, review: WordReview) throws(LibraryError) {
        try write {
            try connection.run(
                """
                UPDATE words SET state = ?, learning_step = ?, stability = ?, difficulty = ?, due = ?,
                    last_reviewed_at = ?, reps = ?, lapses = ? WHERE id = ?
                """,
                [memory.state.rawValue, memory.step, memory.stability, memory.difficulty,
                 TimeColumn.value(memory.due), TimeColumn.value(memory.lastReview), memory.reps,
                 memory.lapses, wordID])
            try ReviewRow(wordID: wordID, review).insert(into: connection, keepingID: false)
        }
    }

    /// Every review of a word, oldest first.
    public func reviews(ofWord id: Int) throws(LibraryError) -> [WordReview] {
        try read { try ReviewRow.all(in: connection, where: "word_id = ?", [id], orderedBy: "at, id").map(\.wordReview) }
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
        try read { try ReviewRow.all(in: connection, orderedBy: "at").map(\.at.date) }
    }

    /// A page where a word was met: not negative, and within its book's page count when known,
    /// else within the pages any book may have (`BookLimits.pages`), as a page logged is.
    private func checkWordPage(_ page: Int?, inBook bookID: Int?) throws(LibraryError) {
        guard let page else { return }
        let book = try bookID.map { (id) throws(LibraryError) in try self.book(id: id) }
        guard page >= 0, page <= book?.pageCount ?? BookLimits.pages else {
            throw .pageOutOfRange(page: page, pageCount: book?.pageCount, book: book.map { BookMatch(id: $0.id, title: $0.title) })
        }
    }

    /// nil for text with nothing but spaces: a blank definition or sentence is no definition.
    /// A word's sentence, definition or example as it is stored: nil when blank, refused when
    /// longer than a passage may be (`BookLimits.passageLength`), as a review is.
    private static func passage(_ text: String?, as field: String) throws(LibraryError) -> String? {
        guard let text = nonBlank(text) else { return nil }
        try BookValidation.length(of: text, as: field, within: BookLimits.passageLength)
        return text
    }

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
        ) { $0.string(0) }.compactMap { $0 }
        guard clashes.isEmpty else { throw LibraryError.globalWordsExist(clashes) }
        try connection.run("UPDATE words SET book_id = NULL WHERE book_id = ?", [id])
    }

    /// The words matching `condition` on `words w`, with their book's title, in `order`.
    func loadWords(
        where condition: String, _ values: [SQLiteBindable], orderedBy order: String = "w.id", limit: Int? = nil
    ) throws -> [VocabularyWord] {
        var words: [VocabularyWord] = []
        try connection.forEachRow(
            "SELECT w.*, b.title AS book_title FROM words w LEFT JOIN books b ON b.id = w.book_id WHERE \(condition) ORDER BY \(order)\(limit == nil ? "" : " LIMIT ?")",
            values + (limit.map { [$0] } ?? []), as: WordRow.Column.self, BookTitleColumn.self
        ) { word, book in
            words.append(try word.read(from: WordRow.table, WordRow.init).vocabularyWord(bookTitle: book.string(.bookTitle)))
        }
        return words
    }
}
