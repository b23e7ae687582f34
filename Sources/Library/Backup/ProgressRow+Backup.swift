internal import JSON

/// A logged page as a backup holds it, inside its book's object.
extension ProgressRow {
    /// Reads a logged page of the book numbered `bookID` in the backup from its backup object.
    init(backup json: JSONFields, bookID: Int) throws(JSONFieldError) {
        id = try json.int("id")
        self.bookID = bookID
        page = try json.int("page", within: 0...BookLimits.pages)
        at = try json.time("at")
        // A backup from before `sequence` is numbered once restored (`Schema.numberingUnorderedEvents`).
        sequence = try json.optionalInt("sequence") ?? 0
    }

    /// The entry as the backup writes it.
    var backupJSON: JSONValue { .object([("id", .int(id)), ("page", .int(page)), ("at", at.backupJSON), ("sequence", .int(sequence))]) }
}
