import Essentials
import Foundation
import Library

/// The period `shelf stats` is asked for: `--year YYYY`, `--from DATE` / `--to DATE`, `--all`,
/// or none for the current year.
struct PeriodArgument {
    var year: String?
    var from: String?
    var to: String?
    var all: Bool

    /// False when more than one way of naming a period was given.
    var namesOne: Bool {
        [year != nil, from != nil || to != nil, all].filter { $0 }.count <= 1
    }

    /// The period the options name; `today` gives the current year.
    func period(today: CalendarDate) throws(CLIError) -> StatisticsPeriod {
        if all { return .all }
        if from != nil || to != nil {
            let first = try Self.day(from, option: "--from")
            let last = try Self.day(to, option: "--to")
            guard let period = StatisticsPeriod(first: first, last: last) else {
                throw .failure(
                    "--from \(first?.description ?? "") comes after --to \(last?.description ?? "") — give the earlier day first")
            }
            return period
        }
        return StatisticsPeriod.year(try Self.year(year, today: today)) ?? .all
    }

    /// The year `--year` names, or this one (`today`'s); a year before reading records begin
    /// (`BookLimits.readingYears`) is refused as `--at` refuses its times.
    static func year(_ text: String?, today: CalendarDate) throws(CLIError) -> Int {
        guard let text else { return today.year }
        guard let year = Int(Whitespace.trimmed(text, newlines: false)), CalendarDate.years.contains(year) else {
            throw .failure("--year \(text.quotedInMessage) is not a year — give four digits, like --year 2025")
        }
        try checkRecorded(year, given: "--year \(year)", example: "2025")
        return year
    }

    private static func day(_ text: String?, option: String) throws(CLIError) -> CalendarDate? {
        guard let text else { return nil }
        guard let day = CalendarDate(typed: text) else {
            throw .failure("\(option) \(text.quotedInMessage) is not a day — use the form 2026-03-15")
        }
        try checkRecorded(day.year, given: "\(option) \(day)", example: "2025-01-01")
        return day
    }

    private static func checkRecorded(_ year: Int, given: String, example: String) throws(CLIError) {
        guard year >= BookLimits.readingYears.lowerBound else {
            throw .failure("\(given) is before \(BookLimits.readingYears.lowerBound), where reading records begin — give a later one, like \(example)")
        }
    }
}
