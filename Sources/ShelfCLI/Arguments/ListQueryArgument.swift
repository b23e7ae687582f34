import Essentials
import Foundation
import Library

/// The conditions and order `shelf list` takes (`--shelf`, `--author`, `--finished`, `--rating`,
/// `--sort`, `--reverse`, `--limit`), read into a `BookQuery`.
enum ListQueryArgument {
    /// The query the options ask for, or nil when none is given (the plain lists, by id).
    static func query(
        status: BookStatus?, shelf: String?, author: String?, finished: String?, rating: String?, sort: BookSort?,
        reverse: Bool, limit: Int?
    ) throws(CLIError) -> BookQuery? {
        guard shelf != nil || author != nil || finished != nil || rating != nil || sort != nil || reverse || limit != nil
        else { return nil }
        var query = BookQuery(status: status, sort: sort, reversed: reverse)
        query.shelf = try text(shelf, option: "--shelf")
        query.author = try text(author, option: "--author")
        query.finished = try finished.map(days)
        if let rating {
            guard let value = Double(Whitespace.trimmed(rating, newlines: false)), (0...5).contains(value) else {
                throw .failure("--rating \"\(rating.terminalSafe)\" is not a rating — give a number from 0 to 5, like 4 or 3.5")
            }
            query.minimumRating = value
        }
        if let limit {
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

    /// `2025` (the year), `2025-03-01..2025-06-30`, `2020..2025` (whole years), or one day
    /// `2025-03-01`; a year and a day may be mixed in a range.
    private static func days(_ text: String) throws(CLIError) -> ClosedRange<CalendarDate> {
        let trimmed = Whitespace.trimmed(text, newlines: false)
        let wrong = CLIError.failure(
            "--finished \"\(text.terminalSafe)\" is not a year or days — give 2025, 2020..2025, or 2025-03-01..2025-06-30")
        let parts = trimmed.components(separatedBy: "..")
        guard parts.count <= 2, let first = bound(parts[0], last: false),
            let last = bound(parts.count == 2 ? parts[1] : parts[0], last: true)
        else { throw wrong }
        guard first <= last else {
            throw .failure("--finished \(first)..\(last) ends before it starts — give the earlier day first")
        }
        return first...last
    }

    /// One end of a `--finished` range: a day, or a year standing for its first or `last` day.
    private static func bound(_ text: String, last: Bool) -> CalendarDate? {
        guard let year = Int(text) else { return day(text) }
        guard CalendarDate.years.contains(year) else { return nil }
        return last ? CalendarDate(year: year, month: 12, day: 31) : CalendarDate(year: year, month: 1, day: 1)
    }

    /// One calendar day as typed.
    private static func day(_ text: String) -> CalendarDate? {
        CalendarDate(typed: text)
    }
}
