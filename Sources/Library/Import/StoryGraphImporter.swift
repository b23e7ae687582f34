internal import Essentials
import Foundation
internal import SQLiteStore

/// Imports the records of a StoryGraph export one by one, inside the caller's transaction.
///
/// A record finds its book as a Goodreads row does (`GoodreadsMatcher`: ISBN, else title and
/// first author when exactly one book qualifies). A new book gets every read of `Dates Read` as a
/// read-through with its own dates, kept as partial as the file has them. A known book only
/// gains: empty fields filled (never one the reader edited; a book a StoryGraph export brought
/// takes a newer export's rating and review), new shelves, reads it does not have
/// yet (a dated read matches by its dates, undated ones by their number, so importing a newer
/// export adds only what is new), an earlier "added" when a read begins before it, and a move to
/// a later list.
struct StoryGraphImporter {
    private let library: Bookshelf
    private let history: ReadingHistory
    private let timeZone: TimeZone
    private let now: Date
    private var matcher = GoodreadsMatcher()
    private let books: [Int: Book]
    /// The shelves this import has found or made, each looked up once.
    private let knownShelves = KnownShelves()
    /// The rows the summary names: linked by title to a book no StoryGraph export had brought in
    /// (one the reader added by hand), giving up a finished book, or clashing with its history.
    private(set) var titlesToName = TitlesToName()

    /// Loads what matching needs: the library's books, once, rather than a query per row.
    init(library: Bookshelf, timeZone: TimeZone, now: Date) throws {
        self.library = library
        history = library.history
        self.timeZone = timeZone
        self.now = now
        var books: [Int: Book] = [:]
        for book in try library.loadBooks(where: "1", []) {
            books[book.id] = book
            matcher.index(book)
        }
        self.books = books
    }

    /// Adds the book `record` describes, or brings the one it matches up to date; true when the
    /// library changed (which is always so for an added book), and whether it was added.
    mutating func importRecord(_ record: StoryGraphRecord) throws -> (added: Bool, changed: Bool) {
        let key = GoodreadsMatcher.Key(record.matchingRecord, identifiers: record.storedIdentifiers)
        guard let match = matcher.match(key, isCopy: { _ in false }) else {
            let id = try insert(record)
            matcher.index(id: id, addedAs: key)
            return (true, true)
        }
        guard let book = books[match.id] else { return (false, false) }
        let linking = !book.fromStoryGraph
        if linking, case .title = match { titlesToName.linkedByTitle.append(record.title) }
        let giveUp = try giveUp(of: book, from: record)
        if giveUp == .keptFinished { titlesToName.keptFinished.append(record.title) }
        let (changed, clashed) = try update(book, with: record, giveUp: giveUp)
        if clashed { titlesToName.keptHistory.append(record.title) }
        if linking { try connection.run("UPDATE books SET from_storygraph = 1 WHERE id = ?", [book.id]) }
        return (false, changed || linking)
    }

    private func insert(_ record: StoryGraphRecord) throws -> Int {
        let identifiers = record.storedIdentifiers
        // Nothing begins before its book was added: a read dated before Date Added (or without
        // one, when the book would otherwise be added today) moves the addition back to it.
        let earliest = Self.earliestDate(of: record, addedBefore: nil)
        let addedAt = earliest?.start(in: timeZone) ?? now
        var row = BookRow(
            title: try BookValidation.title(record.title), status: record.status, addedAt: TimeColumn(addedAt),
            updatedAt: TimeColumn(now))
        row.addedPrecision = earliest?.precision
        row.addedOn = earliest?.firstDay.description
        row.fromStoryGraph = true
        row.isbn10 = identifiers.isbn?.isbn10
        row.isbn13 = identifiers.isbn?.isbn13
        row.asin = identifiers.asin
        row.rating = record.rating
        row.review = record.review
        let id = try row.insertNew(authors: record.authors, shelves: record.shelves, in: connection, knownShelves: knownShelves)
        for (read, outcome) in Self.outcomes(of: record) {
            try history.recordRead(of: id, started: read.started, finished: read.finished, outcome: outcome, in: timeZone)
        }
        try openReadIfReading(id, record.status)
        try history.recordListChange(of: id, from: nil, to: record.status, at: addedAt)
        return id
    }

