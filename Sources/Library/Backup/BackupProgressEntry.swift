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
