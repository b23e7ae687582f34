import Essentials
import Foundation

/// Reads the times users and `SHELF_NOW` give: a date (`2026-11-20`, midnight local time), a
/// local date and time (`2026-11-20T18:04`, `2026-11-20 18:04:05`), or full ISO-8601 with `Z` or an
/// offset, with or without fractional seconds.
struct TimeParser {
    /// The zone for times written without one; asked for only when such a time is parsed.
    var timeZone: () -> TimeZone

    /// The forms named above, digit for digit: a date, then optionally a time to the minute or
    /// second (with a fraction), then optionally `Z` or an offset. Captured: the date, the hours
    /// and minutes, the seconds with their colon, the zone.
    private nonisolated(unsafe) static let documentedForm =
        /([0-9]{4}-[0-9]{2}-[0-9]{2})(?:[T ]([0-9]{2}:[0-9]{2})(:[0-9]{2}(?:\.[0-9]+)?)?(Z|[+-][0-9]{2}:?[0-9]{2})?)?/

    func parse(_ text: String) -> Date? {
        let given = Whitespace.trimmed(text, newlines: false)
        // The UTC form SHELF_NOW holds in every test and script is read directly: the regex and
        // Foundation's formatters below cost a command some ten million instructions.
        if let date = UTCTimestamp.canonicalDate(from: given) { return date }
        let trimmed = Self.withCapitalSeparators(given)
        // Foundation's formatters read more than they are given (`2026/11/20` as a date, even
        // when not lenient); only the documented forms pass on to them.
        guard let form = trimmed.wholeMatch(of: Self.documentedForm)?.output,
            CalendarDate(parsing: String(form.1)) != nil, Self.isClockTime(minute: form.2, second: form.3)
        else { return nil }
        if let minute = form.2, let zone = form.4 {
            guard Self.isRealOffset(zone) else { return nil }
            // Foundation reads a zoned time only with a T and with seconds.
            let zonedText = "\(form.1)T\(minute)\(form.3 ?? ":00")\(zone)"
            let zoned = ISO8601DateFormatter()
            zoned.formatOptions = form.3?.contains(".") == true
                ? [.withInternetDateTime, .withFractionalSeconds] : [.withInternetDateTime]
            return zoned.date(from: zonedText)
        }
        for pattern in ["yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd HH:mm:ss", "yyyy-MM-dd HH:mm", "yyyy-MM-dd"] {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.calendar = Calendar(identifier: .gregorian)
            formatter.timeZone = timeZone()
            formatter.isLenient = false
            formatter.dateFormat = pattern
            if let date = formatter.date(from: trimmed) { return date }
        }
        return nil
    }

    /// `text` with a `t` or `z` written as `T` or `Z`: RFC 3339 allows both in lower case, and
    /// no other letter is in any form read here.
    private static func withCapitalSeparators(_ text: String) -> String {
        text.contains(where: { $0 == "t" || $0 == "z" }) ? text.replacing("t", with: "T").replacing("z", with: "Z") : text
    }

    /// True for `Z` and for offsets clocks use, up to 14 hours (Kiribati) with minutes under 60:
    /// Foundation reads `+25:00` as a day and an hour.
    private static func isRealOffset(_ zone: Substring) -> Bool {
        let digits = zone.filter(\.isNumber).compactMap(\.wholeNumberValue)
        guard digits.count == 4 else { return zone == "Z" }
        let minutes = digits[2] * 10 + digits[3]
        return minutes < 60 && (digits[0] * 10 + digits[1]) * 60 + minutes <= 14 * 60
    }

    /// True when `HH:mm` and `:ss` (with any fraction), each when given, name a time on a clock:
    /// Foundation's ISO 8601 reader rolls 24:30 and 2026-02-30 over into the next day or month.
    private static func isClockTime(minute: Substring?, second: Substring?) -> Bool {
        if let minute {
            let parts = minute.split(separator: ":").compactMap { Int($0) }
            guard parts.count == 2, parts[0] < 24, parts[1] < 60 else { return false }
        }
        if let second {
            guard let whole = Int(second.dropFirst().prefix(2)), whole < 60 else { return false }
        }
        return true
    }

    /// For a local date and time that names no moment in the zone because its clocks skip it
    /// (02:30 on the night they go forward), the same time with the UTC offset in force before
    /// the change (`2026-03-08T02:30:00-05:00`), which names one; nil for any other text. The message
    /// can then say what happened rather than call a real date and time malformed.
    func skippedTimeWithOffset(_ text: String) -> String? {
        let trimmed = Self.withCapitalSeparators(Whitespace.trimmed(text, newlines: false))
        guard parse(trimmed) == nil, let asUTC = TimeParser(timeZone: { .gmt }).parse(trimmed) else { return nil }
        let parts = trimmed.split(whereSeparator: { $0 == "T" || $0 == " " })
        guard let day = parts.first else { return nil }
        // Written with its seconds, as the messages show the zoned form.
        let time = parts.count > 1 ? (parts[1].count == 5 ? parts[1] + ":00" : String(parts[1])) : "00:00:00"
        // A day earlier the offset before the change is in force (no zone changes twice a day).
        let offset = timeZone().secondsFromGMT(for: asUTC.addingTimeInterval(-86_400))
        let minutes = abs(offset) / 60
        let hours = minutes / 60 < 10 ? "0\(minutes / 60)" : "\(minutes / 60)"
        let rest = minutes % 60 < 10 ? "0\(minutes % 60)" : "\(minutes % 60)"
        return "\(day)T\(time)\(offset < 0 ? "-" : "+")\(hours):\(rest)"
    }
}
