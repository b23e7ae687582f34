internal import Essentials
import Foundation

/// Remembers, in the cache folder, that Google Books said its daily quota is used up, so every
/// shelf command for the rest of that quota day goes straight to the fallback instead of asking
/// again (and the reader is told how to set an API key once, not on every command). Google's
/// daily quotas start over at midnight Pacific time.
struct DailyQuotaPause {
    /// The file holding the end of the pause as an ISO-8601 time; it is not a cache entry, so
    /// `prune` leaves it, while `cache clear` ends the pause.
    let file: URL

    /// The pause file in `cacheDirectory`.
    init(cacheDirectory: URL) {
        file = cacheDirectory.appendingPathComponent("googlebooks-daily-quota-used-up")
    }

    /// True when a pause recorded earlier lasts past `now`. An unreadable or damaged file is no pause.
    func isActive(at now: Date) -> Bool {
        guard let data = FileManager.default.contents(atPath: file.path),
            let until = UTCTimestamp.date(fromAnyISO8601: Whitespace.trimmed(String(decoding: data, as: UTF8.self), newlines: true))
        else { return false }
        // A pause longer than a quota day can only come from a wrong clock; it must not last for ever.
        return now < until && until.timeIntervalSince(now) <= 86400
    }

    /// Records a pause from `now` to the end of the quota day. A failed write only means the next
    /// command asks Google again.
    func begin(at now: Date) {
        let until = Self.endOfQuotaDay(after: now)
        // The cache folder may not exist yet when Google refuses the very first request.
        try? PrivateDirectory.create(file.deletingLastPathComponent())
        try? AtomicFile.write(to: file.path) { write in try write(Array((UTCTimestamp.text(until) + "\n").utf8)) }
    }

    /// Ends the pause, so the next command asks Google again.
    func end() {
        try? FileManager.default.removeItem(at: file)
    }

    /// The next midnight in Google's quota time zone (US Pacific, with its daylight saving time).
    static func endOfQuotaDay(after now: Date) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "America/Los_Angeles") ?? TimeZone(secondsFromGMT: -8 * 3600) ?? .current
        let start = calendar.startOfDay(for: now)
        return calendar.date(byAdding: .day, value: 1, to: start) ?? now.addingTimeInterval(86400)
    }
}
