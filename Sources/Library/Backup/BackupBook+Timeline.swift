internal import Essentials
import Foundation
internal import JSON

/// A backup is a file anyone can edit, so a book is restored only when its history follows the
/// rules every command and import keeps (README, "A timeline you can trust"): nothing happens
/// before the book was added or after the library's clock (give or take the day a command
/// allows), the list moves follow on from one another to the list the book is on, no read
/// finishes before it starts or begins before the one before it finished, only a book being read
/// has an open read (one), and a day kept beside a time (an imported addition, start or finish)
/// is that time's day. (Times before 1900 are not refused here: libraries from before that rule
/// may hold them.)
/// A book breaking one would show a history no command could have made and could not be corrected
/// with `history --remove`.
extension BackupBook {
    /// Throws, naming the entry, when the book's history is not one shelf could have recorded by
    /// `now`, the library's clock.
    func checkTimeline(now: Date) throws(JSONFieldError) {
        try checkNothingAfter(TimeColumn(now + Bookshelf.futureAllowance))
        try Self.check(row.addedOn, isDayOf: row.addedAt, "addedOn", "addedAt")
        let added = row.addedAt.seconds
        for (index, change) in statusChanges.enumerated() where change.at.seconds < added {
            throw JSONFieldError(path: "statusChanges[\(index)].at", "is before the book was added (\(Self.text(row.addedAt)))")
        }
        for (index, entry) in progress.enumerated() where entry.at.seconds < added {
            throw JSONFieldError(path: "progress[\(index)].at", "is before the book was added (\(Self.text(row.addedAt)))")
        }
        var openReads = 0
        for (index, read) in readThroughs.enumerated() {
            let path = "readThroughs[\(index)]"
            if let start = read.startedAt {
                try Self.check(read.startedOn, isDayOf: start, "\(path).startedOn", "startedAt")
            }
            if let finish = read.finishedAt {
                try Self.check(read.finishedOn, isDayOf: finish, "\(path).finishedOn", "finishedAt")
            }
            if let start = read.startedAt, let finish = read.finishedAt, finish.seconds < start.seconds {
                throw JSONFieldError(path: "\(path).finishedAt", "is before the read's start (\(Self.text(start)))")
            }
            if read.outcome == .reading {
                openReads += 1
                guard row.status == .reading, openReads == 1 else {
                    let problem = row.status == .reading ? "the book has an open read already" : "the book is on \(row.status.rawValue)"
                    throw JSONFieldError(path: "\(path).outcome", "is reading (an open read), but \(problem)")
                }
            }
        }
        try checkReadsFollowOn()
        try checkMovesFollowOn()
    }

    /// Refuses an event later than `latest`: no command records one (`Bookshelf.checkedTime`),
    /// and one restored would sit after anything done since, so every later command on the book
    /// would be refused as coming before it (a finish "before the last page logged" in 9999).
    private func checkNothingAfter(_ latest: TimeColumn) throws(JSONFieldError) {
        var times: [(path: String, time: TimeColumn?)] = [("addedAt", row.addedAt)]
        times += statusChanges.enumerated().map { ("statusChanges[\($0.offset)].at", $0.element.at) }
        times += progress.enumerated().map { ("progress[\($0.offset)].at", $0.element.at) }
        for (index, read) in readThroughs.enumerated() {
            times += [("readThroughs[\(index)].startedAt", read.startedAt), ("readThroughs[\(index)].finishedAt", read.finishedAt)]
        }
        times += notes.enumerated().map { ("notes[\($0.offset)].at", $0.element.at) }
        for case let (path, time?) in times where time.seconds > latest.seconds {
            throw JSONFieldError(path: path, "is in the future (\(Self.text(time)))")
        }
    }

    /// Refuses a read that begins before the one before it (by start, then `sequence`, the order
    /// history lists them in) finished, or while it is open: `history` would show one read inside
    /// another and `stats` count both finishes. A read with no start (Goodreads keeps only the
    /// finish) or one given up on an unknown day is an instant, which shares no time with another
    /// read, as the StoryGraph import judges overlap, so it is not compared.
    private func checkReadsFollowOn() throws(JSONFieldError) {
        let spans = readThroughs.indices.compactMap { index -> (index: Int, start: EventPlace, end: Double)? in
            let read = readThroughs[index]
            guard let start = read.startedAt else { return nil }
            let end = read.finishedAt?.seconds ?? (read.outcome == .reading ? .infinity : start.seconds)
            return end > start.seconds ? (index, EventPlace(at: start.seconds, sequence: read.sequence), end) : nil
        }.sorted { ($0.start, $0.index) < ($1.start, $1.index) }
        for (earlier, later) in zip(spans, spans.dropFirst()) where later.start.at < earlier.end {
            let problem =
                if let finish = readThroughs[earlier.index].finishedAt {
                    "is before the previous read finished (\(Self.text(finish)))"
                } else {
                    "is during the open read begun \(Self.text(TimeColumn(seconds: earlier.start.at)))"
                }
            throw JSONFieldError(path: "readThroughs[\(later.index)].startedAt", problem)
        }
    }

    /// Refuses a stored day (`2016-03-15`, the first day of a month or year known only that far)
    /// that is not the day `time` falls on somewhere on Earth: an import stores the start of the
    /// day in the reader's zone (UTC−12 to UTC+14), or a moment later that day for a finish after
    /// a page logged then.
    private static func check(_ day: String?, isDayOf time: TimeColumn, _ path: String, _ timeKey: String) throws(JSONFieldError) {
        guard let day, let date = CalendarDate(parsing: day) else { return }
        let utcStart = date.start(in: .gmt).timeIntervalSince1970
        guard utcStart - 14 * 3_600 <= time.seconds, time.seconds < utcStart + 36 * 3_600 else {
            throw JSONFieldError(path: path, "is not the day of its \(timeKey) (\(text(time)))")
        }
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
