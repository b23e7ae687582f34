import Essentials
import JSON
import Library

/// What `shelf today` shows, worked out once, from one look at the library, and written as text
/// or as JSON, so the two never disagree and no part of it contradicts another.
struct TodayReport {
    /// The local day it is.
    let day: CalendarDate
    /// The most recently read books being read, newest first, each with its pace.
    let reading: [(entry: ListEntry, pace: ReadingPace?)]
    /// The books of `reading` in full, by id, for `--json`; empty when not asked for.
    let booksInFull: [Int: Book]
    /// Books being read in all: more than `reading` holds when some were left out.
    let readingTotal: Int
    /// Pages read on `day`.
    let pagesToday: Int
    /// Reading days in a row, ending today or yesterday.
    let streak: Int
    /// How this year's goal stands, or nil without one.
    let goal: GoalProgress?
    /// Words not mastered whose review is due.
    let wordsDue: Int

    /// Reads the report in one snapshot of `library`, listing at most `limit` books, and each of
    /// them in full when `inFull`.
    static func read(library: Bookshelf, context: Context, limit: Int, inFull: Bool) throws -> TodayReport {
        try library.readingAsOne { try TodayReport(library: library, context: context, limit: limit, inFull: inFull) }
    }

    private init(library: Bookshelf, context: Context, limit: Int, inFull: Bool) throws {
        day = context.today
        let (books, total) = try library.recentlyReadBooks(limit: limit)
        let paces = try library.readingPaces(of: books.map(\.id), timeZone: context.timeZone)
        reading = books.map { ($0, paces[$0.id]) }
        booksInFull = inFull
            ? Dictionary(try library.books(ids: books.map(\.id)).map { ($0.id, $0) }) { first, _ in first } : [:]
        readingTotal = total
        pagesToday = try library.pagesByDay(from: day, through: day, timeZone: context.timeZone).values.reduce(0, +)
        streak = try library.currentReadingStreak(timeZone: context.timeZone)
        goal = try library.goal(year: day.year).map { try GoalStanding.progress(of: $0, library: library, context: context) }
        wordsDue = try library.dueWordCount()
    }

    /// The text `shelf today` prints: a heading, the books' table, then a line each for the
    /// pages and streak, the goal and the words due (the last two only when there are any).
    func print(on console: Console) {
        console.line(console.styled("Today, \(day)", .bold))
        if reading.isEmpty {
            console.line("Nothing being read — start a book: shelf start BOOK")
        } else {
            ReadingLines.table(reading, console: console).print(on: console, indent: "  ")
            if readingTotal > reading.count {
                console.line("  … and \(readingTotal - reading.count) more (shelf list reading)")
            }
        }
        console.line()
        console.prose("Pages today: \(pagesToday) · reading streak: \(Number.count(streak, "day"))")
        if let goal { GoalText.lines(goal).forEach { console.prose($0) } }
        if wordsDue > 0 { console.line("Words due for study: \(wordsDue) (shelf study)") }
    }

    /// The report as `today --json` prints it; each listed book in full, as `list --json` has it
    /// (read with the report: `inFull`).
    var json: JSONValue {
        let listed: [JSONValue] = reading.compactMap { entry, pace in
            booksInFull[entry.id].map { .object([("book", BookJSON.book($0))] + StatisticsJSON.paceMembers(pace)) }
        }
        return .object([
            ("date", .string(day.description)),
            ("reading", .array(listed)),
            ("readingTotal", .int(readingTotal)),
            ("pagesToday", .int(pagesToday)),
            ("streak", .int(streak)),
            ("goal", goal.map(StatisticsJSON.goalValue) ?? .null),
            ("wordsDue", .int(wordsDue)),
        ])
    }
}
