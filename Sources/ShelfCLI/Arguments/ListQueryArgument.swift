import Essentials
import Foundation
import Library

/// The conditions and order `shelf list` takes (`--shelf`, `--author`, `--finished`, `--rating`,
/// `--sort`, `--reverse`, `--limit`), read into a `BookQuery`.
enum ListQueryArgument {
    /// The query the options ask for, or nil when none is given (the plain lists, by id).
    static func parse(
        _ arguments: ParsedArguments, status: BookStatus?, spec: CommandSpec, timeZone: TimeZone
    ) throws(CLIError) -> BookQuery? {
        let names = ["shelf", "author", "finished", "rating", "sort", "reverse", "limit"]
        guard names.contains(where: arguments.has) else { return nil }
        var query = BookQuery(status: status)
        query.shelf = try text(arguments.value("shelf"), option: "--shelf")
        query.author = try text(arguments.value("author"), option: "--author")
        query.finished = try arguments.value("finished").map(days)
        if let text = arguments.value("rating") {
            guard let rating = Double(Whitespace.trimmed(text, newlines: false)), (0...5).contains(rating) else {
                throw .failure("--rating \"\(text.terminalSafe)\" is not a rating — give a number from 0 to 5, like 4 or 3.5")
            }
            query.minimumRating = rating
        }
        if let text = arguments.value("sort") {
            guard let sort = BookSort(rawValue: text.lowercased()) else {
                throw .failure("--sort \"\(text.terminalSafe)\" is not an order — use \(BookSort.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            query.sort = sort
        }
        query.reversed = arguments.has("reverse")
        if let limit = try arguments.integer("limit") {
            guard limit > 0 else { throw .failure("--limit \(limit) shows nothing — give 1 or more") }
            query.limit = limit
        }
        return query
    }

    private static func text(_ value: String?, option: String) throws(CLIError) -> String? {
        guard let value else { return nil }
        guard !Whitespace.trimmed(value, newlines: true).isEmpty else {
            throw .failure("\(option) is empty — give the text to look for")
        }
        return value
    }

    /// `2025` (the year), `2025-03-01..2025-06-30`, or one day `2025-03-01`.
    private static func days(_ text: String) throws(CLIError) -> ClosedRange<CalendarDate> {
        let trimmed = Whitespace.trimmed(text, newlines: false)
        let wrong = CLIError.failure(
            "--finished \"\(text.terminalSafe)\" is not a year or days — give 2025, or 2025-03-01..2025-06-30")
        if let year = Int(trimmed) {
            guard CalendarDate.years.contains(year), let first = CalendarDate(year: year, month: 1, day: 1),
                let last = CalendarDate(year: year, month: 12, day: 31)
            else { throw wrong }
            return first...last
        }
        let parts = trimmed.components(separatedBy: "..")
        guard parts.count <= 2, let first = day(parts[0]), let last = day(parts.count == 2 ? parts[1] : parts[0]) else {
            throw wrong
        }
        guard first <= last else {
            throw .failure("--finished \(first)..\(last) ends before it starts — give the earlier day first")
        }
        return first...last
    }

    /// One calendar day as typed.
    private static func day(_ text: String) -> CalendarDate? {
        CalendarDate(parsing: Whitespace.trimmed(text, newlines: false))
    }
}
