import Library

/// `shelf stats`: what was read in a period, in numbers, bars and a calendar.
struct StatsCommand: ParsableCommand {
    var year: String?
    var from: String?
    var to: String?
    var all = false
    var study = false
    var json = false

    static let declaration = CommandDeclaration<Self>(
        "stats",
        summary: "Show reading statistics: books, pages, pace, goal and a calendar",
        example: "stats --year 2025",
        details: """
            Days are your local calendar days. A book counts as finished on the day a read of it
            ended; pages read are the forward progress you logged, plus the page count of a finished
            book with no progress logged. The README explains every number.
            """,
        options: [
            .value("year", \.year, valueName: "YYYY", help: "one calendar year (default: this year)"),
            .value("from", \.from, valueName: "DATE", help: "the first day, like 2026-03-01"),
            .value("to", \.to, valueName: "DATE", help: "the last day, like 2026-03-31"),
            .flag("all", \.all, help: "everything recorded, with a bar per year"),
            .flag("study", \.study, help: "vocabulary study instead: reviews, retention, words added and mastered"),
            .flag("json", \.json, help: "print the statistics as JSON"),
        ])

    private var period: PeriodArgument {
        PeriodArgument(year: year, from: from, to: to, all: all)
    }

    func validate() throws(CLIError) {
        guard period.namesOne else { throw Self.usageError("choose one of --year, --from/--to and --all") }
    }

    func run(_ context: Context) throws {
        let period = try period.period(today: context.today)
        let library = try context.existingLibrary()
        if study {
            let statistics = try library.studyStatistics(for: period, timeZone: context.timeZone)
            if json {
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
        if json {
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
