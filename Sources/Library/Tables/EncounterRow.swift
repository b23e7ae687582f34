internal import SQLiteStore

/// One row of `encounters`: one meeting with a word. `sourceKey` is the e-reader's own id of a
/// look-up, unique per source, so importing the same look-up again stores nothing.
struct EncounterRow: TableRow, Equatable {
    enum Column: String, ColumnName {
        case id, wordID = "word_id", sentence, form, location, page, at, source, sourceKey = "source_key"
    }

    static let table = "encounters"
    static let selectAll = selectSQL()
    static let insertAll = insertSQL()
    /// Leaves a look-up imported before as it is.
    static let insertUnlessKnown = insertSQL("INSERT OR IGNORE")
    static let idColumn: Column? = .id

    var id: Int
    var wordID: Int
    var sentence: String?
    var form: String?
    var location: String?
    var page: Int?
    var at: TimeColumn
    var source: WordEncounter.Source
    var sourceKey: String?
}

extension EncounterRow {
    /// A new meeting with the word `wordID`; its id is assigned when it is inserted.
    init(wordID: Int, _ encounter: WordEncounter, sourceKey: String?) {
        self.init(
            id: 0, wordID: wordID, sentence: encounter.sentence, form: encounter.form, location: encounter.location,
            page: encounter.page, at: TimeColumn(encounter.at), source: encounter.source, sourceKey: sourceKey)
    }

    init(_ row: NamedRow<Column>) throws(DamagedValue) {
        id = try row.requiredInt(.id)
        wordID = try row.requiredInt(.wordID)
        sentence = row.string(.sentence)
        form = row.string(.form)
        location = row.string(.location)
        page = try row.optionalInt(.page)
        at = try row.time(.at)
        source = try row.choice(.source)
        sourceKey = row.string(.sourceKey)
    }

    func value(of column: Column) -> SQLiteValue {
        switch column {
        case .id: id.sqliteValue
        case .wordID: wordID.sqliteValue
        case .sentence: sentence.sqliteValue
        case .form: form.sqliteValue
        case .location: location.sqliteValue
        case .page: page.sqliteValue
        case .at: at.sqliteValue
        case .source: source.rawValue.sqliteValue
        case .sourceKey: sourceKey.sqliteValue
        }
    }

    /// The meeting as the vocabulary commands present it.
    var encounter: WordEncounter {
        WordEncounter(sentence: sentence, form: form, location: location, page: page, at: at.date, source: source)
    }
}
