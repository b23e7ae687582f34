internal import JSON

/// One meeting with a word as a backup holds it, inside its word's object. `sourceKey` names the
/// e-reader's own record of a look-up, so a restored library still recognises look-ups imported
/// before.
extension EncounterRow {
    /// Reads a meeting with the word numbered `wordID` in the backup from its backup object.
    init(backup json: JSONFields, wordID: Int) throws(JSONFieldError) {
        id = try json.int("id")
        self.wordID = wordID
        sentence = try json.optionalText("sentence")
        form = try json.optionalText("form")
        location = try json.optionalText("location")
        page = try json.optionalInt("page")
        at = try json.time("at")
        source = try json.choice("source")
        sourceKey = try json.optionalText("sourceKey")
    }

    /// The meeting as the backup writes it; absent values are left out.
    var backupJSON: JSONValue {
        .object(
            [("id", .int(id)), ("at", at.backupJSON), ("source", .string(source.rawValue))],
            leavingOutAbsent: [
                ("sentence", sentence.map { JSONValue.string($0) }), ("form", form.map { JSONValue.string($0) }),
                ("location", location.map { JSONValue.string($0) }), ("page", page.map { JSONValue.int($0) }),
                ("sourceKey", sourceKey.map { JSONValue.string($0) }),
            ])
    }
}
