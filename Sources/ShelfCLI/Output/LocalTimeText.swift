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
        return day(from: parts) + " " + digits(Int(parts.tm_hour), count: 2) + ":" + digits(Int(parts.tm_min), count: 2)
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
        let yearText = year >= 0 ? digits(year, count: 4) : String(year)
        return yearText + "-" + digits(Int(parts.tm_mon) + 1, count: 2) + "-" + digits(Int(parts.tm_mday), count: 2)
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

    /// `number` (not negative) with leading zeros to `count` digits.
    private static func digits(_ number: Int, count: Int) -> String {
        let text = String(number)
        return text.count < count ? String(repeating: "0", count: count - text.count) + text : text
    }
}
