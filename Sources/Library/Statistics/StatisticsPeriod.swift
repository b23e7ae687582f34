public import Essentials

/// The days statistics cover, both ends included, in the reader's calendar. An open end reaches
/// the first or last day anything was recorded (`--all`).
public struct StatisticsPeriod: Equatable, Sendable {
    /// The first day counted; nil for the earliest day anything was recorded.
    public let first: CalendarDate?
    /// The last day counted; nil for today or the latest day anything was recorded.
    public let last: CalendarDate?

    /// Every day the library has a record of.
    public static let all = StatisticsPeriod(uncheckedFirst: nil, last: nil)

    /// The days from `first` to `last`; nil when `first` comes after `last`.
    public init?(first: CalendarDate?, last: CalendarDate?) {
        if let first, let last, first > last { return nil }
        self.init(uncheckedFirst: first, last: last)
    }

    /// The calendar year `year`; nil outside the years 1-9999.
    public static func year(_ year: Int) -> StatisticsPeriod? {
        guard let first = CalendarDate(year: year, month: 1, day: 1),
            let last = CalendarDate(year: year, month: 12, day: 31)
        else { return nil }
        return StatisticsPeriod(uncheckedFirst: first, last: last)
    }

    private init(uncheckedFirst first: CalendarDate?, last: CalendarDate?) {
        self.first = first
        self.last = last
    }

    /// The one calendar year this period is exactly, if it is one: goals are kept per year.
    public var year: Int? {
        guard let first, let last, first.month == 1, first.day == 1, last.year == first.year, last.month == 12,
            last.day == 31
        else { return nil }
        return first.year
    }
}
