public import Essentials

/// What `shelf stats` reports for a period: books finished, pages read, the days read on, and
/// the books behind them. Days are local calendar days, as day numbers since 1970-01-01.
public struct ReadingStatistics: Sendable {
    /// The first and last day covered (for `--all`, the first and last day anything was recorded).
    public let first: CalendarDate
    public let last: CalendarDate
    /// Today in the reader's time zone, which the current streak and per-day averages run to.
    public let today: CalendarDate
    /// Read-throughs finished in the period: a book read twice counts twice.
    public internal(set) var booksFinished = 0
    /// Books with at least one read-through finished in the period.
    public internal(set) var distinctBooks = 0
    /// Pages read: forward progress logged in the period plus `estimatedPages`.
    public internal(set) var pagesRead = 0
    /// The page counts of books finished in the period with no progress logged at all.
    public internal(set) var estimatedPages = 0
    /// Pages logged per day of the period, for days with any (the heatmap); estimates excluded.
    public internal(set) var pagesByDay: [Int: Int] = [:]
    /// Every month of the period, in order.
    public internal(set) var months: [PeriodTotal<CalendarMonth>] = []
    /// Every year of the period, in order.
    public internal(set) var years: [PeriodTotal<Int>] = []
    /// How many books are on each list now, whatever the period.
    public internal(set) var booksByList: [BookStatus: Int] = [:]
    /// Read-throughs started in the period.
    public internal(set) var started = 0
    /// Read-throughs given up (dnf) in the period.
    public internal(set) var abandoned = 0
    /// Finishes in the period of books already read before (a second or later read).
    public internal(set) var reReads = 0
    /// Ratings of the distinct books finished; nil when none is rated.
    public internal(set) var ratings: RatingSummary?
    /// Mean page count of the distinct books finished that have one.
    public internal(set) var averageLength: Double?
    /// The shortest and longest of those books.
    public internal(set) var shortest: BookLength?
    public internal(set) var longest: BookLength?
    /// The most frequent authors and shelves of the distinct books finished, most first.
    public internal(set) var topAuthors: [NameCount] = []
    public internal(set) var topShelves: [NameCount] = []
    /// Runs of reading days.
    public internal(set) var streak = DayStreak(days: [], period: 0...0, today: 0)
    /// Finished reads with no known date (earlier reads an import counted); only `--all` has them.
    public internal(set) var dateUnknown = 0

    init(first: CalendarDate, last: CalendarDate, today: CalendarDate) {
        self.first = first
        self.last = last
        self.today = today
    }

    /// Days with pages logged in the period.
    public var readingDays: Int { pagesByDay.count }

    /// Days of the period up to today: what "per day on average" divides by.
    public var elapsedDays: Int {
        max(0, min(last.daysSinceEpoch, today.daysSinceEpoch) - first.daysSinceEpoch + 1)
    }

    /// Pages read per day over the period's days up to today.
    public var pagesPerDay: Double {
        elapsedDays > 0 ? Double(pagesRead) / Double(elapsedDays) : 0
    }

    /// Pages logged per reading day (estimates left out: they belong to no day that was logged).
    public var pagesPerReadingDay: Double {
        readingDays > 0 ? Double(pagesRead - estimatedPages) / Double(readingDays) : 0
    }
}
