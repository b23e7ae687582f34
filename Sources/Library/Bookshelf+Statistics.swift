internal import Essentials
import Foundation
internal import SQLiteStore

/// Statistics over the reading history: what was finished and how many pages were read, by day.
extension Bookshelf {
    /// Every progress entry with the page of the book's entry before it in the timeline's order
    /// (`ProgressGainColumn`): an entry adds its page minus that one (0 before the first), where
    /// that is more than nothing. A jump back (a correction, a re-read) adds nothing and the run goes on from the
    /// lower page, so no page is counted twice.
    static let progressGainsSQL = """
        SELECT at, page, lag(page) OVER (PARTITION BY book_id ORDER BY at, sequence) AS previous_page FROM progress
        """

    /// Statistics for `period` in the reader's `timeZone`: finishes by their local day (a day
    /// imported as a calendar day stays that day), pages by the local day they were logged on.
    public func statistics(for period: StatisticsPeriod, timeZone: TimeZone) throws(LibraryError) -> ReadingStatistics {
        try read {
            var days = LocalDays(timeZone: timeZone)
            let today = days.day(of: now()) ?? 0
            var logged: [Int: Int] = [:]
            // A period with both ends reads only its own days' entries, and walks the current
            // streak back from today; one open at an end reads every day to find that end.
            var currentRun: ClosedRange<Int>?
            let bounded = period.first != nil && period.last != nil
            if let first = period.first, let last = period.last {
                logged = try pagesByDay(from: first, through: max(first, last), timeZone: timeZone)
                currentRun = try currentReadingRun(timeZone: timeZone)
            } else {
                try connection.forEachRow(Self.progressGainsSQL, as: ProgressGainColumn.self) { row in
                    let gain = try row.gain()
                    guard gain > 0, let day = days.day(ofSeconds: try row.time(.at).seconds) else { return }
                    logged[day, default: 0] += gain
                }
            }
            let readThroughs = try loadReadThroughEvents(days: &days)
            let eventDays = readThroughs.flatMap { [$0.startDay, $0.finishDay].compactMap { $0 } }
            let earliest = min(today, logged.keys.min() ?? today, eventDays.min() ?? today)
            let latest = max(today, logged.keys.max() ?? today, eventDays.max() ?? today)
            // A period open at its start begins with the first record, or at its end when that
            // comes before any record.
            let first = period.first?.daysSinceEpoch ?? min(earliest, period.last?.daysSinceEpoch ?? earliest)
            let last = max(first, period.last?.daysSinceEpoch ?? latest)
            var statistics = ReadingStatistics(
                first: CalendarDate(daysSinceEpoch: first), last: CalendarDate(daysSinceEpoch: last),
                today: CalendarDate(daysSinceEpoch: today))
            let range = first...last
            statistics.pagesByDay = logged.filter { range.contains($0.key) }
            statistics.streak = bounded
                ? DayStreak(currentRun: currentRun, days: Set(logged.keys), period: range)
                : DayStreak(days: logged.keys, period: range, today: today)
            try tally(readThroughs, in: range, into: &statistics, countingUnknown: period.first == nil && period.last == nil)
            try connection.forEachRow(
                "SELECT status, count(*) AS count, min(id) AS id FROM books GROUP BY status", as: ListCountColumn.self
            ) { row in
                let status = try row.read(from: BookRow.table) { (row) throws(DamagedValue) -> BookStatus in try row.choice(.status) }
                statistics.booksByList[status] = try row.requiredInt(.count)
            }
            return statistics
        }
    }

    /// A read-through reduced to what statistics count, with its days resolved.
    private struct ReadThroughEvent {
        var book: Int
        var outcome: ReadThrough.Outcome
        var startDay: Int?
        var finishDay: Int?
        /// True when it ended (read or dnf) on a day nobody recorded.
        var finishUnknown: Bool
        /// False for a finish known only as a year: it counts in its year but in no month.
        var finishMonthKnown: Bool
        var pageCount: Int?
        var rating: Double?
        var bookHasProgress: Bool
        /// True for a read of a book already read before.
        var isReRead: Bool
    }

    /// Every read-through with what its book adds (`ReadThroughEventColumn`), over `rt` and `b`.
    static let readThroughEventsSQL = """
        SELECT rt.book_id AS book_id, rt.outcome AS outcome, rt.started_at AS started_at, rt.started_on AS started_on,
               rt.finished_at AS finished_at, rt.finished_on AS finished_on,
               rt.finished_precision AS finished_precision, b.page_count AS page_count,
               b.rating AS rating, EXISTS (SELECT 1 FROM progress p WHERE p.book_id = rt.book_id) AS has_progress
        FROM read_throughs rt JOIN books b ON b.id = rt.book_id
        """

    private func loadReadThroughEvents(days: inout LocalDays) throws -> [ReadThroughEvent] {
        var events: [ReadThroughEvent] = []
        var readsOfBook = (book: 0, count: 0)
        try connection.forEachRow(Self.readThroughEventsSQL + " ORDER BY rt.book_id, rt.id", as: ReadThroughEventColumn.self) { row in
            let book = try row.requiredInt(.bookID)
            let outcome: ReadThrough.Outcome = try row.choice(.outcome)
            let startDay = try Self.eventDay(
                at: row.optionalTime(.startedAt), on: row.string(.startedOn), column: ReadThroughRow.Column.startedOn, days: &days)
            let finishDay = try Self.finishDay(finishedAt: row.optionalTime(.finishedAt), on: row.string(.finishedOn), days: &days)
            if readsOfBook.book != book { readsOfBook = (book, 0) }
            let isReRead = outcome == .read && readsOfBook.count > 0
            if outcome == .read { readsOfBook.count += 1 }
            events.append(ReadThroughEvent(
                book: book, outcome: outcome, startDay: startDay,
                finishDay: finishDay, finishUnknown: outcome != .reading && finishDay == nil,
                finishMonthKnown: try row.optionalChoice(.finishedPrecision) != DatePrecision.year,
                pageCount: try row.pageCount(.pageCount), rating: try row.rating(.rating),
                bookHasProgress: try row.flag(.hasProgress), isReRead: isReRead))
        }
        return events
    }

