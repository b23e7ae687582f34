import Library

/// `shelf stats` for people: the totals, a bar per month (per year for `--all`), ratings and
/// lengths, top authors and shelves, and the calendar of reading days.
struct StatisticsText {
    let statistics: ReadingStatistics
    let goal: GoalProgress?
    /// The books being read with their pace, most recently read first, and how many are read in all.
    let reading: [(entry: ListEntry, pace: ReadingPace?)]
    let readingTotal: Int
    let console: Console
    /// True for `--all`: years get the bars and the calendar shows the latest weeks.
    let byYear: Bool

    func print() {
        let statistics = self.statistics
        console.line(console.styled(title, .bold))
        if statistics.booksByList.values.reduce(0, +) == 0 {
            console.line("Your library is empty — add a book: shelf add --title \"Dune\" --pages 412")
        }
        console.line()
        var fields: [(String, String)] = [
            ("Books finished", finishedText),
            ("Pages read", statistics.estimatedPages > 0
                ? "\(statistics.pagesRead) (\(statistics.estimatedPages) estimated from page counts)"
                : "\(statistics.pagesRead)"),
            ("Pages a day", "\(Number.decimal(statistics.pagesPerDay)) over \(Number.count(statistics.elapsedDays, "day")) · "
                + "\(Number.decimal(statistics.pagesPerReadingDay)) on \(Number.count(statistics.readingDays, "reading day"))"),
            ("Streak", "longest \(Number.count(statistics.streak.longest, "day")) · current \(Number.count(statistics.streak.current, "day"))"),
            ("In the period", "started \(statistics.started) · finished \(statistics.booksFinished) · "
                + "abandoned \(statistics.abandoned) · re-read \(statistics.reReads)"),
            ("Lists now", [BookStatus.reading, .toRead, .read, .dnf].map { "\($0.rawValue) \(statistics.booksByList[$0] ?? 0)" }
                .joined(separator: " · ")),
        ]
        if let ratings = statistics.ratings {
            fields.append(("Ratings", "average \(Number.decimal(ratings.average)) of \(Number.count(ratings.count, "rated book"))"))
        }
        if let average = statistics.averageLength, let shortest = statistics.shortest, let longest = statistics.longest {
            fields.append(("Length", "average \(Int(average.rounded())) pages · shortest #\(shortest.id) "
                + "\(shortest.title.shownName) (\(shortest.pages)) · longest #\(longest.id) \(longest.title.shownName) (\(longest.pages))"))
        }
        if !statistics.topAuthors.isEmpty { fields.append(("Top authors", names(statistics.topAuthors))) }
        if !statistics.topShelves.isEmpty { fields.append(("Top shelves", names(statistics.topShelves))) }
        if statistics.dateUnknown > 0 {
            fields.append(("Date unknown", "\(Number.count(statistics.dateUnknown, "finished read")) with no finish date"))
        }
        Table.labelled(fields).print(on: console, indent: "  ")
        if let goal { GoalText.lines(goal).forEach { console.prose($0, indent: "  ") } }
        printBars()
        printRatings()
        printReading()
        printCalendar()
    }

    private var title: String {
        if let year = StatisticsPeriod(first: statistics.first, last: statistics.last)?.year, !byYear {
            return "Reading in \(year)"
        }
        return "Reading from \(statistics.first) to \(statistics.last)"
    }

    private var finishedText: String {
        var text = "\(statistics.booksFinished)"
        if statistics.distinctBooks != statistics.booksFinished {
            text += " (\(Number.count(statistics.distinctBooks, "distinct book")))"
        }
        return text
    }

    private func names(_ counts: [NameCount]) -> String {
        counts.map { "\($0.name.terminalSafe) (\($0.count))" }.joined(separator: ", ")
    }

    /// A bar per month, or per year for `--all`, scaled to the busiest; books on the right.
    private func printBars() {
        let rows: [(label: String, books: Int, pages: Int)] = byYear
            ? statistics.years.map { (String($0.unit), $0.books, $0.pages) }
            : statistics.months.map { month in
                let name = CalendarHeatmap.monthNames[month.unit.month - 1]
                let label = statistics.first.year == statistics.last.year ? name : "\(name) \(month.unit.year)"
                return (label, month.books, month.pages)
            }
        guard !rows.isEmpty else { return }
        console.line()
        console.line(console.styled(byYear ? "Pages and books by year" : "Pages and books by month", .bold))
        let labelWidth = rows.map(\.label.count).max() ?? 0
        let pagesWidth = rows.map { String($0.pages).count }.max() ?? 1
        let booksWidth = rows.map { Number.count($0.books, "book").count }.max() ?? 1
        // Indent, label, bar and pages with their gaps and words: what is left is the bar's.
        let barWidth = max(1, min(50, console.width - labelWidth - pagesWidth - booksWidth - 15))
        let maximum = rows.map(\.pages).max() ?? 0
        for row in rows {
            let pages = String(row.pages)
            console.line("  " + row.label.padded(to: labelWidth) + "  " + BarChart.bar(row.pages, of: maximum, width: barWidth)
                + "  " + String(repeating: " ", count: pagesWidth - pages.count) + pages + " pages  "
                + Number.count(row.books, "book"))
        }
    }

    private func printRatings() {
        guard let ratings = statistics.ratings else { return }
        console.line()
        console.line(console.styled("Ratings", .bold))
        let maximum = ratings.byStars.max() ?? 0
        for stars in (1...5).reversed() {
            let count = ratings.byStars[stars - 1]
            console.line("  \(stars)★  " + BarChart.bar(count, of: maximum, width: 20) + "  \(count)")
        }
    }

    private func printReading() {
        guard !reading.isEmpty else { return }
        console.line()
        console.line(console.styled("Reading now", .bold))
        ReadingLines.table(reading, console: console).print(on: console, indent: "  ")
        if readingTotal > reading.count {
            console.line("  … and \(readingTotal - reading.count) more (shelf list reading)")
        }
    }

    private func printCalendar() {
        CalendarHeatmap.printSection(
            "Reading days", counts: statistics.pagesByDay, from: statistics.first, to: statistics.last,
            today: statistics.today, on: console)
    }
}
