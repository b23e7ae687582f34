internal import Essentials
/// One read-through, as a backup holds it; dates are absent when they are not known.
struct BackupReadThrough: Encodable, Equatable {
    var id: Int
    var startedAt: BackupTime?
    var finishedAt: BackupTime?
    /// The calendar day of a finish known only as a day (see `Schema.version3`).
    var finishedOn: String?
    var outcome: ReadThrough.Outcome
}

extension BackupReadThrough {
    /// Reads a read-through from its backup object.
    init(json: BackupObject) throws(BackupError) {
        id = try json.int("id")
        startedAt = try json.optionalTime("startedAt")
        finishedAt = try json.optionalTime("finishedAt")
        finishedOn = try json.optionalText("finishedOn")
        if let finishedOn, CalendarDate(parsing: finishedOn) == nil {
            throw .invalidContent(path: "finishedOn", problem: "not a calendar day like 2016-03-15")
        }
        outcome = try json.choice("outcome")
    }
}

// The backup stores the outcome by its raw value.
extension ReadThrough.Outcome: Encodable {}
