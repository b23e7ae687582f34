internal import Flashcard
internal import JSON

/// A vocabulary word with every answer and meeting, as a backup holds it: the stored rows, with
/// the word's own row naming its book by the id the book has in the same backup.
struct BackupWord {
    var row: WordRow
    var reviews: [ReviewRow]
    /// Every meeting with the word; nil in a backup written before shelf kept them, whose
    /// `context` and `page` then become the word's one encounter.
    var encounters: [EncounterRow]?
}

extension BackupWord {
    /// Reads a word and its reviews from its backup object, in the order of the row's columns.
    init(json: JSONFields) throws(JSONFieldError) {
        let id = try json.int("id", atLeast: 1)
        let bookID = try json.optionalInt("bookId")
        let word = try BackupText.name(json, "word")
        // The key is derived from the word, whatever the file says: an edited word keeps being
        // found by `vocab show` and matched to its dictionary entry.
        row = WordRow(
            id: id, bookID: bookID, word: word, wordKey: Bookshelf.wordKey(word), language: try json.text("language"),
            page: try json.optionalInt("page"), context: try json.optionalText("context"),
            definition: try json.optionalText("definition"), example: try json.optionalText("example"),
            partOfSpeech: try json.optionalText("partOfSpeech"), phonetic: try json.optionalText("phonetic"),
            addedAt: try json.time("addedAt"), updatedAt: try json.time("updatedAt"), mastered: try json.bool("mastered"),
            // The memory state as only the scheduler makes it: a value outside its ranges would
            // schedule the word centuries away or not at all.
            state: try json.choice("state"), learningStep: try json.optionalInt("learningStep", atLeast: 0),
            stability: try json.optionalDouble("stability", atLeast: Card.minimumStability),
            difficulty: try json.optionalDouble("difficulty", within: Card.difficulties),
            due: try json.time("due"), lastReviewedAt: try json.optionalTime("lastReviewedAt"),
            reps: try json.int("reps", atLeast: 0), lapses: try json.int("lapses", atLeast: 0))
        reviews = try json.records("reviews") { fields throws(JSONFieldError) in try ReviewRow(backup: fields, wordID: id) }
        encounters = try json.optionalRecords("encounters") { fields throws(JSONFieldError) in
            try EncounterRow(backup: fields, wordID: id)
        }
    }

    /// The word as the backup writes it; absent values are left out.
    var json: JSONValue {
        .object(
            [
                ("id", .int(row.id)), ("word", .string(row.word)), ("wordKey", .string(row.wordKey)),
                ("language", .string(row.language)), ("addedAt", row.addedAt.backupJSON),
                ("updatedAt", row.updatedAt.backupJSON), ("mastered", .bool(row.mastered)), ("state", .string(row.state.rawValue)),
                ("due", row.due.backupJSON), ("reps", .int(row.reps)), ("lapses", .int(row.lapses)),
                ("reviews", .array(reviews.map(\.backupJSON))),
            ],
            leavingOutAbsent: [
                ("bookId", row.bookID.map { JSONValue.int($0) }), ("page", row.page.map { JSONValue.int($0) }),
                ("context", row.context.map { JSONValue.string($0) }),
                ("definition", row.definition.map { JSONValue.string($0) }),
                ("example", row.example.map { JSONValue.string($0) }),
                ("partOfSpeech", row.partOfSpeech.map { JSONValue.string($0) }),
                ("phonetic", row.phonetic.map { JSONValue.string($0) }),
                ("learningStep", row.learningStep.map { JSONValue.int($0) }),
                ("stability", row.stability.map { JSONValue.double($0) }),
                ("difficulty", row.difficulty.map { JSONValue.double($0) }),
                ("lastReviewedAt", row.lastReviewedAt?.backupJSON),
                ("encounters", encounters.map { JSONValue.array($0.map(\.backupJSON)) }),
            ])
    }
}