    /// The local day a read-through finished: the calendar day it was imported as when there is
    /// one (it stays that day in every zone), else the day of its instant; nil while unfinished.
    static func finishDay(finishedAt: TimeColumn?, on calendarDay: String?, days: inout LocalDays) throws(DamagedValue) -> Int? {
        try eventDay(at: finishedAt, on: calendarDay, column: ReadThroughRow.Column.finishedOn, days: &days)
    }

    /// The local day of a start or finish stored as the instant `time`, or as the calendar day
    /// `calendarDay` (from `column`) when it was imported as one: that day in every zone.
    private static func eventDay(
        at time: TimeColumn?, on calendarDay: String?, column: ReadThroughRow.Column, days: inout LocalDays
    ) throws(DamagedValue) -> Int? {
        guard let time else { return nil }
        if let calendarDay {
            guard let date = CalendarDate(parsing: calendarDay) else {
                throw DamagedValue(column: column.name, problem: "holds \"\(calendarDay)\", not a day like 2016-03-15")
            }
            return date.daysSinceEpoch
        }
        return days.day(ofSeconds: time.seconds)
    }

    /// Counts finishes, starts, estimates and the per-month and per-year bars.
    private func tally(
        _ events: [ReadThroughEvent], in range: ClosedRange<Int>, into statistics: inout ReadingStatistics,
        countingUnknown: Bool
    ) throws {
        var months: [CalendarMonth: PeriodTotal<CalendarMonth>] = [:]
        var years: [Int: PeriodTotal<Int>] = [:]
        var month = CalendarMonth(statistics.first)
        let lastMonth = CalendarMonth(statistics.last)
        while month <= lastMonth {
            months[month] = PeriodTotal(month)
            month = month.next
        }
        for year in statistics.first.year...statistics.last.year { years[year] = PeriodTotal(year) }
        func add(books: Int, pages: Int, on day: Int, monthKnown: Bool = true) {
            let date = CalendarDate(daysSinceEpoch: day)
            if monthKnown {
                months[CalendarMonth(date)]?.books += books
                months[CalendarMonth(date)]?.pages += pages
            }
            years[date.year]?.books += books
            years[date.year]?.pages += pages
        }
        for (day, pages) in statistics.pagesByDay {
            add(books: 0, pages: pages, on: day)
            statistics.pagesRead += pages
        }
        var finishedBooks: [Int: ReadThroughEvent] = [:]
        for event in events {
            if let start = event.startDay, range.contains(start) { statistics.started += 1 }
            if event.outcome == .read, event.finishUnknown, countingUnknown { statistics.dateUnknown += 1 }
            guard let day = event.finishDay, range.contains(day) else { continue }
            switch event.outcome {
            case .reading:
                continue
            case .dnf:
                statistics.abandoned += 1
            case .read:
                statistics.booksFinished += 1
                if event.isReRead { statistics.reReads += 1 }
                finishedBooks[event.book] = event
                let estimate = event.bookHasProgress ? 0 : event.pageCount ?? 0
                statistics.estimatedPages += estimate
                statistics.pagesRead += estimate
                add(books: 1, pages: estimate, on: day, monthKnown: event.finishMonthKnown)
            }
        }
        statistics.months = months.values.sorted { $0.unit < $1.unit }
        statistics.years = years.values.sorted { $0.unit < $1.unit }
        statistics.distinctBooks = finishedBooks.count
        statistics.ratings = RatingSummary(finishedBooks.values.compactMap(\.rating))
        let lengths = finishedBooks.values.compactMap { event in event.pageCount.map { (event.book, $0) } }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
        if !lengths.isEmpty {
            statistics.averageLength = Double(lengths.map(\.1).reduce(0, +)) / Double(lengths.count)
        }
        statistics.shortest = try lengths.first.map { try bookLength(id: $0.0, pages: $0.1) }
        statistics.longest = try lengths.last.map { try bookLength(id: $0.0, pages: $0.1) }
        statistics.topAuthors = try topNames(in: "book_authors", of: Set(finishedBooks.keys))
        statistics.topShelves = try topNames(in: BookNames.shelves.table, of: Set(finishedBooks.keys))
    }

    private func bookLength(id: Int, pages: Int) throws -> BookLength {
        let book = try connection.query("SELECT id, title FROM books WHERE id = ?", [id], as: BookReference.Column.self) {
            try $0.read(from: "books", BookReference.init)
        }
        return BookLength(id: id, title: book.first?.title ?? "", pages: pages)
    }

    /// The five names most of `books` carry in `table`, most first, then by name.
    private func topNames(in table: String, of books: Set<Int>) throws -> [NameCount] {
        guard !books.isEmpty else { return [] }
        var counts: [String: Set<Int>] = [:]
        try connection.forEachRow("SELECT book_id, position, name FROM \(table)", as: BookNames.Column.self) { row in
            let book = try row.requiredInt(.bookID)
            guard books.contains(book) else { return }
            counts[try row.requiredText(.name), default: []].insert(book)
        }
        return counts.map { NameCount(name: $0.key, count: $0.value.count) }
            .sorted { ($1.count, $0.name) < ($0.count, $1.name) }
            .prefix(5).map { $0 }
    }
}
