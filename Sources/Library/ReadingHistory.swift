internal import Essentials
import Foundation
internal import SQLiteStore

/// A book's record of its lists: every move between lists (`status_changes`), the read-throughs
/// those moves open and close (`read_throughs`), and the list the book is on now (`books.status`).
///
/// Everything that writes those tables goes through here — `add`, `move`, `log`, the Goodreads
/// import and the backup restore — so one set of rules keeps them in step, and a later rule (undo,
/// a correction of the history) has one place to go. Each method runs inside the caller's
/// transaction.
struct ReadingHistory {
    let connection: Connection

    /// Records a move to `to` at `at`. A move to reading continues the open read-through, or a
    /// dnf one (the reader resuming) unless `startingOver`, else opens a new one; a move to read or
    /// dnf closes the open one at `at` (never before it started), a move to read finishes a dnf one
    /// (resumed and read to the end), and otherwise records one that ended then.
    /// The current page follows.
    func recordMove(of id: Int, from: BookStatus?, to: BookStatus, at: Date, startingOver: Bool = false) throws {
        try recordMove(of: id, from: from, to: to, at: at, readingEndedAt: at, startingOver: startingOver)
    }

    /// Records a move to `to` at `at`, as `recordMove(of:from:to:at:)` does, except that a
    /// read-through the move ends is given `end` as its end: an import knows the day a book was
    /// shelved apart from the day it was finished, or knows no finish date at all (nil).
    func recordMove(
        of id: Int, from: BookStatus?, to: BookStatus, at: Date, readingEndedAt end: Date?, startingOver: Bool = false
    ) throws {
        let sequence = try nextSequence(of: id)
        try StatusChangeRow(id: 0, bookID: id, fromStatus: from, toStatus: to, at: TimeColumn(at), sequence: sequence)
            .insert(into: connection, keepingID: false)
        let latest = try latestReadThrough(of: id)
        let open = latest?.outcome == .reading ? latest : nil
        switch to {
        case .toRead:
            break
        case .reading:
            if let latest, !startingOver, latest.outcome == .dnf {
                // A dnf recorded without a start (a book given up from to-read) begins now, with
                // this move.
                try connection.run(
                    """
                    UPDATE read_throughs SET outcome = 'reading', finished_at = NULL, finished_on = NULL,
                        sequence = CASE WHEN started_at IS NULL THEN ?3 ELSE sequence END,
                        started_at = coalesce(started_at, ?1) WHERE id = ?2
                    """,
                    [TimeColumn.value(at), latest.id, sequence])
            } else {
                if let open, startingOver {
                    try connection.run(
                        "UPDATE read_throughs SET outcome = 'dnf', finished_at = ? WHERE id = ?", [TimeColumn.value(at), open.id])
                }
                if open == nil || startingOver {
                    try insertReadThrough(of: id, startedAt: at, finishedAt: nil, outcome: .reading, sequence: sequence)
                }
            }
        case .read, .dnf:
            // Finishing a book given up is resuming it and reading to the end: the read it
            // abandoned is the one finished, as `log` of the last page does by way of reading.
            let resumed = open == nil && to == .read && latest?.outcome == .dnf ? latest : nil
            if let ending = open ?? resumed {
                if let start = ending.startedAt, let end, TimeColumn.value(end) < start.seconds {
                    throw LibraryError.finishBeforeStart(end, startedAt: start.date)
                }
                try connection.run(
                    """
                    UPDATE read_throughs SET finished_at = ?, outcome = ?, finished_on = NULL, finished_precision = NULL
                    WHERE id = ?
                    """,
                    [TimeColumn.value(end), to.rawValue, ending.id])
            } else {
                try insertReadThrough(
                    of: id, startedAt: nil, finishedAt: end, outcome: to == .read ? .read : .dnf, sequence: sequence)
            }
        }
        try settle(id, on: to, arriving: from == nil)
    }

