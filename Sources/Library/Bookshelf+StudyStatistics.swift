internal import Essentials
import Foundation
internal import SQLiteStore

/// Statistics over vocabulary study.
extension Bookshelf {
    /// Study statistics for `period` in `timeZone`: reviews by local day, retention by month (a
    /// review rated 1, "again", is a word forgotten), words added in the period, words mastered.
    public func studyStatistics(for period: StatisticsPeriod, timeZone: TimeZone) throws(LibraryError) -> StudyStatistics {
        try read {
            var days = LocalDays(timeZone: timeZone)
            let today = days.day(of: now()) ?? 0
            var reviews: [(day: Int, remembered: Bool)] = []
            try connection.forEachRow("SELECT at, rating FROM reviews ORDER BY at") { row in
                guard let day = days.day(ofSeconds: row.double(0) ?? .nan) else { return }
                reviews.append((day, (row.int(1) ?? 1) != 1))
            }
            var added: [Int] = []
            try connection.forEachRow("SELECT added_at FROM words") { row in
                if let day = days.day(ofSeconds: row.double(0) ?? .nan) { added.append(day) }
            }
            let recorded = reviews.map(\.day) + added
            let first = period.first?.daysSinceEpoch ?? min(today, recorded.min() ?? today)
            let last = max(first, period.last?.daysSinceEpoch ?? max(today, recorded.max() ?? today))
            var statistics = StudyStatistics(
                first: CalendarDate(daysSinceEpoch: first), last: CalendarDate(daysSinceEpoch: last),
                today: CalendarDate(daysSinceEpoch: today))
            let range = first...last
            var months: [CalendarMonth: StudyMonth] = [:]
            var month = CalendarMonth(statistics.first)
            while month <= CalendarMonth(statistics.last) {
                months[month] = StudyMonth(month)
                month = month.next
            }
            for review in reviews where range.contains(review.day) {
                statistics.reviewsByDay[review.day, default: 0] += 1
                let month = CalendarMonth(CalendarDate(daysSinceEpoch: review.day))
                months[month]?.reviews += 1
                if review.remembered { months[month]?.remembered += 1 }
            }
            statistics.months = months.values.sorted { $0.month < $1.month }
            statistics.wordsAdded = added.filter(range.contains).count
            statistics.wordsMastered = try connection.scalarInt("SELECT count(*) FROM words WHERE mastered = 1") ?? 0
            statistics.streak = DayStreak(days: reviews.map(\.day), period: range, today: today)
            return statistics
        }
    }
}
