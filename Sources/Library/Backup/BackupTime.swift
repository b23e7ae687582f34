import Foundation
internal import JSON

/// An instant in a backup: ISO 8601 in UTC with up to six fractional digits
/// (`2026-11-20T18:04:05.123456Z`), readable by people and by other tools.
///
/// Microseconds are what the stored seconds can hold for present-day dates, and writing a value
/// read back from this text gives the same text, which keeps export → import → export
/// byte-identical. An instant outside the years 1-9999 is written as plain seconds since 1970.
struct BackupTime: Encodable, Equatable {
    /// Seconds since 1970 in UTC, as the library stores them.
    let seconds: Double

    /// 0001-01-01T00:00:00Z and the first second after 9999-12-31, as seconds since 1970.
    private static let writable = -62_135_596_800.0 ..< 253_402_300_800.0
    private static let secondsPerDay = 86_400

    init(_ seconds: Double) {
        self.seconds = seconds
    }

    init?(_ seconds: Double?) {
        guard let seconds else { return nil }
        self.seconds = seconds
    }

    /// Reads either form the backup may hold: ISO text, or seconds for an instant the text
    /// cannot show. Errors carry an empty path; the field reading the time adds its name.
    init(json: JSONNode) throws(BackupError) {
        switch json {
        case .number(let number):
            // Years 1 to 9999 only: a time past them cannot be printed or scheduled from.
            guard (-62_135_596_800...253_402_300_799).contains(number) else {
                throw .invalidContent(path: "", problem: "\(number) is outside the years 1 to 9999")
            }
            seconds = number
        case .string(let text):
            guard let seconds = Self.parse(text) else {
                throw .invalidContent(path: "", problem: "\"\(text)\" is not a UTC time like 2026-11-20T18:04:05Z")
            }
            self.seconds = seconds
        default:
            throw .invalidContent(path: "", problem: "not text")
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let text = text {
            try container.encode(text)
        } else {
            try container.encode(seconds)
        }
    }

    /// The ISO 8601 text, or nil when the instant is outside the years 1-9999 (or not a number).
    var text: String? {
        guard Self.writable.contains(seconds) else { return nil }
        var whole = Int(seconds.rounded(.down))
        var micros = Int(((seconds - seconds.rounded(.down)) * 1_000_000).rounded())
        if micros == 1_000_000 {
            whole += 1
            micros = 0
        }
        let days = (whole - (whole % Self.secondsPerDay + Self.secondsPerDay) % Self.secondsPerDay) / Self.secondsPerDay
        let secondOfDay = whole - days * Self.secondsPerDay
        let day = CalendarDate(Date(timeIntervalSince1970: Double(days * Self.secondsPerDay)), in: .gmt)
        var result = day.description + "T" + Self.twoDigits(secondOfDay / 3600) + ":"
            + Self.twoDigits(secondOfDay / 60 % 60) + ":" + Self.twoDigits(secondOfDay % 60)
        if micros > 0 {
            var fraction = String(micros)
            fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
            result += "." + fraction
        }
        return result + "Z"
    }

    /// Reads `yyyy-MM-ddTHH:mm:ss[.ffffff]Z`.
    static func parse(_ text: String) -> Double? {
        let parts = text.split(separator: "T", omittingEmptySubsequences: false)
        guard parts.count == 2, let day = CalendarDate(parsing: String(parts[0])),
            parts[0].count == 10, parts[1].hasSuffix("Z")
        else { return nil }
        let clock = parts[1].dropLast()
        let pieces = clock.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(pieces.count) else { return nil }
        let fields = pieces[0].split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count == 3, fields.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCIIDigit) }),
            let hour = Int(fields[0]), let minute = Int(fields[1]), let second = Int(fields[2]),
            hour < 24, minute < 60, second < 60
        else { return nil }
        var fraction = 0.0
        if pieces.count == 2 {
            let digits = pieces[1]
            guard (1...9).contains(digits.count), digits.allSatisfy(\.isASCIIDigit), let value = Int(digits) else {
                return nil
            }
            fraction = Double(value) / pow(10, Double(digits.count))
        }
        let midnight = day.start(in: .gmt).timeIntervalSince1970
        return midnight + Double(hour * 3600 + minute * 60 + second) + fraction
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}
