public import Essentials

/// What `shelf stats --study` reports for a period: reviews by day, retention by month, words
/// added and mastered, and the study streak. Days are local calendar days, as day numbers.
public struct StudyStatistics: Sendable {
    /// The first and last day covered (for `--all`, the first day anything was recorded to today).
    public let first: CalendarDate
    public let last: CalendarDate
    /// Today, which the current streak and per-day averages run to.
    public let today: CalendarDate
    /// Reviews per day of the period, for days with any.
    public internal(set) var reviewsByDay: [Int: Int] = [:]
    /// Every month of the period with its reviews and how many of them were not forgotten.
    public internal(set) var months: [StudyMonth] = []
    /// Words added in the period.
    public internal(set) var wordsAdded = 0
    /// Words marked mastered now (shelf keeps no date for mastering, so this is not per period).
    public internal(set) var wordsMastered = 0
    /// Runs of study days.
    public internal(set) var streak = DayStreak(days: [], period: 0...0, today: 0)

    init(first: CalendarDate, last: CalendarDate, today: CalendarDate) {
        self.first = first
        self.last = last
        self.today = today
    }

    /// Reviews in the period.
    public var reviews: Int { reviewsByDay.values.reduce(0, +) }

    /// Days with a review.
    public var studyDays: Int { reviewsByDay.count }

    /// Reviews per day over the period's days up to today.
    public var reviewsPerDay: Double {
        let days = max(0, min(last.daysSinceEpoch, today.daysSinceEpoch) - first.daysSinceEpoch + 1)
        return days > 0 ? Double(reviews) / Double(days) : 0
    }
}
