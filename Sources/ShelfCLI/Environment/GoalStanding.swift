import Essentials
import Library

/// How a goal stands today, from the cheapest questions that answer it: the books finished in
/// its year, and the pages read in it only when the goal counts pages.
enum GoalStanding {
    static func progress(of goal: ReadingGoal, library: Bookshelf, context: Context) throws -> GoalProgress {
        guard let first = CalendarDate(year: goal.year, month: 1, day: 1),
            let last = CalendarDate(year: goal.year, month: 12, day: 31)
        else { return GoalProgress(goal: goal, booksDone: 0, pagesDone: 0, today: context.today) }
        let books = try library.finishedCount(from: first, through: last, timeZone: context.timeZone)
        let pages = goal.pages == nil ? 0 : try library.pagesRead(from: first, through: last, timeZone: context.timeZone)
        return GoalProgress(goal: goal, booksDone: books, pagesDone: pages, today: context.today)
    }
}
