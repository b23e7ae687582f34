internal import Essentials
import Foundation
internal import JSON

/// An instant in a backup: ISO 8601 in UTC with up to six fractional digits
/// (`2026-11-20T18:04:05.123456Z`), readable by people and by other tools.
///
/// Microseconds are what the stored seconds can hold for present-day dates, and writing a value
/// read back from this text gives the same text, which keeps export → import → export
/// byte-identical. An instant outside the years 1-9999 is written as plain seconds since 1970.
struct BackupTime: Equatable {
    /// Seconds since 1970 in UTC, as the library stores them.
    let seconds: Double

    init(_ seconds: Double) {
        self.seconds = seconds
    }

    init?(_ seconds: Double?) {
        guard let seconds else { return nil }
        self.seconds = seconds
    }

    /// Reads either form the backup may hold: ISO text, or seconds for an instant the text
    /// cannot show. Errors carry an empty path; the field reading the time adds its name.
    init(json: JSONNode) throws(JSONFieldError) {
        switch json {
        case .number(let number):
            // Years 1 to 9999 only: a time past them cannot be printed or scheduled from.
            let range = UTCTimestamp.preciseRange
            guard range.lowerBound <= number, number <= range.upperBound - 1 else {
                throw JSONFieldError("\(number) is outside the years 1 to 9999")
            }
            seconds = number
        case .string(let text):
            guard let seconds = Self.parse(text) else {
                throw JSONFieldError("\"\(text)\" is not a UTC time like 2026-11-20T18:04:05Z")
            }
            self.seconds = seconds
        default:
            throw JSONFieldError("not text")
        }
    }

    /// The text, or the seconds for an instant the text cannot show.
    var json: JSONValue { text.map { .string($0) } ?? .double(seconds) }

    /// The ISO 8601 text, or nil when the instant is outside the years 1-9999 (or not a number).
    var text: String? { UTCTimestamp.preciseText(seconds: seconds) }

    /// Reads `yyyy-MM-ddTHH:mm:ss[.fffffffff]Z` (`UTCTimestamp.seconds(parsing:)`).
    static func parse(_ text: String) -> Double? { UTCTimestamp.seconds(parsing: text) }
}

extension JSONFields {
    /// A backup time (`BackupTime(json:)`).
    func time(_ key: String) throws(JSONFieldError) -> BackupTime { try value(key, BackupTime.init(json:)) }
    /// A backup time, or nil when absent or null.
    func optionalTime(_ key: String) throws(JSONFieldError) -> BackupTime? { try optionalValue(key, BackupTime.init(json:)) }
}