    /// Brings `book` up to date with `record`: true when the library changed, and whether the
    /// file's reads clashed with the book's history (a finish before a page logged in the read in
    /// progress, a read overlapping one the library has), in which case the book keeps its list
    /// and those reads are left out.
    private func update(_ book: Book, with record: StoryGraphRecord, giveUp: GiveUp) throws -> (changed: Bool, clashed: Bool) {
        let identifiers = record.storedIdentifiers
        var assignments: [(column: BookRow.Column, value: SQLiteBindable)] = []
        // A field the reader set by hand stays as they set it, even emptied. Otherwise an empty
        // field is filled; with `replacing`, a value the file has replaces the one there (an
        // empty one erases nothing).
        func fill<Value: SQLiteBindable & Equatable>(_ column: BookRow.Column, _ new: Value?, _ old: Value?, replacing: Bool = false) {
            if let new, replacing ? new != old : old == nil, !book.editedFields.contains(BookField.column(column).name) {
                assignments.append((column, new))
            }
        }
        fill(.isbn13, identifiers.isbn?.isbn13, book.isbn13)
        fill(.isbn10, identifiers.isbn?.isbn10, book.isbn10)
        fill(.asin, identifiers.asin, book.asin)
        // A newer export of the file that brought the book has the reader's latest rating and
        // review, as a Goodreads re-import's newer values replace the older ones.
        fill(.rating, record.rating, book.rating, replacing: book.fromStoryGraph)
        fill(.review, record.review, book.review, replacing: book.fromStoryGraph)
        var changed = false
        if book.authors.isEmpty, !record.authors.isEmpty, !book.editedFields.contains(BookField.authors.name) {
            try BookNames.authors.replace(of: book.id, with: record.authors, in: connection)
            changed = true
        }
        let known = Set(book.shelves.map { $0.lowercased() })
        let newShelves = record.shelves.filter { !known.contains($0.lowercased()) }
        if !newShelves.isEmpty {
            try BookNames.shelves.replace(of: book.id, with: book.shelves + newShelves, in: connection, knownShelves: knownShelves)
            changed = true
        }
        var reRead = try reReadStart(of: book, from: record)
        var advancing = try record.status.importOrder > book.status.importOrder && !endsBeforeCurrentRead(book, record)
        var clashed = false
        // When the file's last finish ends the open read, the moment it does (`finishMoment`).
        var openReadEnd: Date?
        if advancing, let finish = Self.lastFinish(of: record), let open = try history.openReadThrough(of: book.id) {
            openReadEnd = try history.finishMoment(of: finish, ending: open, in: timeZone)
            if openReadEnd == nil {
                advancing = false
                clashed = true
            }
        }
        let reads = try addNewReads(
            of: book.id, from: record, closingOpenRead: advancing && record.status != .reading,
            openingRead: advancing || reRead != nil || book.status == .reading, leavingOutLast: giveUp == .keptFinished)
        changed = changed || reads.added
        if !reads.leftOut.isEmpty {
            // The reads the file has apart from the clashing one joined; the list stays.
            clashed = true
            advancing = false
            reRead = nil
        }
        if giveUp == .reReadGivenUp, !clashed {
            try history.recordGivenUpReRead(of: book.id)
            changed = true
        }
        if let reRead {
            try history.recordReReadStart(of: book.id, from: book.status, at: reRead)
            changed = true
        }
        if let earliest = Self.earliestDate(
            of: record, addedBefore: book.addedDay(in: timeZone), leavingOut: reads.leftOut),
            earliest.start(in: timeZone) < book.addedAt
        {
            _ = try history.moveAddedBack(of: book.id, to: earliest.start(in: timeZone), date: earliest, knownTo: earliest.precision)
            changed = true
        }
        if advancing {
            // The book reached read or dnf when the file's last read ended, as a Goodreads row's
            // move is dated on Date Read; a later backdated command must not find it moved today.
            // On the day the read or the last move happened, or a page was logged, at an hour the
            // day's start is before, the move comes just after them rather than before.
            let ended = try Self.lastFinish(of: record).map { finish in
                max(openReadEnd ?? finish.start(in: timeZone), book.addedAt, try history.lastMove(of: book.id)?.at.date ?? book.addedAt)
            }
            try history.recordListChange(of: book.id, from: book.status, to: record.status, at: ended ?? now)
            try openReadIfReading(book.id, record.status)
            if record.status == .read || record.status == .dnf {
                // A read the library had open and the file has no dates for ended with the move.
                for open in try ReadThroughRow.all(in: connection, where: "book_id = ? AND outcome = 'reading'", [book.id], orderedBy: "id") {
                    try history.closeRead(open, finished: nil, outcome: record.status == .read ? .read : .dnf, in: timeZone)
                }
            }
            changed = true
        }
        guard changed || !assignments.isEmpty else { return (false, clashed) }
        assignments.append((.updatedAt, TimeColumn(now)))
        try connection.run(
            "UPDATE books SET \(assignments.map { "\($0.column.name) = ?" }.joined(separator: ", ")) WHERE id = ?",
            assignments.map(\.value) + [book.id])
        return (true, clashed)
    }

