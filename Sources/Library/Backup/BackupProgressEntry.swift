/// One logged page, as a backup holds it.
struct BackupProgressEntry: Encodable, Equatable {
    var id: Int
    var page: Int
    var at: BackupTime
}

extension BackupProgressEntry {
    /// Reads a logged page from its backup object.
    init(json: BackupObject) throws(BackupError) {
        id = try json.int("id")
        page = try json.int("page")
        at = try json.time("at")
    }
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
