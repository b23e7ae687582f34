internal import JSON

/// A read-through as a backup holds it, inside its book's object; dates are absent when they are
/// not known.
extension ReadThroughRow {
    /// Reads a read-through of the book numbered `bookID` in the backup from its backup object.
    init(backup json: JSONFields, bookID: Int) throws(JSONFieldError) {
        id = try json.int("id")
        self.bookID = bookID
        startedAt = try json.optionalTime("startedAt")
        finishedAt = try json.optionalTime("finishedAt")
        finishedOn = try json.optionalDay("finishedOn")
        outcome = try json.choice("outcome")
        startedPrecision = try json.optionalChoice("startedPrecision")
        finishedPrecision = try json.optionalChoice("finishedPrecision")
        // A backup from before `sequence` is numbered once restored (`Schema.numberingUnorderedEvents`).
        sequence = try json.optionalInt("sequence") ?? 0
        startedOn = try json.optionalDay("startedOn")
    }

    /// The read-through as the backup writes it; unknown dates are left out.
    var backupJSON: JSONValue {
        .object(
            [("id", .int(id)), ("outcome", .string(outcome.rawValue)), ("sequence", .int(sequence))],
            leavingOutAbsent: [
                ("startedAt", startedAt?.backupJSON), ("finishedAt", finishedAt?.backupJSON),
                ("finishedOn", finishedOn.map { .string($0) }), ("startedOn", startedOn.map { .string($0) }),
                ("startedPrecision", startedPrecision.map { .string($0.rawValue) }),
                ("finishedPrecision", finishedPrecision.map { .string($0.rawValue) }),
            ])
    }
}