    /// Records the arrival of a book just stored on `status` (its row made by `BookRow`'s
    /// new-book initialiser, so already on that list with the page it arrives with) at `at`:
    /// first `earlierReads`, reads that ended before it, oldest first, then the move onto its list
    /// and `opened`, the read-through that move opens or closes (none for to-read). What
    /// `recordEarlierReads` and `recordMove(of:from: nil, …)` record, written directly: a new book
    /// has no events to find a place among, so its events are numbered from 1 in the order given
    /// (the move's read-through takes the move's number) and there is no latest read to look up.
    /// An import adds thousands of books, each spared those queries. A read-through that would
    /// finish before it starts is refused.
    func recordArrival(
        of id: Int, on status: BookStatus, at: Date, earlierReads: [ReadThroughRow], opened: ReadThroughRow?
    ) throws {
        for read in earlierReads + [opened].compactMap({ $0 }) {
            if let start = read.startedAt, let end = read.finishedAt, end.seconds < start.seconds {
                throw LibraryError.finishBeforeStart(end.date, startedAt: start.date)
            }
        }
        for (index, var read) in earlierReads.enumerated() {
            (read.bookID, read.sequence) = (id, index + 1)
            try read.insert(into: connection, keepingID: false)
        }
        let sequence = earlierReads.count + 1
        try StatusChangeRow(id: 0, bookID: id, fromStatus: nil, toStatus: status, at: TimeColumn(at), sequence: sequence)
            .insert(into: connection, keepingID: false)
        if var opened {
            (opened.bookID, opened.sequence) = (id, sequence)
            try opened.insert(into: connection, keepingID: false)
        }
    }

    /// The `sequence` the book's next event takes: one past the last it recorded, in whichever
    /// table, so events at one instant keep the order they were recorded in.
    func nextSequence(of id: Int) throws -> Int {
        let last = try connection.scalarInt(
            """
            SELECT max(ifnull((SELECT max(sequence) FROM status_changes WHERE book_id = ?1), 0),
                       ifnull((SELECT max(sequence) FROM progress WHERE book_id = ?1), 0),
                       ifnull((SELECT max(sequence) FROM read_throughs WHERE book_id = ?1), 0))
            """,
            [id])
        return (last ?? 0) + 1
    }

    /// True when `time` comes before the book's last move or the start of its open read-through:
    /// a finish dated then belongs to an earlier read.
    func precedesCurrentRead(of id: Int, _ time: Date) throws -> Bool {
        let lastMove = try lastMove(of: id)?.at.date
        let start = try latestReadThrough(of: id).flatMap { $0.outcome == .reading ? $0.startedAt?.date : nil }
        return [lastMove, start].compactMap { $0 }.contains { time < $0 }
    }

    /// True when `time` is before the last page logged in the book's open read-through: a
    /// finish there would end the read before a page of it (`finish --at` refuses the same).
    func precedesLastPageOfOpenRead(of id: Int, _ time: Date) throws -> Bool {
        guard let open = try openReadThrough(of: id) else { return false }
        return try precedesLastPage(of: open, time)
    }

    /// The book's read-through in progress; nil when none is open.
    func openReadThrough(of id: Int) throws -> ReadThroughRow? {
        try latestReadThrough(of: id).flatMap { $0.outcome == .reading ? $0 : nil }
    }

    /// The moment a finish known only as `date` (an export's day, month or year) would end
    /// `read`: the first instant of its period when no page of the read was logged after it; the
    /// read's last page when the date is a day, the read was going when that day began, and the
    /// page was logged later that day, since the reader finished after it; else nil, as the
    /// finish would come before a page. A read begun during the day is not ended at its page: from
    /// a day alone, its finish may as well be an earlier read's, one that ended before it began.
    func finishMoment(of date: PartialDate, ending read: ReadThroughRow, in timeZone: TimeZone) throws -> Date? {
        let start = date.start(in: timeZone)
        guard let lastPage = try latestEntryTime(of: read.bookID, since: read.beginning).map({ TimeColumn(seconds: $0).date }),
            start < lastPage
        else { return start }
        guard date.precision == .day, CalendarDate(lastPage, in: timeZone) == date.firstDay,
            read.startedAt.map({ $0.date <= start }) ?? true
        else { return nil }
        return lastPage
    }

