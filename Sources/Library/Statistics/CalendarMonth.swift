public import Essentials

/// A month of a year, the unit of statistics' month bars.
public struct CalendarMonth: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, 1 to 9999.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int

    /// The month `day` falls in.
    public init(_ day: CalendarDate) {
        year = day.year
        month = day.month
    }

    /// The month after this one.
    public var next: CalendarMonth {
        month == 12 ? CalendarMonth(year: year + 1, month: 1) : CalendarMonth(year: year, month: month + 1)
    }

    private init(year: Int, month: Int) {
        self.year = year
        self.month = month
    }

    /// `2026-03`, as `--json` writes it.
    public var description: String {
        let yearText = String(year)
        return String(repeating: "0", count: max(0, 4 - yearText.count)) + yearText + (month < 10 ? "-0" : "-") + String(month)
    }

    /// Earlier months sort first.
    public static func < (lhs: CalendarMonth, rhs: CalendarMonth) -> Bool {
        (lhs.year, lhs.month) < (rhs.year, rhs.month)
    }
}
