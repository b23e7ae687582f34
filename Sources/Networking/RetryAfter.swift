internal import Essentials
import Foundation

/// Parses the `Retry-After` header, which is either a number of seconds or an HTTP-date
/// (RFC 9110 §10.2.3), into a delay from `now`.
enum RetryAfter {
    /// The delay the header asks for, zero for a date in the past, nil when it does not parse.
    static func delay(from header: String, now: Date) -> TimeInterval? {
        let text = Whitespace.trimmed(header, newlines: false)
        if let seconds = Int(text) { return seconds >= 0 ? TimeInterval(seconds) : nil }
        for format in formats {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "GMT")
            formatter.dateFormat = format
            if let date = formatter.date(from: text) { return max(0, date.timeIntervalSince(now)) }
        }
        return nil
    }

    /// IMF-fixdate, then the obsolete RFC 850 and asctime forms that recipients must accept.
    private static let formats = [
        "EEE, dd MMM yyyy HH:mm:ss zzz",
        "EEEE, dd-MMM-yy HH:mm:ss zzz",
        "EEE MMM d HH:mm:ss yyyy",
    ]
}
