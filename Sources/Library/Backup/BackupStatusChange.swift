/// One move between lists, as a backup holds it.
struct BackupStatusChange: Encodable, Equatable {
    var id: Int
    /// nil for the first list a book was put on.
    var from: BookStatus?
    var to: BookStatus
    var at: BackupTime
}

extension BackupStatusChange {
    /// Reads a move between lists from its backup object.
    init(json: BackupObject) throws(BackupError) {
        id = try json.int("id")
        from = try json.optionalChoice("from")
        to = try json.choice("to")
        at = try json.time("at")
    }
}

extension BackupStatusChange {
    /// The move as stored.
    init(_ row: StatusChangeRow) {
        self.init(id: row.id, from: row.fromStatus, to: row.toStatus, at: BackupTime(row.at.seconds))
    }

    /// The row to store for the book now numbered `bookID`.
    func row(bookID: Int) -> StatusChangeRow {
        StatusChangeRow(id: id, bookID: bookID, fromStatus: from, toStatus: to, at: TimeColumn(seconds: at.seconds))
    }
}
