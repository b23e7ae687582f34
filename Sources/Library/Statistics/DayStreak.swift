/// Runs of consecutive local days with something done: pages read, or words studied.
public struct DayStreak: Equatable, Sendable {
    /// The days of the period in the run ending today, or yesterday when nothing is done today
    /// yet (the streak is alive until a whole day passes without it); 0 when neither day counts,
    /// or the period ended before the run began. Never more than `longest`.
    public let current: Int
    /// The longest run inside the period.
    public let longest: Int

    /// The streaks over `days` (day numbers that count, in any order), the longest counted
    /// within `period` (day numbers, both ends included) and the current one as of `today`.
    init(days: some Collection<Int>, period: ClosedRange<Int>, today: Int) {
        let set = Set(days)
        let end = set.contains(today) ? today : today - 1
        var day = end
        while set.contains(day) {
            day -= 1
        }
        self.init(currentRun: day < end ? (day + 1)...end : nil, days: set, period: period)
    }

    /// The streaks when the current run (its days, if there is one) is known already: `days`
    /// need only hold the period's.
    init(currentRun: ClosedRange<Int>?, days: Set<Int>, period: ClosedRange<Int>) {
        var longest = 0
        var run = 0
        var previous: Int?
        for day in days.filter(period.contains).sorted() {
            run = previous == day - 1 ? run + 1 : 1
            longest = max(longest, run)
            previous = day
        }
        current = currentRun.map { $0.overlaps(period) ? $0.clamped(to: period).count : 0 } ?? 0
        self.longest = longest
    }
}