    /// Adds the reads of `record` the book does not have. A dated read is known when a
    /// read-through starts and finishes within the periods the file gives (the same day, month or
    /// year); a read the library has open, with that start, that the file has finished is closed.
    /// Reads without dates are told apart only by their number: Read Count says how many reads
    /// there are in all, so every read the library has ended that no dated read of the file
    /// matched, dated or not, may be one of them (one ended the same way, read or dnf); only the
    /// file's undated reads beyond those are added, less the one an open read becomes when `closingOpenRead` (the book moving on to
    /// read or dnf ends it). The reads are then put back in time order.
    /// A read still open in the file is added only when `openingRead`: a book that stays on
    /// read or dnf has no read-through in progress.
    /// With `leavingOutLast`, the file's last read (one the book's timeline cannot hold) is left out.
    /// A dated read that shares time with the library's open read alone is that read (finished
    /// by the file when it has a finish), unless it ends before a page logged in it; one that
    /// shares time with a finished read, or ends before such a page, is left out and its place
    /// returned (`leftOut`, indices of `record.reads`): two reads at once, or a finish before a
    /// page of the read, is no history a reader could have.
    private func addNewReads(
        of id: Int, from record: StoryGraphRecord, closingOpenRead: Bool, openingRead: Bool, leavingOutLast: Bool
    ) throws -> (added: Bool, leftOut: Set<Int>) {
        var unmatched = try ReadThroughRow.all(in: connection, where: "book_id = ?", [id], orderedBy: "id")
        // The library's reads as this import leaves them, for telling which the file's share time with.
        var stored = unmatched
        var added = false
        var leftOut: Set<Int> = []
        var undated: [ReadThrough.Outcome] = []
        for (index, (read, outcome)) in Self.outcomes(of: record).dropLast(leavingOutLast ? 1 : 0).enumerated() {
            guard read.started != nil || read.finished != nil else {
                if outcome != .reading { undated.append(outcome) }
                continue
            }
            if outcome == .reading, !openingRead { continue }
            // A read the library knows only by its end (Goodreads keeps no start), or one that
            // ended then and shares time with it (an open read the file finished, on its first
            // import), is the file's read that ended then, whenever the file says it began.
            if let known = unmatched.firstIndex(where: {
                ($0.startedAt == nil && read.finished != nil || within(read.started, $0.startedAt, on: $0.startedOn)
                    || (read.finished != nil && overlaps(read, $0)))
                    && within(read.finished, $0.finishedAt, on: $0.finishedOn)
            }) {
                unmatched.remove(at: known)
                continue
            }
            let sharing = stored.filter { overlaps(read, $0) }
            if let open = unmatched.firstIndex(where: { $0.outcome == .reading }),
                within(read.started, unmatched[open].startedAt, on: unmatched[open].startedOn)
                    || (!sharing.isEmpty && sharing.allSatisfy { $0.id == unmatched[open].id })
            {
                let openRead = unmatched[open]
                if let finished = read.finished {
                    guard let moment = try history.finishMoment(of: finished, ending: openRead, in: timeZone) else {
                        leftOut.insert(index)
                        continue
                    }
                    let finishedAt = try history.closeRead(openRead, finished: finished, at: moment, outcome: outcome, in: timeZone)
                    if let place = stored.firstIndex(where: { $0.id == openRead.id }) {
                        stored[place].finishedAt = finishedAt
                        stored[place].outcome = outcome
                    }
                    added = true
                }
                // A read the file has open too is the same read, begun when the library says.
                unmatched.remove(at: open)
                continue
            }
            guard sharing.isEmpty else {
                leftOut.insert(index)
                continue
            }
            try history.recordRead(of: id, started: read.started, finished: read.finished, outcome: outcome, in: timeZone)
            added = true
        }
        // Each known read stands for one of the file's undated reads that ended the same way.
        var known = Dictionary(grouping: unmatched.filter { $0.outcome != .reading }, by: \.outcome).mapValues(\.count)
        let endsOpenRead = closingOpenRead && record.reads.last.map { $0.started == nil && $0.finished == nil } == true
            && unmatched.contains { $0.outcome == .reading }
        for outcome in undated.dropLast(endsOpenRead ? 1 : 0) {
            if let count = known[outcome], count > 0 {
                known[outcome] = count - 1
                continue
            }
            try history.recordRead(of: id, started: nil, finished: nil, outcome: outcome, in: timeZone)
            added = true
        }
        if added { try history.putReadsInOrder(of: id) }
        return (added, leftOut)
    }