    /// True when `time` is before the last page logged in `read` (from its beginning on): the
    /// question asked of a read known by its row, which an import may have stored before another
    /// until the reads are put in order.
    func precedesLastPage(of read: ReadThroughRow, _ time: Date) throws -> Bool {
        guard let lastPage = try latestEntryTime(of: read.bookID, since: read.beginning) else { return false }
        return TimeColumn.value(time) < lastPage
    }

    /// True when the book has a read-through that ended at `end` as `outcome`: a read an
    /// earlier import already recorded.
    func hasRead(of id: Int, endingAt end: Date, outcome: ReadThrough.Outcome) throws -> Bool {
        try connection.scalarInt(
            "SELECT count(*) FROM read_throughs WHERE book_id = ? AND finished_at = ? AND outcome = ?",
            [id, TimeColumn.value(end), outcome.rawValue]) ?? 0 > 0
    }

    /// Records a read that ended at `finishedAt`, just before the book's latest read-through:
    /// read-throughs are in order of id, so the latest one's values move to a new row and its own
    /// row takes the earlier read.
    func recordEarlierRead(of id: Int, finishedAt: Date, outcome: ReadThrough.Outcome) throws {
        guard let latest = try latestReadThrough(of: id) else {
            try insertReadThrough(
                of: id, startedAt: nil, finishedAt: finishedAt, outcome: outcome, sequence: try nextSequence(of: id))
            return
        }
        try latest.insert(into: connection, keepingID: false)
        try connection.run(
            """
            UPDATE read_throughs SET started_at = NULL, started_on = NULL, started_precision = NULL, finished_at = ?,
                finished_on = NULL, finished_precision = NULL, outcome = ? WHERE id = ?
            """,
            [TimeColumn.value(finishedAt), outcome.rawValue, latest.id])
    }

    /// The latest read-through of a book: the one a log or a move acts on.
    func latestReadThrough(of id: Int) throws -> ReadThroughRow? {
        try ReadThroughRow.all(in: connection, where: "book_id = ?", [id], orderedBy: "id DESC", limit: 1).first
    }

    /// Moves "added" (and the history line that records it) back to `at` when `at` is earlier,
    /// so no move or entry precedes the book's addition. An import giving a calendar day (or only a
    /// year or month) passes it as `date`, `at` being its start: its first day is kept beside it,
    /// and `precision` says how much of it is known. Returns the note to report, if any.
    func moveAddedBack(
        of id: Int, to at: Date, date: PartialDate? = nil, knownTo precision: DatePrecision? = nil
    ) throws -> TimelineNote? {
        let time = TimeColumn.value(at)
        guard let added = try addedAt(of: id), time < added else { return nil }
        try setAddition(of: id, at: time, date: date, knownTo: precision)
        return .addedMovedBack(to: at)
    }

    /// When the book was added, as stored.
    private func addedAt(of id: Int) throws -> Double? {
        try connection.query("SELECT added_at FROM books WHERE id = ?", [id]) { $0.double(0) }.first ?? nil
    }

    /// Puts the book's addition, and the history line that records it, at `time`. The new moment
    /// is known as far as its source says (`date`, `precision`), whatever part of the old one was.
    private func setAddition(of id: Int, at time: Double, date: PartialDate?, knownTo precision: DatePrecision?) throws {
        try connection.run(
            "UPDATE books SET added_at = ?, added_precision = ?, added_on = ? WHERE id = ?",
            [time, precision?.rawValue, date?.firstDay.description, id])
        try connection.run("UPDATE status_changes SET at = ? WHERE book_id = ? AND from_status IS NULL", [time, id])
    }

