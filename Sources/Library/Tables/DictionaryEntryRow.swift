internal import SQLiteStore

/// One row of `dictionary_entries`: a word's dictionary record, shared by its entries in every book.
struct DictionaryEntryRow: TableRow, Equatable {
    enum Column: String, ColumnName {
        case language, wordKey = "word_key", record, fetchedAt = "fetched_at"
    }

    static let table = "dictionary_entries"
    static let selectAll = selectSQL()
    static let insertAll = insertSQL()
    static let idColumn: Column? = nil
    /// Inserts, keeping the record already stored for the word.
    static let insertKeepingStored = insertSQL("INSERT OR IGNORE")
    /// Inserts, replacing the record already stored for the word.
    static let insertReplacingStored = insertSQL("INSERT OR REPLACE")

    var language: String
    var wordKey: String
    /// The dictionary's JSON, kept as text.
    var record: String
    var fetchedAt: TimeColumn
}

extension DictionaryEntryRow {
    init(_ row: NamedRow<Column>) throws(DamagedValue) {
        language = try row.requiredText(.language)
        wordKey = try row.requiredText(.wordKey)
        record = try row.requiredText(.record)
        fetchedAt = try row.time(.fetchedAt)
    }

    func value(of column: Column) -> SQLiteValue {
        switch column {
        case .language: language.sqliteValue
        case .wordKey: wordKey.sqliteValue
        case .record: record.sqliteValue
        case .fetchedAt: fetchedAt.sqliteValue
        }
    }
}
