internal import JSON

/// One study answer of a word, as a backup holds it.
struct BackupReview: Equatable {
    var id: Int
    /// 1 again, 2 hard, 3 good, 4 easy.
    var rating: Int
    var mode: String
    var at: BackupTime
    var elapsedDays: Double
    var scheduledDays: Double
    var stateBefore: String
}

extension BackupReview {
    /// Reads a study answer from its backup object.
    init(json: JSONFields) throws(JSONFieldError) {
        id = try json.int("id")
        rating = try json.int("rating")
        mode = try json.text("mode")
        at = try json.time("at")
        elapsedDays = try json.double("elapsedDays")
        scheduledDays = try json.double("scheduledDays")
        stateBefore = try json.text("stateBefore")
    }

    /// The answer as the backup writes it.
    var json: JSONValue {
        .object([
            ("id", .int(id)), ("rating", .int(rating)), ("mode", .string(mode)), ("at", at.json),
            ("elapsedDays", .double(elapsedDays)), ("scheduledDays", .double(scheduledDays)),
            ("stateBefore", .string(stateBefore)),
        ])
    }
}

extension BackupReview {
    /// The answer as stored.
    init(_ row: ReviewRow) {
        self.init(
            id: row.id, rating: row.rating, mode: row.mode, at: BackupTime(row.at.seconds), elapsedDays: row.elapsedDays,
            scheduledDays: row.scheduledDays, stateBefore: row.stateBefore)
    }

    /// The row to store for the word now numbered `wordID`.
    func row(wordID: Int) -> ReviewRow {
        ReviewRow(
            id: id, wordID: wordID, rating: rating, mode: mode, at: TimeColumn(seconds: at.seconds),
            elapsedDays: elapsedDays, scheduledDays: scheduledDays, stateBefore: stateBefore)
    }
}
