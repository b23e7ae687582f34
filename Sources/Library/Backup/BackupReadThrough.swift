/// One read-through, as a backup holds it; dates are absent when they are not known.
struct BackupReadThrough: Encodable, Equatable {
    var id: Int
    var startedAt: BackupTime?
    var finishedAt: BackupTime?
    var outcome: ReadThrough.Outcome
}

extension BackupReadThrough {
    /// Reads a read-through from its backup object.
    init(json: BackupObject) throws(BackupError) {
        id = try json.int("id")
        startedAt = try json.optionalTime("startedAt")
        finishedAt = try json.optionalTime("finishedAt")
        outcome = try json.choice("outcome")
    }
}

// The backup stores the outcome by its raw value.
extension ReadThrough.Outcome: Encodable {}
