internal import JSON

/// A dated private note as a backup holds it, inside its book's object (version 3 on).
extension NoteRow {
    /// Reads a note of the book numbered `bookID` in the backup from its backup object.
    init(backup json: JSONFields, bookID: Int) throws(JSONFieldError) {
        id = try json.int("id")
        self.bookID = bookID
        at = try json.time("at")
        text = try BackupText.text(json, "text", within: BookLimits.passageLength)
    }

    /// The note as the backup writes it.
    var backupJSON: JSONValue { .object([("id", .int(id)), ("at", at.backupJSON), ("text", .string(text))]) }
}
