internal import Essentials
import Foundation
internal import SQLiteStore

/// The rules that keep every book's timeline coherent: "added" comes first, list moves are in time
/// order, each read-through starts before it finishes, and the current page is the page of the
/// latest entry of the current read-through. `ReadingHistory` applies them inside each write.
extension Bookshelf {
    /// The earliest time a reading record may carry, the first instant of `BookLimits.readingYears`
    /// anywhere: 1900-01-01 00:00 at UTC+14. Anything before is a typo. The command line, which
    /// knows the reader's zone, refuses a time before 1900 there (`Context.time`), so a reader in
    /// Tokyo may type 1900-01-01.
    static let earliestTime = Date(timeIntervalSince1970: -2_209_039_200)  // 1899-12-31T10:00:00Z
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

    /// The days an imported date may name: those whose first instant in `timeZone` passes the
    /// rule `checkedTime` holds a typed time to, judged against `now`. A date outside (a
    /// placeholder of 1800, a slip for 2030) is left empty by the import rather than stored.
    func plausibleDays(in timeZone: TimeZone, now: Date) -> ClosedRange<CalendarDate> {
        var first = CalendarDate(Self.earliestTime, in: timeZone)
        if first.start(in: timeZone) < Self.earliestTime { first = CalendarDate(daysSinceEpoch: first.daysSinceEpoch + 1) }
        let last = CalendarDate(now + Self.futureAllowance, in: timeZone)
        // `min` keeps the bounds in order (crossed ones trap) should the clock read before 1900.
        return min(first, last)...last
    }

    /// A move may be backdated, even to before the book was added ("I started it last week"), but
    /// not to before the book's previous move: a finish before its start would make the history
    /// contradict itself.
    func checkFollowsLastMove(of id: Int, at: Date) throws(LibraryError) {
        let last = try read { try history.lastMove(of: id) }
        if let last, at < last.at.date {
            throw .timeBeforeLastMove(at, status: last.toStatus, movedAt: last.at.date)
        }
    }

    /// A move that ends the open read-through (a finish, a dnf, a start over) or takes the book off
    /// reading may not come before the last page logged in it: that page would sit after the end
    /// of its own read, outside any read-through.
    func checkFollowsLastEntry(of id: Int, at: Date) throws(LibraryError) {
        let lastEntry: Double? = try read {
            guard let open = try history.latestReadThrough(of: id), open.outcome == .reading else { return nil }
            return try history.latestEntryTime(of: id, since: open.beginning)
        }
        if let lastEntry, TimeColumn.value(at) < lastEntry {
            throw .timeBeforeLastEntry(at, loggedAt: TimeColumn(seconds: lastEntry).date)
        }
    }
}
