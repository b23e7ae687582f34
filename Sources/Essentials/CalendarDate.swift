import Foundation

/// A day on the calendar with no time and no time zone, such as Goodreads' `Date Read`.
///
/// Goodreads records only the day. Storing it as a `Date` at 00:00 UTC would show as the previous
/// evening anywhere west of Greenwich, so the day is kept as a value of its own and turned into an
/// instant only when a time zone is known.
public struct CalendarDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The years a date may have: four digits, which every format shelf reads and writes holds.
    public static let years = 1...9999

    /// The year, in `years`.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int
    /// The day of the month, 1 to 31 depending on the month.
    public let day: Int

    static let secondsPerDay = 86_400
    /// 0001-01-01 and 9999-12-31 as days since 1970-01-01: the range of `years`.
    public static let representableDays = -719_162...2_932_896

    /// Makes a date from its parts; nil when there is no such day (2023-02-29, month 13, year 0).
    public init?(year: Int, month: Int, day: Int) {
        guard Self.years.contains(year), (1...12).contains(month),
            (1...Self.daysInMonth(month, of: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `2024/03/15` (Goodreads) or `2024-03-15` (ISO 8601); surrounding spaces are ignored and
    /// month and day may have one digit. Nil for anything else, including days that do not exist.
    public init?(parsing text: String) {
        let trimmed = text.trimmingWhitespace
        guard let day = trimmed.withContiguousUTF8(Self.init(parsingUTF8:)) else { return nil }
        self = day
    }

    /// `init(parsing:)` of text still in UTF-8 bytes, without surrounding spaces: a day stored in
    /// the library, read in place from its row.
    public init?(parsingUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        // Scanned as bytes: this runs twice per row of an import, and splitting Characters was slow.
        // The three parts are kept in place, with no array: one per day read cost more than the reading.
        var parts = (year: 0, month: 0)
        var partCount = 0
        var value = 0
        var digits = 0
        var separator: UInt8?
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard digits < 4 else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
            case UInt8(ascii: "/"), UInt8(ascii: "-"):
                guard separator == nil || separator == byte, digits > 0 else { return nil }
                switch partCount {
                case 0:
                    guard digits == 4 else { return nil }
                    parts.year = value
                case 1:
                    guard digits <= 2 else { return nil }
                    parts.month = value
                default:
                    return nil
                }
                separator = byte
                partCount += 1
                (value, digits) = (0, 0)
            default:
                return nil
            }
        }
        guard partCount == 2, (1...2).contains(digits) else { return nil }
        self.init(year: parts.year, month: parts.month, day: value)
    }

    /// The calendar day that `date` falls on in `timeZone`, for exporting a stored timestamp.
    /// Instants beyond the years 1-9999 give the nearest representable day.
    public init(_ date: Date, in timeZone: TimeZone) {
        let seconds = date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))
        let days = (seconds / Double(Self.secondsPerDay)).rounded(.down)
        let range = Self.representableDays
        // Clamped in Double first: converting an out-of-range or NaN Double to Int would trap.
        let clamped = days.isNaN ? 0 : min(max(days, Double(range.lowerBound)), Double(range.upperBound))
        self.init(daysSinceEpoch: Int(clamped))
    }

    /// The day `days` after 1970-01-01 (before it when negative), clamped to the years 1-9999:
    /// day numbers make counting and stepping through days plain integer arithmetic.
    public init(daysSinceEpoch days: Int) {
        let range = Self.representableDays
        (year, month, day) = Self.civil(fromDaysSinceEpoch: min(max(days, range.lowerBound), range.upperBound))
    }

    /// The day of the week, 1 for Monday to 7 for Sunday (ISO 8601).
    public var weekday: Int {
        // 1970-01-01 was a Thursday (4).
        let offset = (daysSinceEpoch + 3) % 7
        return (offset < 0 ? offset + 7 : offset) + 1
    }

    /// The instant this day starts in `timeZone` (its first second, even on a day whose midnight is
    /// skipped by a daylight-saving change, where it is the hour after).
    public func start(in timeZone: TimeZone) -> Date {
        let utcMidnight = Double(daysSinceEpoch * Self.secondsPerDay)
        // The zone's offset at UTC midnight is right except near a transition, so check it once more
        // at the candidate instant.
        let guess = utcMidnight - Double(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: utcMidnight)))
        let offset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: guess))
        return Date(timeIntervalSince1970: utcMidnight - Double(offset))
    }

    /// The ISO 8601 form, `2024-03-15`.
    public var description: String { formatted(separator: "-") }

    /// The date with four-digit year and two-digit month and day, joined by `separator`.
    public func formatted(separator: String) -> String {
        // Written in one go (`year` is in `years`, so four digits): joining five pieces cost a
        // list of read books more than the rest of its dates.
        let separatorCount = separator.utf8.count
        return String(unsafeUninitializedCapacity: 8 + 2 * separatorCount) { text in
            var place = 0
            func digits(_ value: Int, count: Int) {
                var power = count == 4 ? 1000 : 10
                while power > 0 {
                    text[place] = UInt8(ascii: "0") + UInt8(value / power % 10)
                    place += 1
                    power /= 10
                }
            }
            func separate() {
                for byte in separator.utf8 {
                    text[place] = byte
                    place += 1
                }
            }
            digits(year, count: 4)
            separate()
            digits(month, count: 2)
            separate()
            digits(day, count: 2)
            return place
        }
    }

    /// Earlier days sort first.
    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    static func daysInMonth(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private static func isLeapYear(_ year: Int) -> Bool {
        year.isMultiple(of: 4) && (!year.isMultiple(of: 100) || year.isMultiple(of: 400))
    }

    /// Days from 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's `days_from_civil`,
    /// with years counted from March so the leap day falls at the end of a year).
    public var daysSinceEpoch: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The inverse of `daysSinceEpoch` (Hinnant's `civil_from_days`), for any day: the whole-second
    /// timestamp writer uses it beyond `years` too.
    static func civil(fromDaysSinceEpoch days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
