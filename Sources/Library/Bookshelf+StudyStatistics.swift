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
            try ReviewRow.forEach(in: connection, orderedBy: "at") { review in
                guard let day = days.day(ofSeconds: review.at.seconds) else { return }
                reviews.append((day, review.rating != 1))
            }
            var added: [Int] = []
            try WordRow.forEach(in: connection, orderedBy: "id") { word in
                if let day = days.day(ofSeconds: word.addedAt.seconds) { added.append(day) }
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
            // count(*) is always a whole number: nothing stored can damage it.
            statistics.wordsMastered = try connection.scalarInt("SELECT count(*) FROM words WHERE mastered = 1") ?? 0
            statistics.streak = DayStreak(days: reviews.map(\.day), period: range, today: today)
            return statistics
        }
    }
}
