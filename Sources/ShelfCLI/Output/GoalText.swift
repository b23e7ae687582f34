import Library

/// The goal line `stats`, `goal` and `today` print.
enum GoalText {
    /// `Goal 2026: 12 of 40 books (30%) — 3.4 behind an even pace; 0.9 a week to make it`, and the
    /// same for pages when the goal has them; for a year that is over, how far short it ended.
    static func lines(_ progress: GoalProgress) -> [String] {
        var lines = ["Goal \(progress.goal.year): " + part(
            done: progress.booksDone, target: progress.goal.books, unit: "books",
            ahead: progress.booksAhead, needed: progress.booksPerWeekNeeded)]
        if let pages = progress.goal.pages, let ahead = progress.pagesAhead {
            lines.append("Pages \(progress.goal.year): " + part(
                done: progress.pagesDone, target: pages, unit: "pages", ahead: ahead, needed: progress.pagesPerWeekNeeded))
        }
        return lines
    }

    private static func part(done: Int, target: Int, unit: String, ahead: Double, needed: Double?) -> String {
        let percent = BookText.percent(min(Double(done) / Double(target) * 100, 999))
        var text = "\(done) of \(target) \(unit) (\(percent))"
        guard done < target else { return text + " — goal reached" }
        guard let needed else { return text + " — \(amount(Double(target - done), unit)) short; the year is over" }
        let pace = abs(ahead) < 0.05
            ? "on an even pace"
            : "\(amount(abs(ahead), unit)) \(ahead > 0 ? "ahead of" : "behind") an even pace"
        text += " — \(pace); \(amount(needed, unit)) a week to make it"
        return text
    }

    /// Books to a tenth (a book is a big unit), pages whole.
    private static func amount(_ value: Double, _ unit: String) -> String {
        unit == "pages" ? String(Int(exactly: value.rounded()) ?? 0) : Number.decimal(value)
    }
}
