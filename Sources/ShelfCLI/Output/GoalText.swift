import Library

/// The goal line `stats`, `goal` and `today` print.
enum GoalText {
    /// `Goal 2026: 12 of 40 books (30%) — 3.4 behind an even pace; 0.9 a week to make it`, and the
    /// same for pages when the goal has them.
    static func lines(_ progress: GoalProgress) -> [String] {
        var lines = ["Goal \(progress.goal.year): " + part(
            done: progress.booksDone, target: progress.goal.books, unit: "books",
            ahead: progress.booksAhead, needed: progress.booksPerWeekNeeded)]
        if let pages = progress.goal.pages, let ahead = progress.pagesAhead, let needed = progress.pagesPerWeekNeeded {
            lines.append("Pages \(progress.goal.year): " + part(
                done: progress.pagesDone, target: pages, unit: "pages", ahead: ahead, needed: needed))
        }
        return lines
    }

    private static func part(done: Int, target: Int, unit: String, ahead: Double, needed: Double) -> String {
        let percent = BookText.percent(min(Double(done) / Double(target) * 100, 999))
        var text = "\(done) of \(target) \(unit) (\(percent))"
        guard done < target else { return text + " — goal reached" }
        let pace = abs(ahead) < 0.05
            ? "on an even pace"
            : "\(Number.decimal(abs(ahead))) \(ahead > 0 ? "ahead of" : "behind") an even pace"
        text += " — \(pace); \(Number.decimal(needed)) a week to make it"
        return text
    }
}
