import Foundation
internal import Essentials
internal import SQLiteStore

/// A book's history as numbered entries, and correcting it one entry at a time.
extension Bookshelf {
    /// The book's addition, list moves, pages logged and the ends of reads no move records (an
    /// import's reads, each with its own dates), numbered in time order. Reads with no dates at
    /// all have no place in time and are not among them.
    public func history(id: Int) throws(LibraryError) -> [HistoryEntry] {
        try read {
            _ = try book(id: id)
            return try storedEntries(of: id).map(\.entry)
        }
    }

    /// Removes entry `number` of the book's history and re-derives its list, current page and
    /// read-throughs. Only what leaves a coherent timeline is removed: the addition never (that is
    /// `rm`), a move only when no later move follows from it and no page was logged in the read it
    /// began, an end of an imported read (which removes that whole read) only when it is not the
    /// book's latest read, which its list follows from; anything else is refused with the reason.
    public func removeHistoryEntry(id: Int, number: Int) throws(LibraryError) -> HistoryRemoval {
        let removed: HistoryEntry = try write {
            _ = try book(id: id)
            let entries = try storedEntries(of: id)
            guard number >= 1, number <= entries.count else {
                throw LibraryError.historyEntryNotFound(number, count: entries.count)
            }
            let (entry, rowID) = entries[number - 1]
            let later = entries[number...]
            switch entry.kind {
            case .added:
                throw LibraryError.historyEntryNeeded(
                    number, reason: "it is when the book was added — remove the book itself with `shelf rm`")
            case .page:
                try connection.run("DELETE FROM progress WHERE id = ?", [rowID])
            case .readStarted, .readEnded:
                guard try history.latestReadThrough(of: id)?.id != rowID else {
                    throw LibraryError.historyEntryNeeded(
                        number,
                        reason: "it is part of the book's latest read, which its list follows from — `shelf undo` takes back the import that brought it")
                }
                try connection.run("DELETE FROM read_throughs WHERE id = ?", [rowID])
            case .move(let from, let to):
                if let next = later.first(where: { Self.isMove($0.entry) }) {
                    throw LibraryError.historyEntryNeeded(
                        number, reason: "the later move (entry \(next.entry.number)) follows from it — remove that first")
                }
                if to == .reading, let page = later.first(where: { Self.isPage($0.entry) }) {
                    throw LibraryError.historyEntryNeeded(
                        number, reason: "a page was logged in the read it began (entry \(page.entry.number)) — remove the pages first")
                }
                // The book came onto the list the move leaves by a move, or by being added to it.
                let previous = entries[..<(number - 1)].last { Self.isMove($0.entry) || Self.isAddition($0.entry) }
                let sequence = try connection.scalarInt("SELECT sequence FROM status_changes WHERE id = ?", [rowID]) ?? 0
                try revertReadThrough(of: id, move: (from, to), sequence: sequence, previousMoveAt: previous?.entry.at)
                try connection.run("DELETE FROM status_changes WHERE id = ?", [rowID])
                try connection.run("UPDATE books SET status = ? WHERE id = ?", [from.rawValue, id])
            }
            try history.rederiveCurrentPage(of: id, updatedAt: TimeColumn(now()))
            return entry
        }
        return HistoryRemoval(removed: removed, book: try book(id: id))
    }

    private static func isPage(_ entry: HistoryEntry) -> Bool {
        if case .page = entry.kind { true } else { false }
    }

    private static func isAddition(_ entry: HistoryEntry) -> Bool {
        if case .added = entry.kind { true } else { false }
    }

    private static func isMove(_ entry: HistoryEntry) -> Bool {
        if case .move = entry.kind { true } else { false }
    }