    /// True when `read` (dated) shares some time with `stored`. The file's read runs from the
    /// start of its first day to the end of the day it finished (at least a day: the file says
    /// when, not at what hour), or on while open; the stored one from its start to its finish,
    /// or on while open. A stored read with only a finish, or only a start and an end, is an
    /// instant (a Goodreads read, a read given up on an unknown day), which shares no time.
    private func overlaps(_ read: StoryGraphRead, _ stored: ReadThroughRow) -> Bool {
        guard let start = (read.started ?? read.finished)?.start(in: timeZone).timeIntervalSince1970,
            let storedStart = (stored.startedAt ?? stored.finishedAt)?.seconds
        else { return false }
        let end = read.finished.map { $0.start(in: timeZone).timeIntervalSince1970 + 86_400 } ?? .infinity
        let storedEnd = stored.finishedAt?.seconds ?? (stored.outcome == .reading ? .infinity : storedStart)
        return max(start, storedStart) < min(end, storedEnd)
    }

    /// What a did-not-finish row means for a book the library has on read: nothing apart when its
    /// given-up read has no dates or comes before the book's latest read (an earlier read of its
    /// own); a re-read given up when it began after the finish; else nothing the timeline can
    /// hold, as `move BOOK dnf` refuses to give up a read book, so the book stays finished.
    private func giveUp(of book: Book, from record: StoryGraphRecord) throws -> GiveUp {
        guard book.status == .read, record.status == .dnf, let last = record.reads.last,
            let place = (last.started ?? last.finished)?.start(in: timeZone)
        else { return .none }
        let latest = try history.latestReadThrough(of: book.id)
        if let latestPlace = (latest?.startedAt ?? latest?.finishedAt)?.date, place < latestPlace { return .none }
        let finish = [try history.lastMove(of: book.id)?.at.date, latest?.finishedAt?.date].compactMap { $0 }.max()
        if let started = last.started?.start(in: timeZone), finish.map({ started >= $0 }) ?? true { return .reReadGivenUp }
        return .keptFinished
    }

    /// What `giveUp` found.
    private enum GiveUp {
        /// The row gives up no finished book.
        case none
        /// The row's last read, begun after the book's finish, is a re-read given up.
        case reReadGivenUp
        /// The row gives up the finished book with no re-read begun after: it stays on read.
        case keptFinished
    }

