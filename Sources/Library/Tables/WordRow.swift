internal import Flashcard
internal import SQLiteStore

/// One row of `words`: a vocabulary word of a book (or global, `bookID` nil) with its study state.
struct WordRow: TableRow, Equatable {
    enum Column: String, ColumnName {
        case id, bookID = "book_id", word, wordKey = "word_key", language, page, context, definition, example
        case partOfSpeech = "part_of_speech", phonetic, addedAt = "added_at", updatedAt = "updated_at", mastered
        case state, learningStep = "learning_step", stability, difficulty, due, lastReviewedAt = "last_reviewed_at"
        case reps, lapses
    }

    static let table = "words"
    static let selectAll = selectSQL()
    static let insertAll = insertSQL()
    static let idColumn: Column? = .id

    var id: Int
    var bookID: Int?
    var word: String
    /// The word trimmed and lower-cased, what entries are matched by (`Bookshelf.wordKey`).
    var wordKey: String
    var language: String
    var page: Int?
    var context: String?
    var definition: String?
    var example: String?
    var partOfSpeech: String?
    var phonetic: String?
    var addedAt: TimeColumn
    var updatedAt: TimeColumn
    var mastered: Bool
    var state: CardState
    var learningStep: Int?
    var stability: Double?
    var difficulty: Double?
    var due: TimeColumn
    var lastReviewedAt: TimeColumn?
    var reps: Int
    var lapses: Int
}

extension WordRow {
    init(_ row: NamedRow<Column>) throws(DamagedValue) {
        id = try row.requiredInt(.id)
        bookID = try row.optionalInt(.bookID)
        word = try row.requiredText(.word)
        wordKey = try row.requiredText(.wordKey)
        language = try row.requiredText(.language)
        page = try row.optionalInt(.page)
        context = row.string(.context)
        definition = row.string(.definition)
        example = row.string(.example)
        partOfSpeech = row.string(.partOfSpeech)
        phonetic = row.string(.phonetic)
        addedAt = try row.time(.addedAt)
        updatedAt = try row.time(.updatedAt)
        mastered = try row.flag(.mastered)
        state = try row.choice(.state)
        learningStep = try row.optionalInt(.learningStep)
        stability = try row.optionalDouble(.stability)
        difficulty = try row.optionalDouble(.difficulty)
        // A due date may lie past the year 9999 (an interval of a billion days): finite is enough.
        due = TimeColumn(seconds: try row.requiredDouble(.due))
        lastReviewedAt = try row.optionalTime(.lastReviewedAt)
        reps = try row.requiredInt(.reps)
        lapses = try row.requiredInt(.lapses)
    }

    func value(of column: Column) -> SQLiteValue {
        switch column {
        case .id: id.sqliteValue
        case .bookID: bookID.sqliteValue
        case .word: word.sqliteValue
        case .wordKey: wordKey.sqliteValue
        case .language: language.sqliteValue
        case .page: page.sqliteValue
        case .context: context.sqliteValue
        case .definition: definition.sqliteValue
        case .example: example.sqliteValue
        case .partOfSpeech: partOfSpeech.sqliteValue
        case .phonetic: phonetic.sqliteValue
        case .addedAt: addedAt.sqliteValue
        case .updatedAt: updatedAt.sqliteValue
        case .mastered: mastered.sqliteValue
        case .state: state.rawValue.sqliteValue
        case .learningStep: learningStep.sqliteValue
        case .stability: stability.sqliteValue
        case .difficulty: difficulty.sqliteValue
        case .due: due.sqliteValue
        case .lastReviewedAt: lastReviewedAt.sqliteValue
        case .reps: reps.sqliteValue
        case .lapses: lapses.sqliteValue
        }
    }

    /// The word as the vocabulary commands present it, in the book titled `bookTitle`.
    func vocabularyWord(bookTitle: String?) -> VocabularyWord {
        VocabularyWord(
            id: id, bookID: bookID, bookTitle: bookTitle, word: word, language: language,
            details: WordDetails(
                page: page, context: context, definition: definition, example: example, partOfSpeech: partOfSpeech,
                phonetic: phonetic),
            addedAt: addedAt.date, updatedAt: updatedAt.date, mastered: mastered,
            memory: Card(
                state: state, step: learningStep, stability: stability, difficulty: difficulty, due: due.date,
                lastReview: lastReviewedAt?.date, reps: reps, lapses: lapses))
    }
}
