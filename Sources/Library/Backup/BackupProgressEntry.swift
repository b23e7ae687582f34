internal import JSON

/// One logged page, as a backup holds it.
struct BackupProgressEntry: Equatable {
    var id: Int
    var page: Int
    var at: BackupTime
}

extension BackupProgressEntry {
    /// Reads a logged page from its backup object.
    init(json: JSONFields) throws(JSONFieldError) {
        id = try json.int("id")
        page = try json.int("page")
        at = try json.time("at")
    }

    /// The entry as the backup writes it.
    var json: JSONValue { .object([("id", .int(id)), ("page", .int(page)), ("at", at.json)]) }
}

extension BackupProgressEntry {
    /// The entry as stored.
    init(_ row: ProgressRow) {
        self.init(id: row.id, page: row.page, at: BackupTime(row.at.seconds))
    }

    /// The row to store for the book now numbered `bookID`.
    func row(bookID: Int) -> ProgressRow {
        ProgressRow(id: id, bookID: bookID, page: page, at: TimeColumn(seconds: at.seconds))
    }
}
