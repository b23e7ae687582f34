@testable import Library
@testable import ShelfCLI
import Testing

/// How a book's pace reads in `list reading` and `today`.
struct ReadingLinesTests {
    private func pace(pages: Int, days: Int) -> ReadingPace {
        ReadingPace(bookID: 1, pages: pages, days: days, page: 10, pageCount: 400, today: 20_000)
    }

    @Test func aPaceIsWrittenToATenth() {
        #expect(ReadingLines.pace(pace(pages: 64, days: 2)).hasPrefix("32 pages a day, done about "))
        #expect(ReadingLines.pace(pace(pages: 3, days: 2)).hasPrefix("1.5 pages a day, done about "))
    }

    @Test func aPaceUnderATenthIsNotCalledZero() {
        #expect(ReadingLines.pace(pace(pages: 1, days: 40)).hasPrefix("under 0.1 pages a day, done about "))
        #expect(ReadingLines.pace(pace(pages: 0, days: 40)) == "no pace yet")
    }
}
