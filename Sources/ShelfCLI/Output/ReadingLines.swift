import Library

/// One line per book being read, with its progress and pace: `stats` and `today` print them.
enum ReadingLines {
    static func lines(_ books: [(entry: ListEntry, pace: ReadingPace?)], console: Console) -> [String] {
        let idWidth = books.map { String($0.entry.id).count }.max() ?? 1
        let titles = books.map { book in
            let title = book.entry.title.terminalSafe
            return title.truncated(to: 40, currentWidth: title.displayWidth)
        }
        let titleWidth = titles.map(\.displayWidth).max() ?? 0
        return zip(books, titles).map { book, title in
            let id = String(book.entry.id)
            var line = String(repeating: " ", count: idWidth - id.count) + "#" + id + "  "
                + title.padded(to: titleWidth) + "  "
            if console.isTerminal, let percent = book.entry.percent {
                line += ProgressBar.render(fraction: percent / 100, width: 12) + " "
            }
            line += BookText.progress(book.entry)
            if let pace = book.pace { line += "  " + Self.pace(pace) }
            return line
        }
    }

    /// `32 pages a day, done about 2026-12-03`.
    static func pace(_ pace: ReadingPace) -> String {
        guard pace.pagesPerDay > 0 else { return "no pace yet" }
        let rate = "\(Number.decimal(pace.pagesPerDay)) pages a day"
        return pace.estimatedFinish.map { rate + ", done about \($0)" } ?? rate
    }
}
