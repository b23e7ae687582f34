import Essentials
import Foundation
import Library

/// The period options `shelf stats` takes: `--year YYYY`, `--from DATE` / `--to DATE`, `--all`, or
/// none for the current year.
enum PeriodArgument {
    static let options: [CommandSpec.Option] = [
        .init(name: "year", valueName: "YYYY", help: "one calendar year (default: this year)"),
        .init(name: "from", valueName: "DATE", help: "the first day, like 2026-03-01"),
        .init(name: "to", valueName: "DATE", help: "the last day, like 2026-03-31"),
        .init(name: "all", help: "everything recorded, with a bar per year"),
    ]

    /// The period the options name; `today` gives the current year.
    static func parse(_ arguments: ParsedArguments, spec: CommandSpec, today: CalendarDate) throws(CLIError) -> StatisticsPeriod {
        let ranged = arguments.has("from") || arguments.has("to")
        let chosen = [arguments.has("year"), ranged, arguments.has("all")].filter { $0 }.count
        guard chosen <= 1 else {
            throw .usage("choose one of --year, --from/--to and --all", spec: spec)
        }
        if arguments.has("all") { return .all }
        if ranged {
            let from = try day(arguments.value("from"), option: "--from")
            let to = try day(arguments.value("to"), option: "--to")
            guard let period = StatisticsPeriod(first: from, last: to) else {
                throw .failure(
                    "--from \(from?.description ?? "") comes after --to \(to?.description ?? "") — give the earlier day first")
            }
            return period
        }
        let year: Int
        if let text = arguments.value("year") {
            guard let number = Int(Whitespace.trimmed(text, newlines: false)), CalendarDate.years.contains(number) else {
                throw .failure("--year \"\(text)\" is not a year — give four digits, like --year 2025")
            }
            year = number
        } else {
            year = today.year
        }
        return StatisticsPeriod.year(year) ?? .all
    }

    private static func day(_ text: String?, option: String) throws(CLIError) -> CalendarDate? {
        guard let text else { return nil }
        guard let day = CalendarDate(parsing: text) else {
            throw .failure("\(option) \"\(text)\" is not a day — use the form 2026-03-15")
        }
        return day
    }
}
