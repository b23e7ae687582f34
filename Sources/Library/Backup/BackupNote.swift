internal import JSON

/// One dated private note on a book, as a backup holds it (version 2 on).
struct BackupNote: Equatable {
    var id: Int
    var at: BackupTime
    var text: String
}

extension BackupNote {
    /// Reads a note from its backup object.
    init(json: JSONFields) throws(JSONFieldError) {
        id = try json.int("id")
        at = try json.time("at")
        text = try json.text("text")
    }

    /// The note as the backup writes it.
    var json: JSONValue { .object([("id", .int(id)), ("at", at.json), ("text", .string(text))]) }
}

extension BackupNote {
    /// The note as stored.
    init(_ row: NoteRow) {
        self.init(id: row.id, at: BackupTime(row.at.seconds), text: row.text)
    }

    /// The row to store for the book now numbered `bookID`.
    func row(bookID: Int) -> NoteRow {
        NoteRow(id: id, bookID: bookID, at: TimeColumn(seconds: at.seconds), text: text)
    }
}
