internal import JSON

/// One read-through, as a backup holds it; dates are absent when they are not known.
struct BackupReadThrough: Equatable {
    var id: Int
    var startedAt: BackupTime?
    var finishedAt: BackupTime?
    var outcome: ReadThrough.Outcome
}

extension BackupReadThrough {
    /// Reads a read-through from its backup object.
    init(json: JSONFields) throws(JSONFieldError) {
        id = try json.int("id")
        startedAt = try json.optionalTime("startedAt")
        finishedAt = try json.optionalTime("finishedAt")
        outcome = try json.choice("outcome")
    }

    /// The read-through as the backup writes it; unknown dates are left out.
    var json: JSONValue {
        var members: [(String, JSONValue)] = [("id", .int(id)), ("outcome", .string(outcome.rawValue))]
        if let startedAt { members.append(("startedAt", startedAt.json)) }
        if let finishedAt { members.append(("finishedAt", finishedAt.json)) }
        return .object(members)
    }
}
