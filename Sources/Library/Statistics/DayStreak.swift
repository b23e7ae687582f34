/// Runs of consecutive local days with something done: pages read, or words studied.
public struct DayStreak: Equatable, Sendable {
    /// The run ending today, or yesterday when nothing is done today yet (the streak is alive
    /// until a whole day passes without it); 0 when neither day counts.
    public let current: Int
    /// The longest run inside the period.
    public let longest: Int

    /// The streaks over `days` (day numbers that count, in any order), the longest counted
    /// within `period` (day numbers, both ends included) and the current one as of `today`.
    init(days: some Collection<Int>, period: ClosedRange<Int>, today: Int) {
        let set = Set(days)
        var day = set.contains(today) ? today : today - 1
        var current = 0
        while set.contains(day) {
            current += 1
            day -= 1
        }
        self.init(current: current, days: set, period: period)
    }

    /// The streaks when the current one is known already: `days` need only hold the period's.
    init(current: Int, days: Set<Int>, period: ClosedRange<Int>) {
        var longest = 0
        var run = 0
        var previous: Int?
        for day in days.filter(period.contains).sorted() {
            run = previous == day - 1 ? run + 1 : 1
            longest = max(longest, run)
            previous = day
        }
        self.current = current
        self.longest = longest
    }
}