    /// Moves the start of the open read-through back to `at`, with the list move that began it,
    /// unless the book's move before that one (a finish of an earlier read, even one at the same
    /// instant) or the end of the read before would then come after it: then the entry cannot
    /// belong to this read.
    func moveStartBack(of id: Int, readThrough: ReadThroughRow, to at: Date) throws {
        guard let start = readThrough.startedAt else { return }
        let time = TimeColumn.value(at)
        if let previous = try StatusChangeRow.all(
            in: connection, where: "book_id = ? AND from_status IS NOT NULL AND (at, sequence) < (?, ?)",
            [id, start.seconds, readThrough.sequence], orderedBy: "at DESC, sequence DESC", limit: 1
        ).first, EventPlace(at: time, sequence: readThrough.sequence) < previous.place {
            throw LibraryError.timeBeforeLastMove(at, status: previous.toStatus, movedAt: previous.at.date)
        }
        // A read started over from to-read ended the one before with no move of its own.
        if let earlier = try ReadThroughRow.all(
            in: connection, where: "book_id = ? AND id < ?", [id, readThrough.id], orderedBy: "id DESC", limit: 1
        ).first, let end = earlier.finishedAt, time < end.seconds {
            throw LibraryError.timeBeforeLastMove(
                at, status: BookStatus(rawValue: earlier.outcome.rawValue) ?? .dnf, movedAt: end.date)
        }
        // The start is now a time the reader typed, not an imported day.
        try connection.run(
            "UPDATE read_throughs SET started_at = ?, started_on = NULL, started_precision = NULL WHERE id = ?",
            [time, readThrough.id])
        try connection.run(
            "UPDATE status_changes SET at = ? WHERE book_id = ? AND to_status = 'reading' AND sequence = ?",
            [time, id, readThrough.sequence])
    }

    /// Puts the book on `status`. A book already there is left alone: an update that changes
    /// nothing would still be journaled for undo, and an import moves thousands of new books to
    /// the list they were added to.
    private func setStatus(of id: Int, to status: BookStatus) throws {
        try connection.run("UPDATE books SET status = ?1 WHERE id = ?2 AND status <> ?1", [status.rawValue, id])
    }

    /// Sets the book's current page from its history: the page count of a read book, else the page
    /// of the latest entry (by time, then in the order recorded) since the current read-through
    /// began (none for a read-through with no entries, such as a new start or a dnf without pages). A book moved off read to to-read has
    /// none: its finished read is over, and starting it again begins a new one. A page that is
    /// already right is not written again (see `setStatus`). Read first and written apart: an
    /// `UPDATE … FROM` the derived page builds a temporary table on every call, which an import
    /// makes thousands of. With `updatedAt`, the book's `updated_at` is set in the same statement,
    /// for a change that touches the book anyway: one statement, and one undo trigger, instead of two.
    func rederiveCurrentPage(of id: Int, updatedAt: TimeColumn? = nil) throws {
        // Read by a scan into two variables: a query's array of pairs cost the runtime the
        // array's type made from its mangled name, 0.18 M instructions the first time.
        var found = false
        var current: Int?
        var derived: Int?
        try connection.scanRows(
            """
            SELECT b.current_page, CASE
                    WHEN b.status = 'read' AND b.page_count IS NOT NULL THEN b.page_count
                    WHEN b.status = 'to-read' AND (SELECT outcome FROM read_throughs
                        WHERE book_id = b.id ORDER BY id DESC LIMIT 1) = 'read' THEN NULL
                    ELSE (SELECT p.page FROM progress p WHERE p.book_id = b.id
                        AND (p.at, p.sequence) >= (ifnull(r.since_at, -1e300), ifnull(r.since_sequence, 0))
                        ORDER BY p.at DESC, p.sequence DESC LIMIT 1)
                END
            FROM books b LEFT JOIN (SELECT coalesce(started_at, finished_at, -1e300) AS since_at, sequence AS since_sequence
                FROM read_throughs WHERE book_id = ?1 ORDER BY id DESC LIMIT 1) r
            WHERE b.id = ?1
            """,
            [id]
        ) { row in
            (found, current, derived) = (true, row.int(0), row.int(1))
            return false
        }
        guard found else { return }
        if let updatedAt {
            try connection.run("UPDATE books SET current_page = ?, updated_at = ? WHERE id = ?", [derived, updatedAt, id])
        } else if current != derived {
            try connection.run("UPDATE books SET current_page = ? WHERE id = ?", [derived, id])
        }
    }

    /// Sets the current page to `page`, the page of the entry just stored, when that entry is the
    /// latest of the book's read-through (the book being read): the page `rederiveCurrentPage`
    /// would derive, without its query, a third of what `log` spends writing. The book's
    /// `updated_at` is set in the same statement.
    func setCurrentPage(of id: Int, toLatestEntry page: Int, updatedAt: TimeColumn) throws {
        try connection.run("UPDATE books SET current_page = ?, updated_at = ? WHERE id = ?", [page, updatedAt, id])
    }

