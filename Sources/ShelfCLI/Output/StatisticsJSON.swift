import JSON
import Library

/// The `--json` shape of `shelf stats`, documented in the README.
enum StatisticsJSON {
    static func value(_ statistics: ReadingStatistics, goal: GoalProgress?, paces: [ReadingPace]) -> JSONValue {
        let lists: [(String, BookStatus)] = [("toRead", .toRead), ("reading", .reading), ("read", .read), ("dnf", .dnf)]
        return .object([
            ("from", .string(statistics.first.description)),
            ("to", .string(statistics.last.description)),
            ("booksFinished", .int(statistics.booksFinished)),
            ("distinctBooks", .int(statistics.distinctBooks)),
            ("pagesRead", .int(statistics.pagesRead)),
            ("estimatedPages", .int(statistics.estimatedPages)),
            ("readingDays", .int(statistics.readingDays)),
            ("byMonth", .array(statistics.months.map { month in
                .object([("month", .string(month.unit.description)), ("books", .int(month.books)), ("pages", .int(month.pages))])
            })),
            ("byStatus", .object([
                ("started", .int(statistics.started)),
                ("finished", .int(statistics.booksFinished)),
                ("abandoned", .int(statistics.abandoned)),
                ("reRead", .int(statistics.reReads)),
                ("lists", .object(lists.map { ($0.0, .int(statistics.booksByList[$0.1] ?? 0)) })),
            ])),
            ("ratings", statistics.ratings.map { ratings in
                .object([
                    ("count", .int(ratings.count)),
                    ("average", .double(hundredths(ratings.average))),
                    ("byStars", .array(ratings.byStars.map { .int($0) })),
                ])
            } ?? .null),
            ("goal", goal.map(goalValue) ?? .null),
            ("streak", .object([("current", .int(statistics.streak.current)), ("longest", .int(statistics.streak.longest))])),
            ("reading", .array(paces.map { pace in .object([("id", .int(pace.bookID))] + paceMembers(pace)) })),
            ("dateUnknown", .int(statistics.dateUnknown)),
        ])
    }

    /// A goal's standing, as `stats --json` and `goal --json` print it.
    static func goalValue(_ progress: GoalProgress) -> JSONValue {
        .object([
            ("year", .int(progress.goal.year)),
            ("books", .int(progress.goal.books)),
            ("pages", .int(progress.goal.pages)),
            ("booksDone", .int(progress.booksDone)),
            ("pagesDone", .int(progress.pagesDone)),
            ("booksAhead", .double(hundredths(progress.booksAhead))),
            ("pagesAhead", .double(progress.pagesAhead.map(hundredths))),
            ("booksPerWeekNeeded", .double(progress.booksPerWeekNeeded.map(hundredths))),
            ("pagesPerWeekNeeded", .double(progress.pagesPerWeekNeeded.map(hundredths))),
        ])
    }

    /// `pagesPerDay` and `estimatedFinish` of a book being read, as `stats --json` and
    /// `today --json` write them; both null for a book with no pace.
    static func paceMembers(_ pace: ReadingPace?) -> [(String, JSONValue)] {
        [
            ("pagesPerDay", .double(pace.map { hundredths($0.pagesPerDay) })),
            ("estimatedFinish", .string(pace?.estimatedFinish?.description)),
        ]
    }

    /// Fractions to two decimals: more digits are noise in a count of pages or books.
    private static func hundredths(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }
}
