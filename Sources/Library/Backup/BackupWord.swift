internal import JSON

/// A vocabulary word with its memory state and every review, as a backup holds it.
struct BackupWord: Equatable {
    var id: Int
    /// The book's id in the same backup; absent for a global word.
    var bookId: Int?
    var word: String
    var wordKey: String
    var language: String
    var page: Int?
    var context: String?
    var definition: String?
    var example: String?
    var partOfSpeech: String?
    var phonetic: String?
    var addedAt: BackupTime
    var updatedAt: BackupTime
    var mastered: Bool
    /// `new`, `learning`, `review` or `relearning`.
    var state: String
    var learningStep: Int?
    var stability: Double?
    var difficulty: Double?
    var due: BackupTime
    var lastReviewedAt: BackupTime?
    var reps: Int
    var lapses: Int
    var reviews: [BackupReview]
    /// Every meeting with the word; nil in a backup written before shelf kept them, whose
    /// `context` and `page` then become the word's one encounter.
    var encounters: [BackupEncounter]?
}

extension BackupWord {
    /// Reads a word and its reviews from its backup object, in declaration order.
    init(json: JSONFields) throws(JSONFieldError) {
        id = try json.int("id")
        bookId = try json.optionalInt("bookId")
        word = try json.text("word")
        // The key is derived from the word, whatever the file says: an edited word keeps being
        // found by `vocab show` and matched to its dictionary entry.
        wordKey = Bookshelf.wordKey(word)
        language = try json.text("language")
        page = try json.optionalInt("page")
        context = try json.optionalText("context")
        definition = try json.optionalText("definition")
        example = try json.optionalText("example")
        partOfSpeech = try json.optionalText("partOfSpeech")
        phonetic = try json.optionalText("phonetic")
        addedAt = try json.time("addedAt")
        updatedAt = try json.time("updatedAt")
        mastered = try json.bool("mastered")
        state = try json.text("state")
        learningStep = try json.optionalInt("learningStep")
        stability = try json.optionalDouble("stability")
        difficulty = try json.optionalDouble("difficulty")
        due = try json.time("due")
        lastReviewedAt = try json.optionalTime("lastReviewedAt")
        reps = try json.int("reps")
        lapses = try json.int("lapses")
        reviews = try json.records("reviews", BackupReview.init(json:))
        encounters = try json.optionalRecords("encounters", BackupEncounter.init(json:))
    }

    /// The word as the backup writes it; absent values are left out.
    var json: JSONValue {
        .object(
            [
                ("id", .int(id)), ("word", .string(word)), ("wordKey", .string(wordKey)), ("language", .string(language)),
                ("addedAt", addedAt.json), ("updatedAt", updatedAt.json), ("mastered", .bool(mastered)),
                ("state", .string(state)), ("due", due.json), ("reps", .int(reps)), ("lapses", .int(lapses)),
                ("reviews", .array(reviews.map(\.json))),
            ],
            leavingOutAbsent: [
                ("bookId", bookId.map { JSONValue.int($0) }), ("page", page.map { JSONValue.int($0) }),
                ("context", context.map { JSONValue.string($0) }), ("definition", definition.map { JSONValue.string($0) }),
                ("example", example.map { JSONValue.string($0) }), ("partOfSpeech", partOfSpeech.map { JSONValue.string($0) }),
                ("phonetic", phonetic.map { JSONValue.string($0) }), ("learningStep", learningStep.map { JSONValue.int($0) }),
                ("stability", stability.map { JSONValue.double($0) }), ("difficulty", difficulty.map { JSONValue.double($0) }),
                ("lastReviewedAt", lastReviewedAt?.json),
                ("encounters", encounters.map { JSONValue.array($0.map(\.json)) }),
            ])
    }
}

extension BackupWord {
    /// The word as stored, with its answers and encounters; `bookId` is the id of its book in the
    /// same backup.
    init(_ row: WordRow, reviews: [BackupReview], encounters: [BackupEncounter]) {
        self.init(
            id: row.id, bookId: row.bookID, word: row.word, wordKey: row.wordKey, language: row.language, page: row.page,
            context: row.context, definition: row.definition, example: row.example, partOfSpeech: row.partOfSpeech,
            phonetic: row.phonetic, addedAt: BackupTime(row.addedAt.seconds), updatedAt: BackupTime(row.updatedAt.seconds),
            mastered: row.mastered, state: row.state, learningStep: row.learningStep, stability: row.stability,
            difficulty: row.difficulty, due: BackupTime(row.due.seconds),
            lastReviewedAt: BackupTime(row.lastReviewedAt?.seconds), reps: row.reps, lapses: row.lapses, reviews: reviews,
            encounters: encounters)
    }

    /// The row to store for the book now numbered `bookID` (nil for a global word).
    func row(bookID: Int?) -> WordRow {
        WordRow(
            id: id, bookID: bookID, word: word, wordKey: wordKey, language: language, page: page, context: context,
            definition: definition, example: example, partOfSpeech: partOfSpeech, phonetic: phonetic,
            addedAt: TimeColumn(seconds: addedAt.seconds), updatedAt: TimeColumn(seconds: updatedAt.seconds),
            mastered: mastered, state: state, learningStep: learningStep, stability: stability, difficulty: difficulty,
            due: TimeColumn(seconds: due.seconds), lastReviewedAt: lastReviewedAt.map { TimeColumn(seconds: $0.seconds) },
            reps: reps, lapses: lapses)
    }
}
