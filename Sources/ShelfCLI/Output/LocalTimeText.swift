import Essentials
import Foundation
import Library

/// Times as people read them, in the local time zone, through the C library's `localtime_r`: it
/// reads `TZ` and the system zone directly, where Foundation's time zone first loads ICU's data,
/// which cost a short command like `shelf log` a fifth of its time.
enum LocalTimeText {
    /// `2026-11-20 18:04`.
    static func minute(_ date: Date) -> String {
        let parts = fields(of: date)
        return day(from: parts) + " " + fixedDigits(Int(parts.tm_hour), ":", Int(parts.tm_min))
    }

    /// `2026-11-20` for a local midnight (a time typed as a date), else `2026-11-20 18:04`.
    static func dayOrMinute(_ date: Date) -> String {
        let parts = fields(of: date)
        return parts.tm_hour == 0 && parts.tm_min == 0 && parts.tm_sec == 0 ? day(from: parts) : minute(date)
    }

    /// `2026-11-20`.
    static func day(_ date: Date) -> String {
        day(from: fields(of: date))
    }

    /// A time known only as far as `precision`: `2022`, `2022-03` or `2022-03-16` for a date
    /// imported as a year, month or day (stored as the first instant of that period), else
    /// `2026-11-20 18:04`.
    static func time(_ date: Date, knownTo precision: DatePrecision?) -> String {
        precision == nil ? minute(date) : day(date, knownTo: precision)
    }

    /// A time as `time(_:knownTo:)` shows it, unless it was imported as the calendar day `day`
    /// (Goodreads' `2022/01/01`, StoryGraph's `2022/03`): then that day, as far as it is known,
    /// which is the same in every time zone wherever the stored instant falls.
    static func time(_ date: Date, knownTo precision: DatePrecision?, on day: CalendarDate?) -> String {
        guard let day else { return time(date, knownTo: precision) }
        return PartialDate(firstDay: day, precision: precision ?? .day).description
    }

    /// The day `day(_:knownTo:)` shows, unless the time was imported as the calendar day `day`:
    /// then that day, as far as it is known, in every time zone.
    static func day(_ date: Date, knownTo precision: DatePrecision?, on day: CalendarDate?) -> String {
        guard let day else { return self.day(date, knownTo: precision) }
        return PartialDate(firstDay: day, precision: precision ?? .day).description
    }

    /// The day of a time (`2026-11-20`), or as much of it as is known: `2022` or `2022-03` for a
    /// date imported as a year or month.
    static func day(_ date: Date, knownTo precision: DatePrecision?) -> String {
        let day = day(from: fields(of: date))
        switch precision ?? .day {
        case .year: return String(day.dropLast(6))
        case .month: return String(day.dropLast(3))
        case .day: return day
        }
    }

    private static func day(from parts: tm) -> String {
        let year = Int(parts.tm_year) + 1900
        let month = Int(parts.tm_mon) + 1
        let day = Int(parts.tm_mday)
        // A local time of the first or last instants shelf stores may fall in year 0 or 10000.
        guard (0...9999).contains(year) else { return String(year) + "-" + fixedDigits(month, "-", day) }
        // Written in one go: ten bytes fit a string without an allocation, and joining pieces
        // cost more than the rest of a list line.
        return String(unsafeUninitializedCapacity: 10) { text in
            func twoDigits(_ value: Int, at place: Int) {
                text[place] = UInt8(ascii: "0") + UInt8(value / 10 % 10)
                text[place + 1] = UInt8(ascii: "0") + UInt8(value % 10)
            }
            twoDigits(year / 100, at: 0)
            twoDigits(year % 100, at: 2)
            text[4] = UInt8(ascii: "-")
            twoDigits(month, at: 5)
            text[7] = UInt8(ascii: "-")
            twoDigits(day, at: 8)
            return 10
        }
    }

    private static func fields(of date: Date) -> tm {
        // Clamped to the years 1-9999 first: converting a huge Double to time_t would trap.
        let seconds = date.timeIntervalSince1970
        let years = UTCTimestamp.preciseRange
        let clamped = seconds.isFinite ? min(max(seconds, years.lowerBound), years.upperBound - 1) : 0
        var time = time_t(clamped.rounded(.down))
        var parts = tm()
        localtime_r(&time, &parts)
        return parts
    }

    /// Two numbers from 0 to 99 as two digits each, joined by `separator` (`11-20`, `18:04`),
    /// written into one string: a long list prints thousands of dates, and a string per number
    /// joined cost more than the rest of a list line.
    private static func fixedDigits(_ first: Int, _ separator: Unicode.Scalar, _ second: Int) -> String {
        String(unsafeUninitializedCapacity: 5) { text in
            text[0] = UInt8(ascii: "0") + UInt8(first / 10 % 10)
            text[1] = UInt8(ascii: "0") + UInt8(first % 10)
            text[2] = UInt8(ascii: separator)
            text[3] = UInt8(ascii: "0") + UInt8(second / 10 % 10)
            text[4] = UInt8(ascii: "0") + UInt8(second % 10)
            return 5
        }
    }
}
