import JSON
import Library

/// `shelf stats --study`, as text and as JSON.
enum StudyStatisticsReport {
    static func json(_ statistics: StudyStatistics) -> JSONValue {
        .object([
            ("from", .string(statistics.first.description)),
            ("to", .string(statistics.last.description)),
            ("reviews", .int(statistics.reviews)),
            ("studyDays", .int(statistics.studyDays)),
            ("reviewsPerDay", .double((statistics.reviewsPerDay * 100).rounded() / 100)),
            ("byMonth", .array(statistics.months.map { month in
                .object([
                    ("month", .string(month.month.description)),
                    ("reviews", .int(month.reviews)),
                    ("retention", .double(month.retention.map { ($0 * 1000).rounded() / 1000 })),
                ])
            })),
            ("wordsAdded", .int(statistics.wordsAdded)),
            ("wordsMastered", .int(statistics.wordsMastered)),
            ("streak", .object([("current", .int(statistics.streak.current)), ("longest", .int(statistics.streak.longest))])),
        ])
    }

    /// `2.5 a day on average`; a rate that would round to 0.0 (one review in a year) as `1
    /// every 324 days on average`, since "0 a day" reads as none.
    static func average(_ perDay: Double) -> String {
        guard perDay > 0, perDay < 0.05, let days = Int(exactly: (1 / perDay).rounded()) else {
            return "\(Number.decimal(perDay)) a day on average"
        }
        return "1 every \(Number.count(days, "day")) on average"
    }

    static func print(_ statistics: StudyStatistics, console: Console) {
        console.line(console.styled("Study from \(statistics.first) to \(statistics.last)", .bold))
        console.line()
        let fields = [
            ("Reviews", "\(statistics.reviews) on \(Number.count(statistics.studyDays, "day")) · \(average(statistics.reviewsPerDay))"),
            ("Words", "\(statistics.wordsAdded) added in the period · \(statistics.wordsMastered) mastered in all"),
            ("Streak", "current \(Number.count(statistics.streak.current, "day")) · longest \(Number.count(statistics.streak.longest, "day"))"),
        ]
        Table.labelled(fields).print(on: console, indent: "  ")
        let months = statistics.months
        if months.contains(where: { $0.reviews > 0 }) {
            console.line()
            console.line(console.styled("Reviews and retention by month", .bold))
            let maximum = months.map(\.reviews).max() ?? 0
            let reviewsWidth = months.map { String($0.reviews).count }.max() ?? 1
            let retentions = months.map { month in month.retention.map { "  \(BookText.percent($0 * 100)) remembered" } ?? "" }
            // Indent, month name ("Nov 2026"), gaps, count and retention: what is left is the bar's.
            let barWidth = max(1, min(30, console.width - 14 - reviewsWidth - (retentions.map(\.count).max() ?? 0)))
            for (month, retention) in zip(months, retentions) {
                let name = CalendarHeatmap.monthNames[month.month.month - 1] + " " + String(month.month.year)
                let reviews = String(month.reviews)
                console.line("  " + name + "  " + BarChart.bar(month.reviews, of: maximum, width: barWidth) + "  "
                    + String(repeating: " ", count: reviewsWidth - reviews.count) + reviews + retention)
            }
        }
        CalendarHeatmap.printSection(
            "Study days", counts: statistics.reviewsByDay, from: statistics.first, to: statistics.last,
            today: statistics.today, on: console)
    }
}
