import Library

/// One row per book being read, with its progress and pace: `stats` and `today` print them.
enum ReadingLines {
    /// Titles are cut to this many columns on a terminal, however wide: these are glances, not
    /// lists. Piped, they stay whole, as all piped output does.
    static let titleLimit = 40

    /// The books as a table without a header, fitted to the window like every table; a bar
    /// comes before the progress on a terminal wide enough for it.
    static func table(_ books: [(entry: ListEntry, pace: ReadingPace?)], console: Console) -> Table {
        var table = Table(
            columns: [
                .init(header: "", alignRight: true), .init(header: "", flexible: true),
                .init(header: "", keepWhole: true), .init(header: "", wraps: true),
            ],
            showsHeader: false)
        let bar = console.isTerminal && console.width >= ListCommand.barWidth
        table.rows = books.map { book in
            let title = book.entry.title.shownName
            var progress = BookText.progress(book.entry)
            if bar, let percent = book.entry.percent {
                progress = ProgressBar.render(fraction: percent / 100, width: 12) + " " + progress
            }
            return [
                "#\(book.entry.id)", console.isTerminal ? title.truncated(to: titleLimit, currentWidth: title.displayWidth) : title,
                progress,
                book.pace.map(Self.pace) ?? "",
            ]
        }
        return table
    }

    /// `32 pages a day, done about 2026-12-03`.
    static func pace(_ pace: ReadingPace) -> String {
        guard pace.pagesPerDay > 0 else { return "no pace yet" }
        // Written to a tenth, a page every few weeks would read "0 pages a day".
        let rate = pace.pagesPerDay < 0.05 ? "under 0.1 pages a day" : "\(Number.decimal(pace.pagesPerDay)) pages a day"
        return pace.estimatedFinish.map { rate + ", done about \($0)" } ?? rate
    }
}
