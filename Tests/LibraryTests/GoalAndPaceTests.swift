import Essentials
import Foundation
import Library
import Testing
import TestSupport

/// How a goal stands against an even pace, and how fast a book being read is going.
@Suite struct GoalAndPaceTests {
    @Test func aGoalComparesWithAnEvenPaceThroughTheYear() throws {
        let goal = ReadingGoal(year: 2026, books: 365, pages: 3650)
        // 2026-01-10: ten days of 365 gone, so an even pace has 10 books and 100 pages.
        let today = try #require(CalendarDate(parsing: "2026-01-10"))
        let progress = GoalProgress(goal: goal, booksDone: 12, pagesDone: 80, today: today)
        #expect(abs(progress.booksAhead - 2) < 1e-9)
        #expect(abs((progress.pagesAhead ?? 0) + 20) < 1e-9)
        // 353 books left over the 355 days after today.
        #expect(abs((progress.booksPerWeekNeeded ?? 0) - 353 / (355.0 / 7)) < 1e-9)
        let done = GoalProgress(goal: goal, booksDone: 400, pagesDone: 0, today: today)
        #expect(done.booksPerWeekNeeded == 0)
        let before = GoalProgress(goal: goal, booksDone: 0, pagesDone: 0, today: try #require(CalendarDate(parsing: "2025-12-01")))
        #expect(before.booksAhead == 0)
        #expect(GoalProgress(goal: ReadingGoal(year: 2026, books: 4, pages: nil), booksDone: 0, pagesDone: 0, today: today).pagesAhead == nil)
        // On the year's last day all that is left is needed; once it is over, nothing is.
        let lastDay = GoalProgress(goal: goal, booksDone: 300, pagesDone: 3000, today: try #require(CalendarDate(parsing: "2026-12-31")))
        #expect(lastDay.booksPerWeekNeeded == 65 && lastDay.pagesPerWeekNeeded == 650)
        let over = GoalProgress(goal: goal, booksDone: 300, pagesDone: 3000, today: try #require(CalendarDate(parsing: "2027-01-01")))
        #expect(over.booksPerWeekNeeded == nil && over.pagesPerWeekNeeded == nil)
        #expect(over.booksAhead == -65)
    }

    @Test func paceIsOverTheLast14ReadingDaysElseSinceTheStart() throws {
        let library = try TestLibrary()
        let utc = TimeZone(identifier: "UTC") ?? .current
        let book = try library.add("Long", pages: 1000)
        let day = 86_400.0
        // Started 30 days before the clock; 10 pages logged on each of the first 20 days.
        try library.shelf.move(id: book.id, to: .reading, at: TestLibrary.at(-30 * day))
        var pace = try #require(try library.shelf.readingPaces(of: [book.id], timeZone: utc)[book.id])
        #expect(pace.pagesPerDay == 0)
        #expect(pace.estimatedFinish == nil)
        for index in 1...20 {
            _ = try library.shelf.log(id: book.id, .page(index * 10), at: TestLibrary.at(Double(index - 30) * day))
        }
        pace = try #require(try library.shelf.readingPaces(of: [book.id], timeZone: utc)[book.id])
        // Entries on days -29 to -10: the last 14 reading days start on day -23, so the pace is
        // the 140 pages since the page of day -24, over the 24 days from day -23 through today.
        #expect(abs(pace.pagesPerDay - 140.0 / 24) < 1e-9)
        let daysLeft = Int((800 / (140.0 / 24)).rounded(.up))
        #expect(pace.estimatedFinish == CalendarDate(daysSinceEpoch: CalendarDate(TestLibrary.start, in: utc).daysSinceEpoch + daysLeft))
        let short = try library.add("Short", pages: 100)
        try library.shelf.move(id: short.id, to: .reading, at: TestLibrary.at(-4 * day))
        _ = try library.shelf.log(id: short.id, .page(50), at: TestLibrary.at(-1 * day))
        let shortPace = try #require(try library.shelf.readingPaces(of: [short.id], timeZone: utc)[short.id])
        // Fewer than 14 reading days: 50 pages over the 5 days since the start.
        #expect(shortPace.pagesPerDay == 10)
        #expect(try library.shelf.readingPaces(of: [library.add("Unread").id], timeZone: utc).isEmpty)
    }

    /// Asked for a whole reading list at once, the paces are read with the list rather than book
    /// by book; they are the same, and books not asked for or not being read get none.
    @Test func aWholeReadingListHasThePacesOfItsBooksOneByOne() throws {
        let library = try TestLibrary()
        let utc = TimeZone(identifier: "UTC") ?? .current
        let day = 86_400.0
        var ids: [Int] = []
        for index in 0..<80 {
            let book = try library.add("Book \(index)", pages: 300 + index)
            ids.append(book.id)
            try library.shelf.move(id: book.id, to: .reading, at: TestLibrary.at(Double(-40 + index % 7) * day))
            // Books read on a varying number of days, a few entries a day, some with none at all.
            for entry in 0..<(index % 5) * 6 {
                _ = try library.shelf.log(
                    id: book.id, .page(entry * (1 + index % 3) + 1), at: TestLibrary.at(Double(-35 + entry / 2 * (1 + index % 2)) * day + Double(entry) * 60))
            }
        }
        let notReading = try library.add("On the shelf")
        let whole = try library.shelf.readingPaces(of: ids + [notReading.id], timeZone: utc)
        #expect(whole.count == ids.count)
        for id in ids {
            #expect(whole[id] == (try library.shelf.readingPaces(of: [id], timeZone: utc))[id])
        }
        let some = Array(ids.dropFirst(10))
        #expect(try library.shelf.readingPaces(of: some, timeZone: utc).keys.sorted() == some.sorted())
        #expect(try library.shelf.readingPaces(of: [], timeZone: utc).isEmpty)
    }

    /// `today` shows the books being read newest logged first, by each one's latest entry up to
    /// now, then those with nothing logged by id; the latest entries of a book since finished
    /// change nothing.
    @Test func booksBeingReadComeInTheOrderOfTheirLatestEntry() throws {
        let library = try TestLibrary()
        let hour = 3600.0
        var reading: [Int] = []
        for index in 0..<12 {
            reading.append(try library.add("Book \(index)", pages: 500, status: .reading).id)
        }
        // Books 0 to 8 have two entries each, the later one (7 × index) % 9 + 1 hours before the
        // clock; book 9 only one after it, which does not count yet; books 10 and 11 none.
        for index in 0..<9 {
            _ = try library.shelf.log(id: reading[index], .page(10), at: TestLibrary.at(-Double(30 + index) * hour))
            _ = try library.shelf.log(id: reading[index], .page(20), at: TestLibrary.at(-Double(index * 7 % 9 + 1) * hour))
        }
        _ = try library.shelf.log(id: reading[9], .page(5), at: TestLibrary.at(hour))
        let expected = [0, 4, 8, 3, 7, 2, 6, 1, 5, 9, 10, 11].map { reading[$0] }
        func shown(_ limit: Int) throws -> [Int] {
            let (books, total) = try library.shelf.recentlyReadBooks(limit: limit)
            #expect(total == 12)
            return books.map(\.id)
        }
        #expect(try shown(5) == Array(expected.prefix(5)))
        #expect(try shown(12) == expected)
        #expect(try shown(20) == expected)
        #expect(try shown(0).isEmpty)
        // The latest entries are of a book since finished, which is not shown.
        let finished = try library.add("Finished", pages: 1000, status: .reading)
        for step in 0..<30 {
            _ = try library.shelf.log(id: finished.id, .page(step + 1), at: TestLibrary.at(-3000 + Double(step) * 90))
        }
        _ = try library.shelf.move(id: finished.id, to: .read)
        #expect(try shown(5) == Array(expected.prefix(5)))
        #expect(try shown(11) == Array(expected.prefix(11)))
        // More latest entries of that finished book than today walks through: the books being
        // read are then looked up one by one, in the same order.
        let justBefore = TestLibrary.at(-60).timeIntervalSince1970
        _ = try DatabaseFile(path: library.file.path).query(
            """
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 6000)
            INSERT INTO progress (book_id, page, at, sequence) SELECT \(finished.id), 30, \(justBefore) - i * 0.001, 100 + i FROM n
            """)
        #expect(try shown(5) == Array(expected.prefix(5)))
        #expect(try shown(12) == expected)
    }

    @Test func todayAndStatisticsCountTheSamePages() throws {
        let library = try TestLibrary()
        let utc = TimeZone(identifier: "UTC") ?? .current
        let book = try library.add("Dune", pages: 412)
        for (offset, page) in [(-3, 40), (-2, 90), (-2, 70), (-1, 100), (0, 130)] {
            _ = try library.shelf.log(id: book.id, .page(page), at: TestLibrary.at(Double(offset) * 86_400 - 60))
        }
        let today = CalendarDate(TestLibrary.start, in: utc)
        let first = CalendarDate(daysSinceEpoch: today.daysSinceEpoch - 3)
        let bounded = try library.shelf.pagesByDay(from: first, through: today, timeZone: utc)
        let period = try #require(StatisticsPeriod(first: first, last: today))
        #expect(bounded == (try library.shelf.statistics(for: period, timeZone: utc)).pagesByDay)
        let total = bounded.values.reduce(0, +)
        // 40, then 50 (40 → 90), nothing for the step back to 70, 30 (→ 100) and 30 (→ 130).
        #expect(total == 150)
        #expect(try library.shelf.currentReadingStreak(timeZone: utc) == 4)
    }

    /// Reads made as one see the library as the first did, though another program changes it in
    /// between: `today` lists the books being read, then reads them in full, and must not count
    /// a book it then cannot find.
    @Test func readsMadeAsOneSeeOneLibrary() throws {
        let library = try TestLibrary()
        let dune = try library.add("Dune", pages: 412, status: .reading)
        try library.add("Emma", pages: 300, status: .reading)
        let other = try Bookshelf(path: library.file.path) { TestLibrary.at(60) }
        let (listed, total, found) = try library.shelf.readingAsOne {
            let (books, total) = try library.shelf.recentlyReadBooks(limit: 10)
            _ = try other.remove(id: dune.id)
            return (books.map(\.id), total, try library.shelf.books(ids: books.map(\.id)).map(\.id))
        }
        #expect(total == 2)
        #expect(found == listed)
        #expect(try library.shelf.recentlyReadBooks(limit: 10).total == 1)
    }
}
