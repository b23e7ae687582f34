internal import JSON

/// A move between lists as a backup holds it, inside its book's object.
extension StatusChangeRow {
    /// Reads a move of the book numbered `bookID` in the backup from its backup object.
    init(backup json: JSONFields, bookID: Int) throws(JSONFieldError) {
        id = try json.int("id")
        self.bookID = bookID
        fromStatus = try json.optionalChoice("from")
        toStatus = try json.choice("to")
        at = try json.time("at")
        // A backup from before `sequence` is numbered once restored (`Schema.numberingUnorderedEvents`).
        sequence = try json.optionalInt("sequence") ?? 0
    }

    /// The move as the backup writes it; a first list has no `from`.
    var backupJSON: JSONValue {
        .object(
            [("id", .int(id)), ("to", .string(toStatus.rawValue)), ("at", at.backupJSON), ("sequence", .int(sequence))],
            leavingOutAbsent: [("from", fromStatus.map { .string($0.rawValue) })])
    }
}
