/// One meeting with a word, as a backup holds it. `sourceKey` names the e-reader's own record of a
/// look-up, so a restored library still recognises look-ups imported before.
struct BackupEncounter: Encodable, Equatable {
    var id: Int
    var sentence: String?
    var form: String?
    var location: String?
    var page: Int?
    var at: BackupTime
    var source: WordEncounter.Source
    var sourceKey: String?
}

extension WordEncounter.Source: Encodable {}

extension BackupEncounter {
    /// Reads a meeting with a word from its backup object.
    init(json: BackupObject) throws(BackupError) {
        id = try json.int("id")
        sentence = try json.optionalText("sentence")
        form = try json.optionalText("form")
        location = try json.optionalText("location")
        page = try json.optionalInt("page")
        at = try json.time("at")
        source = try json.choice("source")
        sourceKey = try json.optionalText("sourceKey")
    }
}

extension BackupEncounter {
    /// The meeting as stored.
    init(_ row: EncounterRow) {
        self.init(
            id: row.id, sentence: row.sentence, form: row.form, location: row.location, page: row.page,
            at: BackupTime(row.at.seconds), source: row.source, sourceKey: row.sourceKey)
    }

    /// The row to store for the word now numbered `wordID`.
    func row(wordID: Int) -> EncounterRow {
        EncounterRow(
            id: id, wordID: wordID, sentence: sentence, form: form, location: location, page: page,
            at: TimeColumn(seconds: at.seconds), source: source, sourceKey: sourceKey)
    }
}
