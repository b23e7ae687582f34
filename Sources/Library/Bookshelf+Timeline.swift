import Foundation
internal import SQLiteStore

/// The rules that keep every book's timeline coherent: "added" comes first, list moves are in time
/// order, each read-through starts before it finishes, and the current page is the page of the
/// latest entry of the current read-through. Every write to a book's history goes through here.
extension Bookshelf {
    /// The earliest time a reading record may carry; anything before is a typo.
    static let earliestTime = Date(timeIntervalSince1970: -2_208_988_800)  // 1900-01-01T00:00:00Z
    /// How far past the clock a time may be: a date typed in one zone can be tomorrow in another.
    static let futureAllowance: TimeInterval = 86_400

    /// The moment to record: `at` if given and plausible, else now.
    func checkedTime(_ at: Date?) throws(LibraryError) -> Date {
        let current = now()
        guard let at else { return current }
        guard at >= Self.earliestTime else { throw .timeTooEarly(at) }
        guard at <= current + Self.futureAllowance else { throw .timeInFuture(at) }
        return at
    }

    /// The latest read-through of a book: the one a log or a move acts on.
    func latestReadThrough(of id: Int) throws -> ReadThroughRow? {
        try ReadThroughRow.all(
            in: connection, where: "book_id = ?", [id], orderedBy: "id DESC", limit: 1
        ).first
    }

    /// The book's latest list move that is not its addition, if any.
    func lastMove(of id: Int) throws -> StatusChangeRow? {
        try StatusChangeRow.all(
            in: connection, where: "book_id = ? AND from_status IS NOT NULL", [id], orderedBy: "at DESC, id DESC",
            limit: 1
        ).first
    }

    /// A move may be backdated, even to before the book was added ("I started it last week"), but
    /// not to before the book's previous move: a finish before its start would make the history
    /// contradict itself.
    func checkFollowsLastMove(of id: Int, at: Date) throws(LibraryError) {
        let last = try read { try lastMove(of: id) }
        if let last, at < last.at.date {
            throw .timeBeforeLastMove(at, status: last.toStatus, movedAt: last.at.date)
        }
    }

    /// Moves "added" (and the history line that records it) back to `at` when `at` is earlier,
    /// so no move or entry precedes the book's addition. Returns the note to report, if any.
    func moveAddedBack(of id: Int, to at: Date) throws -> TimelineNote? {
        let time = TimeColumn.value(at)
        guard let added = try connection.query(
            "SELECT added_at FROM books WHERE id = ?", [id], { row in row.double(0) }
        ).first ?? nil, time < added else { return nil }
        try connection.run("UPDATE books SET added_at = ? WHERE id = ?", [time, id])
        try connection.run(
            "UPDATE status_changes SET at = ? WHERE book_id = ? AND from_status IS NULL AND at > ?", [time, id, time])
        return .addedMovedBack(to: at)
    }

    /// Sets the book's current page from its history: the page count of a read book, else the page
    /// of the latest entry since the current read-through began (none for a read-through with no
    /// entries, such as a new start or a dnf without pages).
    func rederiveCurrentPage(of id: Int) throws {
        try connection.run(
            """
            UPDATE books SET current_page = CASE
                WHEN status = 'read' AND page_count IS NOT NULL THEN page_count
                ELSE (SELECT p.page FROM progress p WHERE p.book_id = books.id
                    AND p.at >= ifnull((SELECT coalesce(started_at, finished_at) FROM read_throughs
                        WHERE book_id = books.id ORDER BY id DESC LIMIT 1), -1e300)
                    ORDER BY p.at DESC, p.id DESC LIMIT 1)
            END
            WHERE id = ?
            """,
            [id])
    }

    /// The page of the latest entry at or before `at` in the read-through that began at `start`
    /// (all entries when it has no start): what `+N` counts from.
    func page(of id: Int, before at: Date, since start: Double?) throws -> Int? {
        try connection.scalarInt(
            "SELECT page FROM progress WHERE book_id = ? AND at <= ? AND at >= ? ORDER BY at DESC, id DESC LIMIT 1",
            [id, TimeColumn.value(at), start ?? -1e300])
    }

    /// The time of the latest entry of the read-through that began at `start`.
    func latestEntryTime(of id: Int, since start: Double?) throws -> Double? {
        try connection.query(
            "SELECT max(at) FROM progress WHERE book_id = ? AND at >= ?", [id, start ?? -1e300]
        ) { row in row.double(0) }.first ?? nil
    }
}
