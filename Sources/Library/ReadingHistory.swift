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

    /// Records a move to `to` at `at`. A move to reading opens a read-through unless one is open;
    /// a move to read or dnf closes the open one at `at`, or records one that ended then.
    func recordMove(of id: Int, from: BookStatus?, to: BookStatus, at: Date) throws {
        try recordMove(of: id, from: from, to: to, at: at, readingEndedAt: at)
    }

    /// Records a move to `to` at `at`, as `recordMove(of:from:to:at:)` does, except that a
    /// read-through the move ends is given `end` as its end: an import knows the day a book was
    /// shelved apart from the day it was finished, or knows no finish date at all (nil).
    func recordMove(of id: Int, from: BookStatus?, to: BookStatus, at: Date, readingEndedAt end: Date?) throws {
        try StatusChangeRow(id: 0, bookID: id, fromStatus: from, toStatus: to, at: TimeColumn(at))
            .insert(into: connection, keepingID: false)
        try connection.run("UPDATE books SET status = ? WHERE id = ?", [to.rawValue, id])
        let open = try connection.scalarInt(
            "SELECT id FROM read_throughs WHERE book_id = ? AND outcome = 'reading' ORDER BY id DESC LIMIT 1", [id])
        switch to {
        case .toRead:
            break
        case .reading:
            if open == nil {
                try insertReadThrough(of: id, startedAt: at, finishedAt: nil, outcome: .reading)
                try connection.run("UPDATE books SET current_page = NULL WHERE id = ?", [id])
            }
        case .read, .dnf:
            if let open {
                try connection.run(
                    "UPDATE read_throughs SET finished_at = ?, outcome = ? WHERE id = ?",
                    [TimeColumn.value(end), to.rawValue, open])
            } else {
                try insertReadThrough(of: id, startedAt: nil, finishedAt: end, outcome: to == .read ? .read : .dnf)
                // An attempt given up without a page logged has no page to stop at (a read
                // book moved to dnf must not show its last read's 100 %).
                if to == .dnf {
                    try connection.run("UPDATE books SET current_page = NULL WHERE id = ?", [id])
                }
            }
            if to == .read {
                try connection.run(
                    "UPDATE books SET current_page = page_count WHERE id = ? AND page_count IS NOT NULL", [id])
            }
        }
    }

    /// The latest move of a book from one list to another (not the list it was added to).
    func lastMove(of id: Int) throws -> StatusChangeRow? {
        try StatusChangeRow.all(
            in: connection, where: "book_id = ? AND from_status IS NOT NULL", [id], orderedBy: "at DESC, id DESC",
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
                of: id, startedAt: nil, finishedAt: index == count - 1 ? lastEnd : nil, outcome: .read)
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
            "UPDATE read_throughs SET started_at = ?, finished_at = ?, finished_on = ? WHERE id = ?",
            [source.startedAt, source.finishedAt, source.finishedOn, target])
        try connection.run(
            "UPDATE read_throughs SET started_at = NULL, finished_at = NULL, finished_on = NULL WHERE id = ?",
            [source.id])
    }

    /// Sets when a book's latest read-through ended: a finish date learned after the finish.
    func setLatestEnd(of id: Int, to end: Date) throws {
        try connection.run(
            "UPDATE read_throughs SET finished_at = ? WHERE id = (SELECT max(id) FROM read_throughs WHERE book_id = ?)",
            [TimeColumn.value(end), id])
    }

    /// Marks the read-throughs of a book that ended at the start of `day` in `timeZone` as ending
    /// on that day: a finish known only as a day is counted on that day in every time zone.
    func markFinishDay(_ day: CalendarDate, of id: Int, in timeZone: TimeZone) throws {
        try connection.run(
            "UPDATE read_throughs SET finished_on = ? WHERE book_id = ? AND finished_at = ?",
            [day.description, id, TimeColumn.value(day.start(in: timeZone))])
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
    private func insertReadThrough(of id: Int, startedAt: Date?, finishedAt: Date?, outcome: ReadThrough.Outcome)
        throws -> Int
    {
        try ReadThroughRow(
            id: 0, bookID: id, startedAt: startedAt.map(TimeColumn.init), finishedAt: finishedAt.map(TimeColumn.init),
            finishedOn: nil, outcome: outcome
        ).insert(into: connection, keepingID: false)
    }
}
