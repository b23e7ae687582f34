internal import JSON

/// One meeting with a word, as a backup holds it. `sourceKey` names the e-reader's own record of a
/// look-up, so a restored library still recognises look-ups imported before.
struct BackupEncounter: Equatable {
    var id: Int
    var sentence: String?
    var form: String?
    var location: String?
    var page: Int?
    var at: BackupTime
    var source: WordEncounter.Source
    var sourceKey: String?
}

extension BackupEncounter {
    /// Reads a meeting with a word from its backup object.
    init(json: JSONFields) throws(JSONFieldError) {
        id = try json.int("id")
        sentence = try json.optionalText("sentence")
        form = try json.optionalText("form")
        location = try json.optionalText("location")
        page = try json.optionalInt("page")
        at = try json.time("at")
        source = try json.choice("source")
        sourceKey = try json.optionalText("sourceKey")
    }

    /// The meeting as the backup writes it; absent values are left out.
    var json: JSONValue {
        .object(
            [("id", .int(id)), ("at", at.json), ("source", .string(source.rawValue))],
            leavingOutAbsent: [
                ("sentence", sentence.map { JSONValue.string($0) }), ("form", form.map { JSONValue.string($0) }),
                ("location", location.map { JSONValue.string($0) }), ("page", page.map { JSONValue.int($0) }),
                ("sourceKey", sourceKey.map { JSONValue.string($0) }),
            ])
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
