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