    /// Puts the book on `status` after a move, and sets its current page (`rederiveCurrentPage`).
    /// A book arriving on its first list was just stored on it, and has no pages logged yet: its
    /// page is its page count when it arrives read, else none, so list and page are set by one
    /// short statement, which writes nothing when the row was stored with them, instead of two
    /// and the derivation's query, which an import would pay for on every book it adds.
    private func settle(_ id: Int, on status: BookStatus, arriving: Bool) throws {
        guard arriving else {
            try setStatus(of: id, to: status)
            return try rederiveCurrentPage(of: id)
        }
        try connection.run(
            """
            UPDATE books SET status = ?2, current_page = CASE WHEN ?2 = 'read' THEN page_count END
            WHERE id = ?1 AND (status <> ?2 OR current_page IS NOT (CASE WHEN ?2 = 'read' THEN page_count END))
            """,
            [id, status.rawValue])
    }

    /// The page of the latest entry at or before `at` (one at that instant was recorded before) in
    /// the read-through that began at `beginning` (all entries when its dates are unknown): what
    /// `+N` counts from.
    func page(of id: Int, before at: Date, since beginning: EventPlace?) throws -> Int? {
        try connection.scalarInt(
            """
            SELECT page FROM progress WHERE book_id = ? AND at <= ? AND (at, sequence) >= (?, ?)
            ORDER BY at DESC, sequence DESC LIMIT 1
            """,
            [id, TimeColumn.value(at), beginning?.at ?? -1e300, beginning?.sequence ?? 0])
    }

    /// The time of the latest entry of the read-through that began at `beginning`.
    func latestEntryTime(of id: Int, since beginning: EventPlace?) throws -> Double? {
        try connection.query(
            "SELECT max(at) FROM progress WHERE book_id = ? AND (at, sequence) >= (?, ?)",
            [id, beginning?.at ?? -1e300, beginning?.sequence ?? 0]
        ) { row in row.double(0) }.first ?? nil
    }

    /// The latest move of a book from one list to another (not the list it was added to).
    func lastMove(of id: Int) throws -> StatusChangeRow? {
        try StatusChangeRow.all(
            in: connection, where: "book_id = ? AND from_status IS NOT NULL", [id], orderedBy: "at DESC, sequence DESC",
            limit: 1
        ).first
    }

    /// Records `count` finished reads of a book whose dates are not known, the last of them
    /// ending at `lastEnd` when given (Goodreads keeps a read count and the latest finish only).
    /// Returns the id of the last read recorded, or nil when `count` is 0.
    @discardableResult
    func recordEarlierReads(of id: Int, count: Int, lastEndingAt lastEnd: Date?) throws -> Int? {
        var last: Int?
        for index in 0..<count {
            last = try insertReadThrough(
                of: id, startedAt: nil, finishedAt: index == count - 1 ? lastEnd : nil, outcome: .read,
                sequence: try nextSequence(of: id))
        }
        return last
    }

    /// A book's finished reads, oldest first.
    func finishedReads(of id: Int) throws -> [ReadThroughRow] {
        try ReadThroughRow.all(in: connection, where: "book_id = ? AND outcome = 'read'", [id], orderedBy: "id")
    }

    /// Gives the read-through `target` the dates of `source` and leaves `source` undated: reads
    /// are ordered by id, so the latest read's dates go to the newest row.
    func moveDates(of source: ReadThroughRow, to target: Int) throws {
        try connection.run(
            """
            UPDATE read_throughs SET started_at = ?, started_on = ?, started_precision = ?, finished_at = ?, finished_on = ?,
                finished_precision = ?, sequence = ? WHERE id = ?
            """,
            [
                source.startedAt, source.startedOn, source.startedPrecision?.rawValue, source.finishedAt, source.finishedOn,
                source.finishedPrecision?.rawValue, source.sequence, target,
            ])
        try connection.run(
            """
            UPDATE read_throughs SET started_at = NULL, started_on = NULL, started_precision = NULL, finished_at = NULL,
                finished_on = NULL, finished_precision = NULL WHERE id = ?
            """,
            [source.id])
    }

