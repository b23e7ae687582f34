internal import JSON

/// A dictionary record shared by every entry of a word, as a backup holds it.
struct BackupDictionaryEntry: Equatable {
    var language: String
    var wordKey: String
    /// The dictionary's JSON, kept as the text it was stored as.
    var record: String
    var fetchedAt: BackupTime
}

extension BackupDictionaryEntry {
    /// Reads a dictionary record from its backup object.
    init(json: JSONFields) throws(JSONFieldError) {
        language = try json.text("language")
        wordKey = try json.text("wordKey")
        record = try json.text("record")
        fetchedAt = try json.time("fetchedAt")
    }

    /// The record as the backup writes it.
    var json: JSONValue {
        .object([
            ("language", .string(language)), ("wordKey", .string(wordKey)), ("record", .string(record)),
            ("fetchedAt", fetchedAt.json),
        ])
    }
}

extension BackupDictionaryEntry {
    /// The record as stored.
    init(_ row: DictionaryEntryRow) {
        self.init(language: row.language, wordKey: row.wordKey, record: row.record, fetchedAt: BackupTime(row.fetchedAt.seconds))
    }

    /// The row to store.
    var row: DictionaryEntryRow {
        DictionaryEntryRow(language: language, wordKey: wordKey, record: record, fetchedAt: TimeColumn(seconds: fetchedAt.seconds))
    }
}
