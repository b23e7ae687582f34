/// A year's reading goal: a number of books and, optionally, of pages.
public struct ReadingGoal: Equatable, Sendable {
    /// The calendar year it is for.
    public let year: Int
    /// Books to finish in the year, at least 1.
    public let books: Int
    /// Pages to read in the year, if set.
    public let pages: Int?

    /// The books a goal may be: at least one, and no more than anyone reads.
    public static let bookLimits = 1...1_000_000
    /// The pages a goal may be.
    public static let pageLimits = 1...1_000_000_000

    /// Makes a goal.
    public init(year: Int, books: Int, pages: Int?) {
        self.year = year
        self.books = books
        self.pages = pages
    }
}
