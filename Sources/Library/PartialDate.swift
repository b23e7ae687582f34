public import Essentials
import Foundation

/// A date that may be only a year or a year and month, as StoryGraph's `Dates Read` writes them
/// (`2022`, `2022/03`, `2022/03/16`).
public struct PartialDate: Hashable, Sendable {
    /// The first day of the period the date names: 1 January for a year, the 1st for a month.
    public var firstDay: CalendarDate
    /// How much of `firstDay` is known.
    public var precision: DatePrecision

    /// Makes one from its first day and precision.
    public init(firstDay: CalendarDate, precision: DatePrecision) {
        self.firstDay = firstDay
        self.precision = precision
    }

    /// The whole day `day`, as Goodreads' dates are.
    public init(_ day: CalendarDate) {
        self.init(firstDay: day, precision: .day)
    }

    /// Parses `2022`, `2022/03` or `2022/03/16`, as StoryGraph writes them, or the same with `-`
    /// (`2022-03-16`, as a spreadsheet may save them, and Goodreads dates are read too); nil for
    /// anything else, including months and days that do not exist.
    public init?(parsing text: String) {
        let trimmed = text.trimmingWhitespace
        let separator: Character = trimmed.contains("/") ? "/" : "-"
        let parts = trimmed.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
        guard (1...3).contains(parts.count), parts[0].count == 4,
            parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isASCIIDigit) })
        else { return nil }
        // Checked above to be at most four ASCII digits, so these conversions cannot fail or overflow.
        let numbers = parts.compactMap { Int($0) }
        guard numbers.count == parts.count, parts.dropFirst().allSatisfy({ $0.count <= 2 }),
            let day = CalendarDate(year: numbers[0], month: numbers.count > 1 ? numbers[1] : 1, day: numbers.count > 2 ? numbers[2] : 1)
        else { return nil }
        firstDay = day
        precision = [DatePrecision.year, .month, .day][numbers.count - 1]
    }

    /// The first instant of the period in `timeZone`: what the library stores as its time.
    public func start(in timeZone: TimeZone) -> Date {
        firstDay.start(in: timeZone)
    }

    /// The precision when it is coarser than a day, nil for a whole day: what a date from a file
    /// that normally gives days (Goodreads') stores beside its time, so its days read as before.
    public var partialPrecision: DatePrecision? {
        precision == .day ? nil : precision
    }

    /// `2022`, `2022-03` or `2022-03-16`.
    public var description: String { formatted(separator: "-") }

    /// As much of the date as is known, its parts joined by `separator`: `2022`, `2022/03` or
    /// `2022/03/16` with `/`, never a month or day that was not known.
    public func formatted(separator: String) -> String {
        let day = firstDay.formatted(separator: separator)
        return switch precision {
        case .year: String(day.prefix(4))
        case .month: String(day.prefix(4 + separator.count + 2))
        case .day: day
        }
    }
}