    /// Sets when a book's latest read-through ended: a finish date learned after the finish.
    /// False, with nothing written, when the read began after `end`: no read finishes before it
    /// starts.
    func setLatestEnd(of id: Int, to end: Date) throws -> Bool {
        if let start = try latestReadThrough(of: id)?.startedAt, start.seconds > TimeColumn.value(end) { return false }
        try connection.run(
            "UPDATE read_throughs SET finished_at = ? WHERE id = (SELECT max(id) FROM read_throughs WHERE book_id = ?)",
            [TimeColumn.value(end), id])
        return true
    }

    /// Moves the finish of the book's latest ended read-through (finished or given up; for a book
    /// being read again, the read before the open one) to `end`: a finish date corrected where it
    /// was first recorded (a newer Goodreads export). What was dated by that finish moves with it:
    /// the move onto read or dnf that ended the read, and the start of a read begun then (a
    /// Goodreads row being read again starts its open read on Date Read), so the history keeps
    /// them together. Both take `day` as their day, as far as it is known. The book's addition
    /// goes to `addition` (the row's day of joining the lists, never after `day`) when it stood at
    /// the old finish (a book added on its Date Read), else back to the new finish when that is
    /// earlier (nothing precedes it). Refused (false,
    /// nothing written) unless the timeline keeps its order around it: the read began by the new
    /// finish, no other read ended after it or began between the two dates, and no other move or
    /// logged page falls between them.
    func correctLatestFinish(of id: Int, to day: PartialDate, joining addition: PartialDate?, in timeZone: TimeZone) throws -> Bool {
        let reads = try ReadThroughRow.all(in: connection, where: "book_id = ?", [id], orderedBy: "id")
        let time = TimeColumn.value(day.start(in: timeZone))
        guard let index = reads.lastIndex(where: { $0.outcome != .reading }), let old = reads[index].finishedAt?.seconds else {
            return false
        }
        let read = reads[index]
        let (from, to) = (min(old, time), max(old, time))
        let begunThen = reads[(index + 1)...].filter { $0.startedAt?.seconds == old }
        guard read.startedAt.map({ $0.seconds <= time }) ?? true,
            !reads.contains(where: { $0.id != read.id && ($0.finishedAt?.seconds ?? -.infinity) > time }),
            !reads[(index + 1)...].contains(where: { start in
                start.startedAt.map { $0.seconds != old && $0.seconds <= to } ?? false
            })
        else { return false }
        let moves = try StatusChangeRow.all(
            in: connection, where: "book_id = ? AND from_status IS NOT NULL", [id], orderedBy: "at, sequence")
        let ending: BookStatus = read.outcome == .read ? .read : .dnf
        let closing = moves.last { $0.at.seconds == old && $0.toStatus == ending }
        let beginning = begunThen.isEmpty ? nil : moves.last { $0.at.seconds == old && $0.toStatus == .reading }
        let moved = [closing?.id, beginning?.id].compactMap { $0 }
        let pages = try connection.scalarInt(
            "SELECT count(*) FROM progress WHERE book_id = ? AND at >= ? AND at <= ?", [id, from, to]) ?? 0
        guard pages == 0, !moves.contains(where: { !moved.contains($0.id) && from <= $0.at.seconds && $0.at.seconds <= to }) else {
            return false
        }
        for move in moved {
            try connection.run("UPDATE status_changes SET at = ? WHERE id = ?", [time, move])
        }
        let (dayText, precision) = (day.firstDay.description, day.partialPrecision?.rawValue)
        for begun in begunThen {
            try connection.run(
                "UPDATE read_throughs SET started_at = ?, started_on = ?, started_precision = ? WHERE id = ?",
                [time, dayText, precision, begun.id])
        }
        try connection.run(
            "UPDATE read_throughs SET finished_at = ?, finished_on = ?, finished_precision = ? WHERE id = ?",
            [time, dayText, precision, read.id])
        if let addition, try addedAt(of: id) == old {
            try moveAddition(of: id, to: addition, in: timeZone)
        } else {
            _ = try moveAddedBack(of: id, to: day.start(in: timeZone), date: day, knownTo: day.partialPrecision)
        }
        return true
    }

