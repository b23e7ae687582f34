/// A dictionary record shared by every entry of a word, as a backup holds it.
struct BackupDictionaryEntry: Encodable, Equatable {
    var language: String
    var wordKey: String
    /// The dictionary's JSON, kept as the text it was stored as.
    var record: String
    var fetchedAt: BackupTime
}

extension BackupDictionaryEntry {
    /// Reads a dictionary record from its backup object.
    init(json: BackupObject) throws(BackupError) {
        language = try json.text("language")
        wordKey = try json.text("wordKey")
        record = try json.text("record")
        fetchedAt = try json.time("fetchedAt")
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
