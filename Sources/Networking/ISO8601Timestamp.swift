import Foundation

/// Reads the `fetchedAt` timestamps of cache entries. `DiskCache` writes them as
/// `YYYY-MM-DDTHH:MM:SSZ`, which is read here directly; anything else goes to Foundation's
/// ISO-8601 parser, exactly as JSONDecoder's `.iso8601` strategy read it. The direct path exists
/// because merely creating that parser costs over a million instructions per process, nearly a
/// tenth of a whole cached search.
enum ISO8601Timestamp {
    /// The date `text` denotes, or nil when it is not an ISO-8601 timestamp.
    static func date(from text: String) -> Date? {
        canonicalDate(from: text) ?? (try? Date.ISO8601FormatStyle().parse(text))
    }

    /// The date of a `YYYY-MM-DDTHH:MM:SSZ` timestamp whose fields are all in range; nil for any
    /// other text, including out-of-range fields (which Foundation's parser rolls over) and years
    /// before the Gregorian calendar (where Foundation's calendar turns Julian).
    static func canonicalDate(from text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "T"),
            bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"), bytes[19] == UInt8(ascii: "Z")
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
            year >= 1583, (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
            hour < 24, minute < 60, second < 60
        else { return nil }
        let seconds = daysSinceEpoch(year: year, month: month, day: day) * 86400 + hour * 3600 + minute * 60 + second
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 in the Gregorian calendar: years are counted from March, so the leap
    /// day falls at the end of the counted year, and 400-year eras repeat exactly.
    private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let marchYear = month <= 2 ? year - 1 : year
        let era = marchYear / 400
        let yearOfEra = marchYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
