/// One read-through, as a backup holds it; dates are absent when they are not known.
struct BackupReadThrough: Codable, Equatable {
    var id: Int
    var startedAt: BackupTime?
    var finishedAt: BackupTime?
    var outcome: ReadThrough.Outcome
}

// The backup stores the outcome by its raw value; decoding refuses anything else.
extension ReadThrough.Outcome: Codable {}
