import Foundation
internal import SQLiteStore

/// Reading goals, one per calendar year.
extension Bookshelf {
    /// Sets (or replaces) the goal for `goal.year`. The schema refuses a count below 1.
    public func setGoal(_ goal: ReadingGoal) throws(LibraryError) {
        try write {
            try connection.run(
                "INSERT INTO goals (year, books, pages) VALUES (?, ?, ?) ON CONFLICT (year) DO UPDATE SET books = excluded.books, pages = excluded.pages", [goal.year, goal.books, goal.pages])
        }
    }

    /// How many years have a goal: `export` counts them beside the books, so a backup of a goal
    /// alone does not read as nothing exported.
    public func goalCount() throws(LibraryError) -> Int {
        try read { try connection.scalarInt("SELECT count(*) FROM goals") ?? 0 }
    }

    /// The goal for `year`, if one is set.
    public func goal(year: Int) throws(LibraryError) -> ReadingGoal? {
        try read {
            try connection.query(
                "SELECT \(ReadingGoal.Column.nameList) FROM goals WHERE year = ?", [year], as: ReadingGoal.Column.self, ReadingGoal.init
            ).first
        }
    }
}
