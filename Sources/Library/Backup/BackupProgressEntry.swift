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