    /// True when the file's latest finish comes before the book's current read-through or its
    /// last move: the file was exported before that read began, so its list is an older one and
    /// the read in progress goes on (its reads still join as earlier ones). An import never
    /// finishes a read the file does not know of.
    private func endsBeforeCurrentRead(_ book: Book, _ record: StoryGraphRecord) throws -> Bool {
        guard let finish = Self.lastFinish(of: record) else { return false }
        // A finish known only as a day is before them when all of that day is.
        return try history.precedesCurrentRead(of: book.id, finish.start(in: timeZone).addingTimeInterval(86_399))
    }

    /// The latest finish of the file's reads of a book it has on read or dnf, if it gives one.
    private static func lastFinish(of record: StoryGraphRecord) -> PartialDate? {
        guard record.status == .read || record.status == .dnf else { return nil }
        return record.reads.compactMap(\.finished).max { $0.firstDay < $1.firstDay }
    }

    /// When the file has a book on read or dnf being read again (its last read started, not
    /// finished, after the book's last move), the day that re-read began: the book moves to
    /// reading then. A start before the last move is an older export's, and is left out.
    private func reReadStart(of book: Book, from record: StoryGraphRecord) throws -> Date? {
        guard record.status == .reading, book.status == .read || book.status == .dnf,
            let last = record.reads.last, last.finished == nil, let started = last.started
        else { return nil }
        let start = started.start(in: timeZone)
        return try history.precedesCurrentRead(of: book.id, start) ? nil : start
    }

    /// True when the library's end `stored` of a read-through (imported as the day `storedDay`,
    /// when it was) is the file's `date`: both unknown, or the time falls within the year, month
    /// or day the file gives.
    private func within(_ date: PartialDate?, _ stored: TimeColumn?, on storedDay: String?) -> Bool {
        guard let date, let stored else { return date == nil && stored == nil }
        // An imported day is that day wherever the file is imported again.
        let day = storedDay.flatMap(CalendarDate.init(parsing:)) ?? CalendarDate(stored.date, in: timeZone)
        let first = date.firstDay
        switch date.precision {
        case .year: return day.year == first.year
        case .month: return day.year == first.year && day.month == first.month
        case .day: return day == first
        }
    }

    /// The earliest date `record` gives its book, with how much of it is known: its Date Added
    /// (when on a day before `addedBefore`, the day the library has it added, or always when
    /// nil), or the start or finish of a read, whichever comes first.
    /// The reads at `leftOut` (left out for clashing with the book's) do not count.
    private static func earliestDate(of record: StoryGraphRecord, addedBefore: CalendarDate?, leavingOut leftOut: Set<Int> = []) -> PartialDate? {
        let added = record.dateAdded.flatMap { date in addedBefore.map { date.firstDay < $0 } ?? true ? date : nil }
        let reads = record.reads.enumerated().filter { !leftOut.contains($0.offset) }.map(\.element)
        let dates = [added] + reads.flatMap { [$0.started, $0.finished] }
        return dates.compactMap { $0 }.min { $0.firstDay < $1.firstDay }
    }

    /// A book on reading has an open read-through: when the file's last read is finished (or
    /// there is none), the current reading is one with no dates known.
    private func openReadIfReading(_ id: Int, _ status: BookStatus) throws {
        guard status == .reading, try history.latestReadThrough(of: id)?.outcome != .reading else { return }
        try history.recordRead(of: id, started: nil, finished: nil, outcome: .reading, in: timeZone)
    }

    /// Each read of `record` with how it ended: the last read of a book being read is still open
    /// when it has no finish, the last of a dnf book was given up, every other read was finished.
    private static func outcomes(of record: StoryGraphRecord) -> [(StoryGraphRead, ReadThrough.Outcome)] {
        record.reads.enumerated().map { index, read in
            guard index == record.reads.count - 1 else { return (read, .read) }
            switch record.status {
            case .reading: return (read, read.finished == nil ? .reading : .read)
            case .dnf: return (read, .dnf)
            case .read, .toRead: return (read, .read)
            }
        }
    }

    private var connection: Connection { library.connection }

}
