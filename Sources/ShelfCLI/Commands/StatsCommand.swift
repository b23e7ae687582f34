import Library

/// `shelf stats`: what was read in a period, in numbers, bars and a calendar.
enum StatsCommand {
    static let spec = CommandSpec(
        name: "stats",
        summary: "Show reading statistics: books, pages, pace, goal and a calendar",
        usage: "stats [--year YYYY | --from DATE --to DATE | --all] [--study] [--json]",
        example: "stats --year 2025",
        options: PeriodArgument.options + [
            .init(name: "study", help: "vocabulary study instead: reviews, retention, words added and mastered"),
            .init(name: "json", help: "print the statistics as JSON"),
        ],
        details: """
            Days are your local calendar days. A book counts as finished on the day a read of it
            ended; pages read are the forward progress you logged, plus the page count of a finished
            book with no progress logged. The README explains every number.
            """)

    static func run(_ arguments: ParsedArguments, _ context: Context) throws {
        let period = try PeriodArgument.parse(arguments, spec: spec, today: context.today)
        let library = try context.library()
        if arguments.has("study") {
            let statistics = try library.studyStatistics(for: period, timeZone: context.timeZone)
            if arguments.has("json") {
                context.printJSON(StudyStatisticsReport.json(statistics))
            } else {
                StudyStatisticsReport.print(statistics, console: context.console)
            }
            return
        }
        let statistics = try library.statistics(for: period, timeZone: context.timeZone)
        let goal = try period.year.flatMap { year in
            try library.goal(year: year).map {
                GoalProgress(goal: $0, booksDone: statistics.booksFinished, pagesDone: statistics.pagesRead, today: context.today)
            }
        }
        if arguments.has("json") {
            let reading = try library.listEntries(status: .reading)
            let paces = try library.readingPaces(of: reading.map(\.id), timeZone: context.timeZone)
            context.printJSON(StatisticsJSON.value(statistics, goal: goal, paces: reading.compactMap { paces[$0.id] }))
            return
        }
        // The text lists what `today` does: the most recently read books, the rest counted.
        let (reading, readingTotal) = try library.recentlyReadBooks(limit: TodayCommand.shownBooks)
        let paces = try library.readingPaces(of: reading.map(\.id), timeZone: context.timeZone)
        StatisticsText(
            statistics: statistics, goal: goal, reading: reading.map { ($0, paces[$0.id]) }, readingTotal: readingTotal,
            console: context.console, byYear: period == .all
        ).print()
    }
}
