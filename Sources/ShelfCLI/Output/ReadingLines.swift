import Library

/// One line per book being read, with its progress and pace: `stats` and `today` print them.
enum ReadingLines {
    /// The lines, each to be printed after `indent` columns; on a terminal titles are cut so a
    /// line fits the window.
    static func lines(_ books: [(entry: ListEntry, pace: ReadingPace?)], console: Console, indent: Int = 2) -> [String] {
        let idWidth = books.map { String($0.entry.id).count }.max() ?? 1
        // The bar goes first when the window is too narrow for it beside a title of 8 columns.
        let fixedWidth = indent + idWidth + 1 + 4
        var details = books.map { Self.details(of: $0, bar: console.isTerminal) }
        if console.isTerminal, fixedWidth + 8 + (details.map { $0.displayWidth }.max() ?? 0) > console.width {
            details = books.map { Self.details(of: $0, bar: false) }
        }
        var titleLimit = 40
        if console.isTerminal {
            let detailsWidth = details.map { $0.displayWidth }.max() ?? 0
            titleLimit = min(titleLimit, max(8, console.width - fixedWidth - detailsWidth))
        }
        let titles = books.map { book in
            let title = book.entry.title.shownName
            return title.truncated(to: titleLimit, currentWidth: title.displayWidth)
        }
        let titleWidth = titles.map { $0.displayWidth }.max() ?? 0
        return books.indices.map { index -> String in
            let id = String(books[index].entry.id)
            let number = String(repeating: " ", count: idWidth - id.count) + "#" + id
            return number + "  " + titles[index].padded(to: titleWidth) + "  " + details[index]
        }
    }

    /// The progress, with a bar if `bar`, and the pace.
    private static func details(of book: (entry: ListEntry, pace: ReadingPace?), bar: Bool) -> String {
        var text = ""
        if bar, let percent = book.entry.percent {
            text += ProgressBar.render(fraction: percent / 100, width: 12) + " "
        }
        text += BookText.progress(book.entry)
        if let pace = book.pace { text += "  " + Self.pace(pace) }
        return text
    }

    /// `32 pages a day, done about 2026-12-03`.
    static func pace(_ pace: ReadingPace) -> String {
        guard pace.pagesPerDay > 0 else { return "no pace yet" }
        let rate = "\(Number.decimal(pace.pagesPerDay)) pages a day"
        return pace.estimatedFinish.map { rate + ", done about \($0)" } ?? rate
    }
}