    /// Moves the book's addition, and the history line that records it, to the start of `date`
    /// (kept beside it as far as it is known), later or earlier, unless another of its events
    /// would then come before it.
    private func moveAddition(of id: Int, to date: PartialDate, in timeZone: TimeZone) throws {
        let time = TimeColumn.value(date.start(in: timeZone))
        let earliest = try connection.query(
            """
            SELECT min(t) FROM (
                SELECT at AS t FROM status_changes WHERE book_id = ?1 AND from_status IS NOT NULL
                UNION ALL SELECT at FROM progress WHERE book_id = ?1
                UNION ALL SELECT started_at FROM read_throughs WHERE book_id = ?1
                UNION ALL SELECT finished_at FROM read_throughs WHERE book_id = ?1)
            """, [id]
        ) { $0.double(0) }.first ?? nil
        guard earliest.map({ time <= $0 }) ?? true else { return }
        try setAddition(of: id, at: time, date: date, knownTo: date.partialPrecision)
    }

    /// Marks the read-throughs of a book that ended at `moment` (the start of `date`, or the later
    /// moment `finishMoment` placed it at) as ending on the first day of `date`, and, when only its
    /// year or month is known, as known that far: a finish known only as a day (or month, or
    /// year) is counted in that period in every time zone.
    func markFinishDay(_ date: PartialDate, at moment: Date, of id: Int) throws {
        try connection.run(
            """
            UPDATE read_throughs SET finished_on = ?1, finished_precision = coalesce(?4, finished_precision)
            WHERE book_id = ?2 AND finished_at = ?3
                AND (finished_on IS NOT ?1 OR finished_precision IS NOT coalesce(?4, finished_precision))
            """,
            [date.firstDay.description, id, TimeColumn.value(moment), date.partialPrecision?.rawValue])
    }

    /// Records a move between lists (an arrival when `from` is nil) without opening or closing a
    /// read-through: for an import that records each read with its own dates (`recordRead`).
    func recordListChange(of id: Int, from: BookStatus?, to: BookStatus, at: Date) throws {
        try StatusChangeRow(id: 0, bookID: id, fromStatus: from, toStatus: to, at: TimeColumn(at), sequence: try nextSequence(of: id))
            .insert(into: connection, keepingID: false)
        try settle(id, on: to, arriving: from == nil)
    }

    /// Records one read whose ends may be known only to the year, month or day (StoryGraph's
    /// `Dates Read`): each end is stored as the first instant of its period in `timeZone`, with
    /// its precision beside it, and a finish keeps its first day so statistics count it in the
    /// period it names in every zone. Returns the read-through's id.
    @discardableResult
    func recordRead(
        of id: Int, started: PartialDate?, finished: PartialDate?, outcome: ReadThrough.Outcome, in timeZone: TimeZone
    ) throws -> Int {
        try ReadThroughRow(
            id: 0, bookID: id, startedAt: started.map { TimeColumn($0.start(in: timeZone)) },
            finishedAt: finished.map { TimeColumn($0.start(in: timeZone)) }, finishedOn: finished?.firstDay.description,
            outcome: outcome, startedPrecision: started?.precision, finishedPrecision: finished?.precision,
            sequence: try nextSequence(of: id), startedOn: started?.firstDay.description
        ).insert(into: connection, keepingID: false)
    }

    /// Records the book's latest read-through, given up and begun after the book was finished (an
    /// import's), as the re-read it was: the book moves to reading when it began, the read taking
    /// that move's sequence as a command's re-read does, then to dnf when it ended (when it began,
    /// if its end is unknown). So no import moves a read book straight to dnf.
    func recordGivenUpReRead(of id: Int) throws {
        guard let read = try latestReadThrough(of: id), read.outcome == .dnf, let start = read.startedAt else { return }
        try recordReReadStart(of: id, from: .read, at: start.date)
        try recordListChange(of: id, from: .reading, to: .dnf, at: (read.finishedAt ?? start).date)
    }

