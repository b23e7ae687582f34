import Foundation

/// Times as people read them, in the local time zone, through the C library's `localtime_r`: it
/// reads `TZ` and the system zone directly, where Foundation's time zone first loads ICU's data,
/// which cost a short command like `shelf log` a fifth of its time.
enum LocalTimeText {
    /// `2026-11-20 18:04`.
    static func minute(_ date: Date) -> String {
        let parts = fields(of: date)
        return "\(day(from: parts)) \(twoDigits(Int(parts.tm_hour))):\(twoDigits(Int(parts.tm_min)))"
    }

    /// `2026-11-20`.
    static func day(_ date: Date) -> String {
        day(from: fields(of: date))
    }

    private static func day(from parts: tm) -> String {
        let year = Int(parts.tm_year) + 1900
        let yearText = year >= 0 && year < 1000 ? String(repeating: "0", count: 4 - String(year).count) + String(year) : String(year)
        return "\(yearText)-\(twoDigits(Int(parts.tm_mon) + 1))-\(twoDigits(Int(parts.tm_mday)))"
    }

    private static func fields(of date: Date) -> tm {
        // Clamped to the years 1-9999 first: converting a huge Double to time_t would trap.
        let seconds = date.timeIntervalSince1970
        let clamped = seconds.isFinite ? min(max(seconds, -62_135_596_800), 253_402_300_799) : 0
        var time = time_t(clamped.rounded(.down))
        var parts = tm()
        localtime_r(&time, &parts)
        return parts
    }

    private static func twoDigits(_ number: Int) -> String {
        number < 10 ? "0\(number)" : "\(number)"
    }
}
