import Foundation

/// The reader's run of consecutive days with at least one review, counted in local days.
/// A streak is still alive on a day with no review yet: it then ends yesterday, and only breaks
/// once a whole local day passes without a review.
public struct StudyStreak: Equatable, Sendable {
    /// The number of consecutive local days with a review, ending today or yesterday; 0 when
    /// there was no review on either.
    public let days: Int
    /// Whether today already has a review (so the streak is safe for today).
    public let includesToday: Bool

    /// Counts the streak from review timestamps, "now" and the reader's time zone. Reviews on
    /// later days than today are ignored.
    public init(reviews: some Sequence<Date>, now: Date, timeZone: TimeZone) {
        let reviewDays = Set(reviews.compactMap { Self.localDayNumber(of: $0, in: timeZone) })
        guard let today = Self.localDayNumber(of: now, in: timeZone) else {
            self.init(days: 0, includesToday: false)
            return
        }
        let includesToday = reviewDays.contains(today)
        var day = includesToday ? today : today - 1
        var count = 0
        while reviewDays.contains(day) {
            count += 1
            day -= 1
        }
        self.init(days: count, includesToday: includesToday)
    }

    private init(days: Int, includesToday: Bool) {
        self.days = days
        self.includesToday = includesToday
    }

    /// The local calendar date of `date` as a day count since 1970-01-01: the wall-clock time
    /// in the zone, divided into days. Consecutive local dates are consecutive numbers whatever
    /// the length of the days in between (23 or 25 hours at DST changes), and it is much cheaper
    /// than asking a `Calendar` for the start of each day. Nil for a non-finite date.
    static func localDayNumber(of date: Date, in timeZone: TimeZone) -> Int? {
        let localSeconds = date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))
        let day = (localSeconds / 86_400).rounded(.down)
        guard day.isFinite, abs(day) < 1e12 else { return nil }
        return Int(day)
    }
}