    /// Puts the latest read-through back as it was before the book's latest move (the one
    /// recorded as `sequence`): a read the move began goes, one it resumed (or finished from dnf)
    /// is given up again, one it ended is open again (or goes, when the move recorded it whole).
    private func revertReadThrough(
        of id: Int, move: (from: BookStatus, to: BookStatus), sequence: Int, previousMoveAt: Date?
    ) throws {
        guard let latest = try history.latestReadThrough(of: id) else { return }
        switch move.to {
        case .toRead:
            break
        case .reading:
            guard latest.outcome == .reading else { return }
            if latest.sequence == sequence {
                try connection.run("DELETE FROM read_throughs WHERE id = ?", [latest.id])
            } else if move.from == .dnf {
                try connection.run(
                    "UPDATE read_throughs SET outcome = 'dnf', finished_at = ? WHERE id = ?",
                    [TimeColumn.value(previousMoveAt), latest.id])
            }
        case .read, .dnf:
            guard latest.outcome.rawValue == move.to.rawValue else { return }
            if move.from == .dnf {
                // The move finished the read given up before: it is given up again, when it was.
                try connection.run(
                    "UPDATE read_throughs SET outcome = 'dnf', finished_at = ? WHERE id = ?",
                    [TimeColumn.value(previousMoveAt), latest.id])
            } else if latest.startedAt == nil {
                try connection.run("DELETE FROM read_throughs WHERE id = ?", [latest.id])
            } else {
                try connection.run(
                    "UPDATE read_throughs SET outcome = 'reading', finished_at = NULL, finished_on = NULL WHERE id = ?",
                    [latest.id])
            }
        }
    }

    /// Every entry with the id of the row it came from, in the book's one order: by time, then in
    /// the order recorded (`sequence`); an imported read's start comes before its end. A read's
    /// start begun by a move to reading, or its end at the time of a move to that list (or of the
    /// addition to it, for a read with no start), is the move's own and is not listed again.
    private func storedEntries(of id: Int) throws -> [(entry: HistoryEntry, rowID: Int)] {
        let moves = try StatusChangeRow.all(in: connection, where: "book_id = ?", [id], orderedBy: "at, sequence")
        let pages = try ProgressRow.all(in: connection, where: "book_id = ?", [id], orderedBy: "at, sequence")
        let reads = try ReadThroughRow.all(in: connection, where: "book_id = ?", [id], orderedBy: "id")
        let stored = try storedBook(id: id)
        let changes = StatusChangeRow.statusChanges(
            moves, reads: reads, addedOn: stored.addedOn.flatMap(CalendarDate.init(parsing:)), addedPrecision: stored.addedPrecision)
        var entries: [(entry: HistoryEntry, rowID: Int, place: EventPlace, rank: Int)] = zip(moves, changes).map { move, change in
            let kind: HistoryEntry.Kind = move.fromStatus.map { .move(from: $0, to: move.toStatus) } ?? .added(move.toStatus)
            // The addition comes first at its instant, even when an import recorded reads before it.
            let place = move.fromStatus == nil ? EventPlace(at: move.at.seconds, sequence: Int.min) : move.place
            return (HistoryEntry(number: 0, at: move.at.date, kind: kind, precision: change.precision, day: change.day), move.id, place, 0)
        }
        entries += pages.map { (HistoryEntry(number: 0, at: $0.at.date, kind: .page($0.page)), $0.id, $0.place, 0) }
        let startMoves = Set(moves.filter { $0.toStatus == .reading }.map(\.place))
        let ending = moves.filter { $0.toStatus == .read || $0.toStatus == .dnf }
        let endMoves = Set(ending.filter { $0.fromStatus != nil }.map(\.at.seconds))
        // "Added to read" stands for the end only of a read known by its end alone (a book added
        // as read); a read whose start is listed at that instant (a StoryGraph read within the
        // month the book was added) would otherwise begin and never finish.
        let additionEnd = ending.first { $0.fromStatus == nil }?.at.seconds
        for read in reads {
            if let start = read.startedAt, !startMoves.contains(EventPlace(at: start.seconds, sequence: read.sequence)) {
                entries.append((
                    HistoryEntry(
                        number: 0, at: start.date, kind: .readStarted, precision: read.startedPrecision,
                        day: read.startedOn.flatMap(CalendarDate.init(parsing:))),
                    read.id, EventPlace(at: start.seconds, sequence: read.sequence), 1))
            }
            if let end = read.finishedAt, read.outcome != .reading, !endMoves.contains(end.seconds),
                read.startedAt != nil || end.seconds != additionEnd
            {
                entries.append((
                    HistoryEntry(
                        number: 0, at: end.date, kind: .readEnded(read.outcome), precision: read.finishedPrecision,
                        day: read.finishedOn.flatMap(CalendarDate.init(parsing:))),
                    read.id, EventPlace(at: end.seconds, sequence: read.sequence), 2))
            }
        }
        entries.sort { ($0.place, $0.rank, $0.rowID) < ($1.place, $1.rank, $1.rowID) }
        return entries.enumerated().map { index, item in
            var entry = item.entry
            entry.number = index + 1
            return (entry, item.rowID)
        }
    }
}