    /// Records the move from `from` to reading at `start` that began the book's latest
    /// read-through (an import's re-read, recorded with its dates before the move), the read
    /// taking the move's sequence as a command's re-read does: `history` lists its start once,
    /// as the move.
    func recordReReadStart(of id: Int, from: BookStatus, at start: Date) throws {
        let sequence = try nextSequence(of: id)
        try recordListChange(of: id, from: from, to: .reading, at: start)
        guard let read = try latestReadThrough(of: id), read.startedAt?.date == start else { return }
        try connection.run("UPDATE read_throughs SET sequence = ? WHERE id = ?", [sequence, read.id])
    }

    /// Ends the open read-through `read` as `outcome` at `finished` (unknown when nil), known as
    /// far as its precision, at `moment` when given (`finishMoment`), else the first instant of
    /// `finished`: a book an earlier import left reading, finished since. Returns the finish stored.
    @discardableResult
    func closeRead(
        _ read: ReadThroughRow, finished: PartialDate?, at moment: Date? = nil, outcome: ReadThrough.Outcome, in timeZone: TimeZone
    ) throws -> TimeColumn? {
        // A finish known as a day that the read began on, at some hour, is placed at that hour:
        // the day's start would put the finish before the start.
        let finishedAt = finished.map { finished in
            let end = moment ?? finished.start(in: timeZone)
            return TimeColumn(read.startedAt.map { max(end, $0.date) } ?? end)
        }
        try connection.run(
            "UPDATE read_throughs SET finished_at = ?, finished_on = ?, finished_precision = ?, outcome = ? WHERE id = ?",
            [finishedAt, finished?.firstDay.description, finished?.precision.rawValue, outcome.rawValue, read.id])
        try rederiveCurrentPage(of: read.bookID)
        return finishedAt
    }

    /// Puts a book's read-throughs in time order of id, the order everything reads them in (the
    /// latest is the one a log or a move acts on): an import that learns of an earlier read stores
    /// it after the later ones, and this gives each read the row its place calls for. Reads with
    /// no dates come first, as the oldest; an open read stays last.
    func putReadsInOrder(of id: Int) throws {
        let rows = try ReadThroughRow.all(in: connection, where: "book_id = ?", [id], orderedBy: "id")
        let ordered = rows.enumerated().sorted { first, second in
            Self.placeKey(first.element, first.offset) < Self.placeKey(second.element, second.offset)
        }.map(\.element)
        for (slot, row) in zip(rows, ordered) where slot.id != row.id {
            var moved = row
            moved.id = slot.id
            try moved.insert(into: connection, keepingID: true, statement: Self.replaceReadThrough)
        }
    }

    private static let replaceReadThrough = ReadThroughRow.insertSQL("INSERT OR REPLACE")

    /// Where a read goes among its book's reads: open last, else by its start (its finish when
    /// the start is unknown), undated first, and as stored among equals.
    private static func placeKey(_ row: ReadThroughRow, _ index: Int) -> (Int, Double, Int) {
        (row.outcome == .reading ? 1 : 0, (row.startedAt ?? row.finishedAt)?.seconds ?? -Double.infinity, index)
    }

    /// Stores a move exactly as a backup holds it, under its own id when `keepingID`.
    func restore(_ move: StatusChangeRow, keepingID: Bool) throws {
        try move.insert(into: connection, keepingID: keepingID)
    }

    /// Stores a read-through exactly as a backup holds it, under its own id when `keepingID`.
    func restore(_ readThrough: ReadThroughRow, keepingID: Bool) throws {
        try readThrough.insert(into: connection, keepingID: keepingID)
    }

    @discardableResult
    private func insertReadThrough(
        of id: Int, startedAt: Date?, finishedAt: Date?, outcome: ReadThrough.Outcome, sequence: Int
    ) throws -> Int {
        try ReadThroughRow(
            id: 0, bookID: id, startedAt: startedAt.map(TimeColumn.init), finishedAt: finishedAt.map(TimeColumn.init),
            finishedOn: nil, outcome: outcome, sequence: sequence
        ).insert(into: connection, keepingID: false)
    }
}
