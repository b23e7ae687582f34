import Foundation

/// UTC instants as ISO 8601 text, `2026-11-20T18:04:05Z`: the one reader and writer of every
/// timestamp shelf prints or stores (`--json`, backups, cache entries, messages).
///
/// Text is read and written as bytes at fixed places, on the proleptic Gregorian calendar of
/// `CalendarDate`. Foundation's formatters cost over a million instructions to create and turn
/// Julian before October 1582; splitting the text into Characters took 45 % of the instructions
/// of importing a backup with 200,000 times.
public enum UTCTimestamp {
    /// `2026-11-20T18:04:05Z`: whole seconds, rounded down. Years beyond 1-9999 get more digits or
    /// a minus sign rather than being clamped, and an instant no calendar reaches (NaN, ±infinity,
    /// past a trillion years) is written as the nearest one that is.
    public static func text(_ date: Date) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(20)
        append(date, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text(date)` to `bytes` as UTF-8, for output built as bytes (a long `--json` list)
    /// without making a String of each time.
    public static func append(_ date: Date, to bytes: inout [UInt8]) {
        let seconds = date.timeIntervalSince1970
        let whole = seconds.isNaN ? 0 : Int(min(max(seconds.rounded(.down), -Self.writableLimit), Self.writableLimit))
        appendWholeSeconds(whole, to: &bytes)
        bytes.append(UInt8(ascii: "Z"))
    }

    /// `2026-11-20T18:04:05.123456Z`: microseconds, rounded, with trailing zeros (and a bare `.`)
    /// left out, so reading the text back and writing it again gives the same text. Nil when the
    /// instant is outside the years of `CalendarDate` (or not a number).
    public static func preciseText(seconds: Double) -> String? {
        guard Self.preciseRange.contains(seconds) else { return nil }
        var whole = Int(seconds.rounded(.down))
        var micros = Int(((seconds - seconds.rounded(.down)) * 1_000_000).rounded())
        if micros == 1_000_000 {
            whole += 1
            micros = 0
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(27)
        appendWholeSeconds(whole, to: &bytes)
        if micros > 0 {
            bytes.append(UInt8(ascii: "."))
            var digits = 6
            while micros % 10 == 0 {
                micros /= 10
                digits -= 1
            }
            appendDigits(micros, width: digits, to: &bytes)
        }
        bytes.append(UInt8(ascii: "Z"))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Reads `yyyy-MM-ddTHH:mm:ss[.fffffffff]Z` (up to nine fractional digits) as seconds since
    /// 1970. The day is read by `CalendarDate(parsing:)`, with its rules. Nil for anything else.
    public static func seconds(parsing text: String) -> Double? {
        guard let separator = text.utf8.firstIndex(of: UInt8(ascii: "T")) else { return nil }
        let dayText = text[..<separator]
        guard dayText.count == 10, let day = CalendarDate(parsing: String(dayText)) else { return nil }
        // `HH:mm:ss`, then `.` and 1-9 digits or nothing, then `Z`.
        let clock = Array(text.utf8[text.utf8.index(after: separator)...])
        guard clock.count >= 9, clock.last == UInt8(ascii: "Z"), clock[2] == UInt8(ascii: ":"), clock[5] == UInt8(ascii: ":"),
            let hour = digits(clock[0..<2]), let minute = digits(clock[3..<5]), let second = digits(clock[6..<8]),
            hour < 24, minute < 60, second < 60
        else { return nil }
        let end = clock.count - 1
        var fraction = 0.0
        if end > 8 {
            guard clock[8] == UInt8(ascii: "."), (1...9).contains(end - 9), let value = digits(clock[9..<end]) else {
                return nil
            }
            fraction = Double(value) / pow(10, Double(end - 9))
        }
        let midnight = Double(day.daysSinceEpoch * CalendarDate.secondsPerDay)
        return midnight + Double(hour * 3600 + minute * 60 + second) + fraction
    }

    /// Reads any ISO 8601 form Foundation's parser reads (offsets such as `+02:00`, fractions),
    /// with the same result: the canonical `YYYY-MM-DDTHH:MM:SSZ` of a Gregorian year (1583 on)
    /// is read here directly, everything else by Foundation. For text other programs may have
    /// written, where agreeing with Foundation matters more than speed.
    public static func date(fromAnyISO8601 text: String) -> Date? {
        canonicalDate(from: text) ?? (try? Date.ISO8601FormatStyle().parse(text))
    }

    /// The date of a `YYYY-MM-DDTHH:MM:SSZ` timestamp whose fields are all in range; nil for any
    /// other text, including years before the Gregorian calendar (where Foundation's turns Julian).
    public static func canonicalDate(from text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            let year = digits(bytes[0..<4]), year >= 1583, digits(bytes[5..<7]) != nil, digits(bytes[8..<10]) != nil,
            let seconds = seconds(parsing: text)
        else { return nil }
        return Date(timeIntervalSince1970: seconds)
    }

    /// 0001-01-01T00:00:00Z up to the first second after 9999-12-31 (the years of `CalendarDate`),
    /// as seconds since 1970: the instants `preciseText` can write.
    public static let preciseRange =
        Double(CalendarDate.representableDays.lowerBound * CalendarDate.secondsPerDay)
        ..< Double((CalendarDate.representableDays.upperBound + 1) * CalendarDate.secondsPerDay)

    // MARK: - Writing

    /// About 31,700 years either way: far past any real date, well inside `Int`.
    private static let writableLimit = 1e12

    /// `yyyy-MM-ddTHH:mm:ss` of `whole` seconds since 1970.
    private static func appendWholeSeconds(_ whole: Int, to bytes: inout [UInt8]) {
        let perDay = CalendarDate.secondsPerDay
        let days = (whole - (whole % perDay + perDay) % perDay) / perDay
        let secondOfDay = whole - days * perDay
        let (year, month, day) = CalendarDate.civil(fromDaysSinceEpoch: days)
        if year < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(abs(year), width: 4, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        appendDigits(month, width: 2, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        appendDigits(day, width: 2, to: &bytes)
        bytes.append(UInt8(ascii: "T"))
        appendDigits(secondOfDay / 3600, width: 2, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        appendDigits(secondOfDay / 60 % 60, width: 2, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        appendDigits(secondOfDay % 60, width: 2, to: &bytes)
    }

    /// The decimal digits of `value` (not negative), zero-padded on the left to `width`.
    private static func appendDigits(_ value: Int, width: Int, to bytes: inout [UInt8]) {
        // Counted first and written from the highest digit down, straight into `bytes`: a buffer
        // of digits per field cost more than the rest of writing a time.
        var count = 1
        var power = 1
        while value / power >= 10 {
            power *= 10
            count += 1
        }
        for _ in count..<max(width, count) { bytes.append(UInt8(ascii: "0")) }
        var rest = value
        while power > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / power))
            rest %= power
            power /= 10
        }
    }

    // MARK: - Reading

    /// The value of a run of ASCII digits (at most 9, so it cannot overflow); nil if any byte is not one.
    private static func digits(_ bytes: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in bytes {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
