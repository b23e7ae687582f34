import Essentials
import Foundation
import Library

/// `shelf goal`: a year's reading goal, set or shown with how it stands.
enum GoalCommand {
    static let spec = CommandSpec(
        name: "goal",
        summary: "Set or show this year's reading goal (books, and pages if you like)",
        usage: "goal [set BOOKS [--pages PAGES]] [--year YYYY] [--json]",
        example: "goal set 40 --pages 12000",
        options: [
            .init(name: "pages", valueName: "PAGES", help: "with set: a pages goal too"),
            .init(name: "year", valueName: "YYYY", help: "the year (default: this year)"),
            .init(name: "json", help: "print the goal and how it stands as JSON"),
        ],
        positionals: 0...2,
        details: "How it stands compares what you finished with an even pace through the year.")

    static func run(_ arguments: ParsedArguments, _ context: Context) throws {
        let year = try yearOption(arguments, today: context.today)
        switch arguments.positionals.first {
        case nil:
            guard !arguments.has("pages") else { throw CLIError.usage("--pages goes with goal set", spec: spec) }
            try show(year: year, json: arguments.has("json"), context: context)
        case "set":
            guard arguments.positionals.count == 2 else { throw CLIError.usage("missing BOOKS", spec: spec) }
            let goal = ReadingGoal(year: year, books: try books(arguments.positionals[1]), pages: try pages(arguments))
            try context.library().setGoal(goal)
            try show(year: year, json: arguments.has("json"), context: context)
        case let word?:
            throw CLIError.usage("unknown subcommand \"\(word)\" of `goal` — use goal set BOOKS", spec: spec)
        }
    }

    private static func show(year: Int, json: Bool, context: Context) throws {
        let library = try context.library()
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

    static func yearOption(_ arguments: ParsedArguments, today: CalendarDate) throws(CLIError) -> Int {
        guard let text = arguments.value("year") else { return today.year }
        guard let year = Int(Whitespace.trimmed(text, newlines: false)), CalendarDate.years.contains(year) else {
            throw .failure("--year \"\(text.terminalSafe)\" is not a year — give four digits, like --year 2025")
        }
        return year
    }

    private static func books(_ text: String) throws(CLIError) -> Int {
        guard let books = Int(Whitespace.trimmed(text, newlines: false)), books >= 1, books <= 1_000_000 else {
            throw .failure("a goal is a number of books from 1, not \"\(text.terminalSafe)\" — for example: shelf goal set 40")
        }
        return books
    }

    private static func pages(_ arguments: ParsedArguments) throws(CLIError) -> Int? {
        guard let text = arguments.value("pages") else { return nil }
        guard let pages = Int(Whitespace.trimmed(text, newlines: false)), pages >= 1, pages <= 1_000_000_000 else {
            throw .failure("--pages takes a number of pages from 1, not \"\(text.terminalSafe)\" — for example --pages 12000")
        }
        return pages
    }
}
