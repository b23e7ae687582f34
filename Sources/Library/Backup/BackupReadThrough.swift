internal import Essentials
internal import JSON

/// One read-through, as a backup holds it; dates are absent when they are not known.
struct BackupReadThrough: Equatable {
    var id: Int
    var startedAt: BackupTime?
    var finishedAt: BackupTime?
    /// The calendar day of a finish known only as a day (see `Schema.version3`).
    var finishedOn: String?
    var outcome: ReadThrough.Outcome
    /// How much of the start is known when it was imported as a year, month or day.
    var startedPrecision: DatePrecision? = nil
    /// How much of the finish is known, as for the start.
    var finishedPrecision: DatePrecision? = nil
}

extension BackupReadThrough {
    /// Reads a read-through from its backup object.
    init(json: JSONFields) throws(JSONFieldError) {
        id = try json.int("id")
        startedAt = try json.optionalTime("startedAt")
        finishedAt = try json.optionalTime("finishedAt")
        finishedOn = try json.optionalText("finishedOn")
        if let finishedOn, CalendarDate(parsing: finishedOn) == nil {
            throw JSONFieldError(path: "finishedOn", "not a calendar day like 2016-03-15")
        }
        outcome = try json.choice("outcome")
        startedPrecision = try json.optionalChoice("startedPrecision")
        finishedPrecision = try json.optionalChoice("finishedPrecision")
    }

    /// The read-through as the backup writes it; unknown dates are left out.
    var json: JSONValue {
        .object(
            [("id", .int(id)), ("outcome", .string(outcome.rawValue))],
            leavingOutAbsent: [
                ("startedAt", startedAt?.json), ("finishedAt", finishedAt?.json),
                ("finishedOn", finishedOn.map { .string($0) }),
                ("startedPrecision", startedPrecision.map { .string($0.rawValue) }),
                ("finishedPrecision", finishedPrecision.map { .string($0.rawValue) }),
            ])
    }

    /// The read-through as stored.
    init(_ row: ReadThroughRow) {
        self.init(
            id: row.id, startedAt: BackupTime(row.startedAt?.seconds), finishedAt: BackupTime(row.finishedAt?.seconds),
            finishedOn: row.finishedOn, outcome: row.outcome, startedPrecision: row.startedPrecision,
            finishedPrecision: row.finishedPrecision)
    }

    /// The row to store for the book now numbered `bookID`.
    func row(bookID: Int) -> ReadThroughRow {
        ReadThroughRow(
            id: id, bookID: bookID, startedAt: startedAt.map { TimeColumn(seconds: $0.seconds) },
            finishedAt: finishedAt.map { TimeColumn(seconds: $0.seconds) }, finishedOn: finishedOn, outcome: outcome,
            startedPrecision: startedPrecision, finishedPrecision: finishedPrecision)
    }
}
