import Essentials
import Foundation
import Library

/// `shelf goal`: a year's reading goal, set or shown with how it stands.
struct GoalCommand: ParsableCommand {
    var action: String?
    var books: String?
    var pages: String?
    var year: String?
    var json = false

    static let declaration = CommandDeclaration<Self>(
        "goal",
        summary: "Set or show this year's reading goal (books, and pages if you like)",
        example: "goal set 40 --pages 12000",
        details: "How it stands compares what you finished with an even pace through the year.",
        arguments: [
            .optional("set", \.action, help: "set the goal, rather than show it", completion: .fixed(["set"])),
            .optional("BOOKS", \.books, help: "with set: the number of books to finish"),
        ],
        options: [
            .value("pages", \.pages, valueName: "PAGES", help: "with set: a pages goal too"),
            .value("year", \.year, valueName: "YYYY", help: "the year (default: this year)"),
            .flag("json", \.json, help: "print the goal and how it stands as JSON"),
        ])

    func validate() throws(CLIError) {
        switch action {
        case nil:
            guard pages == nil else { throw Self.usageError("--pages goes with goal set") }
        case "set":
            guard books != nil else { throw Self.usageError("missing BOOKS") }
        case let word?:
            throw Self.usageError("unknown subcommand \(word.quotedInMessage) of `goal` — use goal set BOOKS")
        }
    }

    func run(_ context: Context) throws {
        let year = try PeriodArgument.year(year, today: context.today)
        if let books {
            // A goal further ahead than next year is a slip.
            let settable = BookLimits.readingYears.lowerBound...(context.today.year + 1)
            guard settable.contains(year) else {
                throw CLIError.failure(
                    "--year \(year) is out of reach for a goal — give a year from \(settable.lowerBound) to \(settable.upperBound)")
            }
            let goal = ReadingGoal(year: year, books: try Self.books(books), pages: try Self.pages(pages))
            try context.library().setGoal(goal)
        }
        try Self.show(year: year, json: json, context: context)
    }

    private static func show(year: Int, json: Bool, context: Context) throws {
        let library = try context.existingLibrary()
        guard let goal = try library.goal(year: year) else {
            if json {
                context.printJSON(.null)
            } else {
                context.console.line("No goal for \(year) — set one: shelf goal set 40\(year == context.today.year ? "" : " --year \(year)")")
            }
            return
        }
        let progress = try GoalStanding.progress(of: goal, library: library, context: context)
        if json {
            context.printJSON(StatisticsJSON.goalValue(progress))
        } else {
            GoalText.lines(progress).forEach { context.console.prose($0) }
        }
    }

    private static func books(_ text: String) throws(CLIError) -> Int {
        guard let books = Int(Whitespace.trimmed(text, newlines: false)), ReadingGoal.bookLimits.contains(books) else {
            throw .failure(
                "a goal is a number of books from \(ReadingGoal.bookLimits.lowerBound) to \(ReadingGoal.bookLimits.upperBound), not \(text.quotedInMessage) — for example: shelf goal set 40")
        }
        return books
    }

    private static func pages(_ text: String?) throws(CLIError) -> Int? {
        guard let text else { return nil }
        guard let pages = Int(Whitespace.trimmed(text, newlines: false)), ReadingGoal.pageLimits.contains(pages) else {
            throw .failure(
                "--pages takes a number of pages from \(ReadingGoal.pageLimits.lowerBound) to \(ReadingGoal.pageLimits.upperBound), not \(text.quotedInMessage) — for example --pages 12000")
        }
        return pages
    }
}
