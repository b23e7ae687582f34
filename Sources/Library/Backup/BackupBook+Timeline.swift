internal import JSON

/// A backup is a file anyone can edit, so a book is restored only when its history follows the
/// rules every command and import keeps (README, "A timeline you can trust"): nothing happens
/// before the book was added, the list moves follow on from one another to the list the book is
/// on, and no read finishes before it starts. A book breaking one would show a history no command
/// could have made and could not be corrected with `history --remove`.
extension BackupBook {
    /// Throws, naming the entry, when the book's history is not one shelf could have recorded.
    func checkTimeline() throws(JSONFieldError) {
        let added = row.addedAt.seconds
        for (index, change) in statusChanges.enumerated() where change.at.seconds < added {
            throw JSONFieldError(path: "statusChanges[\(index)].at", "is before the book was added (\(Self.text(row.addedAt)))")
        }
        for (index, entry) in progress.enumerated() where entry.at.seconds < added {
            throw JSONFieldError(path: "progress[\(index)].at", "is before the book was added (\(Self.text(row.addedAt)))")
        }
        for (index, read) in readThroughs.enumerated() {
            if let start = read.startedAt, let finish = read.finishedAt, finish.seconds < start.seconds {
                throw JSONFieldError(path: "readThroughs[\(index)].finishedAt", "is before the read's start (\(Self.text(start)))")
            }
        }
        try checkMovesFollowOn()
    }

    /// The moves in the order history lists them (by time, then `sequence`; a backup from before
    /// `sequence` has them at 0, in the order of their ids) must begin with the addition, each
    /// leave the list the one before went to, and end on the book's list.
    private func checkMovesFollowOn() throws(JSONFieldError) {
        let ordered = statusChanges.indices.sorted { left, right in
            let (a, b) = (statusChanges[left], statusChanges[right])
            return (a.at.seconds, a.sequence, a.id) < (b.at.seconds, b.sequence, b.id)
        }
        var list: BookStatus?
        for index in ordered {
            let change = statusChanges[index]
            guard change.fromStatus == list else {
                let expected = list.map { "from \($0.rawValue)" } ?? "no \"from\" (it is the addition)"
                throw JSONFieldError(path: "statusChanges[\(index)].from", "should be \(expected) at that point of the history")
            }
            list = change.toStatus
        }
        // A book with no moves at all shows no history to contradict (and libraries of the first
        // versions may hold some); one with moves must end on its list.
        guard let list else { return }
        guard list == row.status else {
            throw JSONFieldError(path: "status", "is \(row.status.rawValue), but the last move goes to \(list.rawValue)")
        }
    }

    private static func text(_ time: TimeColumn) -> String {
        time.backupText ?? String(time.seconds)
    }
}
