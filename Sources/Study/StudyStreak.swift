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
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let reviewDays = Set(reviews.map { calendar.startOfDay(for: $0) })
        let today = calendar.startOfDay(for: now)
        includesToday = reviewDays.contains(today)

        // Stepping back a day is re-anchored at that day's start: where a DST change skips
        // midnight, a day can start at 01:00 and "24 hours earlier" would miss the previous start.
        let dayBefore = { (day: Date) in calendar.date(byAdding: .day, value: -1, to: day).map(calendar.startOfDay(for:)) }
        var day = includesToday ? today : dayBefore(today)
        var count = 0
        while let current = day, reviewDays.contains(current) {
            count += 1
            day = dayBefore(current)
        }
        days = count
    }
}
