/// A year's reading goal: a number of books and, optionally, of pages.
public struct ReadingGoal: Equatable, Sendable {
    /// The calendar year it is for.
    public let year: Int
    /// Books to finish in the year, at least 1.
    public let books: Int
    /// Pages to read in the year, if set.
    public let pages: Int?

    /// Makes a goal.
    public init(year: Int, books: Int, pages: Int?) {
        self.year = year
        self.books = books
        self.pages = pages
    }
}
