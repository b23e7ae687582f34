internal import JSON

/// One study answer as a backup holds it, inside its word's object.
extension ReviewRow {
    /// Reads an answer about the word numbered `wordID` in the backup from its backup object.
    init(backup json: JSONFields, wordID: Int) throws(JSONFieldError) {
        id = try json.int("id")
        self.wordID = wordID
        // FSRS's four answers, Again to Easy, as the schema holds them.
        rating = try json.int("rating", within: 1...4)
        mode = try json.text("mode")
        at = try json.time("at")
        elapsedDays = try json.double("elapsedDays")
        scheduledDays = try json.double("scheduledDays")
        stateBefore = try json.text("stateBefore")
    }

    /// The answer as the backup writes it.
    var backupJSON: JSONValue {
        .object([
            ("id", .int(id)), ("rating", .int(rating)), ("mode", .string(mode)), ("at", at.backupJSON),
            ("elapsedDays", .double(elapsedDays)), ("scheduledDays", .double(scheduledDays)),
            ("stateBefore", .string(stateBefore)),
        ])
    }
}
