public import Essentials

/// How a year's goal stands on a given day: what is done, how far that is ahead of (or behind)
/// an even pace through the year, and what each remaining week needs to make it.
public struct GoalProgress: Equatable, Sendable {
    /// The goal.
    public let goal: ReadingGoal
    /// Read-throughs finished in the year so far.
    public let booksDone: Int
    /// Pages read in the year so far.
    public let pagesDone: Int
    /// Books done minus what an even pace would have by the end of `today`; negative when behind.
    public let booksAhead: Double
    /// The same for pages; nil without a pages goal.
    public let pagesAhead: Double?
    /// Books a week needed from tomorrow to the year's end to make the goal (0 once made; all
    /// that is left on the year's last day); nil once the year is over, when no day is left.
    public let booksPerWeekNeeded: Double?
    /// Pages a week needed likewise; nil without a pages goal, or once the year is over.
    public let pagesPerWeekNeeded: Double?

    /// The standing of `goal` with `booksDone` and `pagesDone` at the end of `today`. A day before
    /// the year counts none of it gone, a day after it all of it.
    public init(goal: ReadingGoal, booksDone: Int, pagesDone: Int, today: CalendarDate) {
        self.goal = goal
        self.booksDone = booksDone
        self.pagesDone = pagesDone
        let first = CalendarDate(year: goal.year, month: 1, day: 1)?.daysSinceEpoch ?? 0
        let last = CalendarDate(year: goal.year, month: 12, day: 31)?.daysSinceEpoch ?? 0
        let yearDays = Double(last - first + 1)
        let gone = Double(min(max(today.daysSinceEpoch - first + 1, 0), last - first + 1))
        let weeksLeft = (yearDays - gone) / 7
        func ahead(_ done: Int, _ target: Int) -> Double { Double(done) - Double(target) * gone / yearDays }
        let over = today.daysSinceEpoch > last
        func needed(_ done: Int, _ target: Int) -> Double? {
            guard !over else { return nil }
            let left = Double(max(target - done, 0))
            return weeksLeft > 0 ? left / weeksLeft : left
        }
        booksAhead = ahead(booksDone, goal.books)
        booksPerWeekNeeded = needed(booksDone, goal.books)
        pagesAhead = goal.pages.map { ahead(pagesDone, $0) }
        pagesPerWeekNeeded = goal.pages.flatMap { needed(pagesDone, $0) }
    }
}
