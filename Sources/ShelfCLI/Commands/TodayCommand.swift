import Library

/// `shelf today` (and `shelf` alone once a library exists): the books being read with their
/// bars and estimated finish, today's pages, the goal, the streak and the words due.
struct TodayCommand: ParsableCommand {
    static let declaration = CommandDeclaration<Self>(
        "today",
        summary: "Show today: books being read, pages today, goal, streak, words due",
        example: "today",
        details: "Plain `shelf` shows the same once you have a library. At most \(shownBooks) books are listed, the most recently read first.")

    /// Books listed; the rest are counted, with where to see them.
    static let shownBooks = 10

    func run(_ context: Context) throws {
        let library = try context.existingLibrary()
        let console = context.console
        let today = context.today
        let (books, reading) = try library.recentlyReadBooks(limit: Self.shownBooks)
        let paces = try library.readingPaces(of: books.map(\.id), timeZone: context.timeZone)
        console.line(console.styled("Today, \(today)", .bold))
        if books.isEmpty {
            console.line("Nothing being read — start a book: shelf start BOOK")
        } else {
            ReadingLines.table(books.map { ($0, paces[$0.id]) }, console: console).print(on: console, indent: "  ")
            if reading > books.count {
                console.line("  … and \(reading - books.count) more (shelf list reading)")
            }
        }
        let pagesToday = try library.pagesByDay(from: today, through: today, timeZone: context.timeZone)
            .values.reduce(0, +)
        let streak = try library.currentReadingStreak(timeZone: context.timeZone)
        console.line()
        console.prose("Pages today: \(pagesToday) · reading streak: \(Number.count(streak, "day"))")
        if let goal = try library.goal(year: today.year) {
            GoalText.lines(try GoalStanding.progress(of: goal, library: library, context: context)).forEach { console.prose($0) }
        }
        let due = try library.dueWordCount()
        if due > 0 { console.line("Words due for study: \(due) (shelf study)") }
    }
}
