internal import JSON

/// A dictionary record shared by every entry of a word, as a backup holds it.
extension DictionaryEntryRow {
    /// Reads a dictionary record from its backup object.
    init(backup json: JSONFields) throws(JSONFieldError) {
        language = try json.text("language")
        wordKey = try json.text("wordKey")
        record = try json.text("record")
        fetchedAt = try json.time("fetchedAt")
    }

    /// The record as the backup writes it.
    var backupJSON: JSONValue {
        .object([
            ("language", .string(language)), ("wordKey", .string(wordKey)), ("record", .string(record)),
            ("fetchedAt", fetchedAt.backupJSON),
        ])
    }
}
