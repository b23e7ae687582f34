internal import JSON

/// One move between lists, as a backup holds it.
struct BackupStatusChange: Equatable {
    var id: Int
    /// nil for the first list a book was put on.
    var from: BookStatus?
    var to: BookStatus
    var at: BackupTime
}

extension BackupStatusChange {
    /// Reads a move between lists from its backup object.
    init(json: JSONFields) throws(JSONFieldError) {
        id = try json.int("id")
        from = try json.optionalChoice("from")
        to = try json.choice("to")
        at = try json.time("at")
    }

    /// The move as the backup writes it; a first list has no `from`.
    var json: JSONValue {
        .object(
            [("id", .int(id)), ("to", .string(to.rawValue)), ("at", at.json)],
            leavingOutAbsent: [("from", from.map { .string($0.rawValue) })])
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
