import Essentials
import Foundation
import Library
import Testing
import TestSupport

/// The rules of `shelf stats` (README, "What the numbers mean"): finishes by local day, pages as
/// forward progress, estimates for books finished with no progress, calendar days that stay put.
@Suite struct StatisticsTests {
    let library: TestLibrary
    static let utc = TimeZone(identifier: "UTC") ?? .current
    static let losAngeles = TimeZone(identifier: "America/Los_Angeles") ?? .current
    static let tokyo = TimeZone(identifier: "Asia/Tokyo") ?? .current

    init() throws {
        library = try TestLibrary()
    }

    private func day(_ text: String) -> CalendarDate? { CalendarDate(parsing: text) }

    private func at(_ text: String, _ zone: TimeZone = utc, hour: Double = 12) -> Date? {
        day(text).map { $0.start(in: zone) + hour * 3600 }
    }

    private func year(_ year: Int, _ zone: TimeZone = utc) throws -> ReadingStatistics {
        try library.shelf.statistics(for: try #require(StatisticsPeriod.year(year)), timeZone: zone)
    }

    /// Dune (412 pages) moved to reading at noon UTC on `start`, then logged at each `(page, day)`.
    private func readDune(from start: String, logging pages: [(Int, String)]) throws {
        let book = try library.add("Dune", pages: 412)
        try library.shelf.move(id: book.id, to: .reading, at: at(start))
        for (page, date) in pages {
            _ = try library.shelf.log(id: book.id, .page(page), at: at(date))
        }
    }

    @Test func pagesAreForwardProgressAndAJumpBackCountsNothing() throws {
        try readDune(from: "2026-03-01", logging: [(50, "2026-03-02"), (120, "2026-03-03"), (100, "2026-03-04"), (160, "2026-03-05")])
        let statistics = try year(2026)
        // 50 + 70 + 0 (back to 100) + 60: the pages from 100 to 120 are not counted twice.
        #expect(statistics.pagesRead == 180)
        #expect(statistics.estimatedPages == 0)
        #expect(statistics.readingDays == 3)
        let march = try #require(day("2026-03-02")).daysSinceEpoch
        #expect(statistics.pagesByDay == [march: 50, march + 1: 70, march + 3: 60])
        #expect(statistics.months.first { $0.unit.month == 3 }?.pages == 180)
        #expect(statistics.months.count == 12)
        #expect(statistics.streak.longest == 2)
    }

    @Test func pagesFallInThePeriodOfTheDayTheyWereLogged() throws {
        try readDune(from: "2025-12-30", logging: [(100, "2025-12-31"), (130, "2026-01-01")])
        #expect(try year(2025).pagesRead == 100)
        #expect(try year(2026).pagesRead == 30)
        let range = try #require(StatisticsPeriod(first: day("2026-01-01"), last: day("2026-01-01")))
        #expect(try library.shelf.statistics(for: range, timeZone: Self.utc).pagesRead == 30)
    }

    /// A period open at its start that ends before the first record is that end, with nothing
    /// in it: not the first record's day, with pages logged after the end.
    @Test func aPeriodEndingBeforeTheFirstRecordHoldsNothing() throws {
        try readDune(from: "2026-03-01", logging: [(50, "2026-03-02")])
        let before = try #require(StatisticsPeriod(first: nil, last: day("2026-02-01")))
        let statistics = try library.shelf.statistics(for: before, timeZone: Self.utc)
        #expect(statistics.first == day("2026-02-01") && statistics.last == day("2026-02-01"))
        #expect(statistics.pagesRead == 0 && statistics.readingDays == 0)
        let through = try #require(StatisticsPeriod(first: nil, last: day("2026-03-31")))
        #expect(try library.shelf.statistics(for: through, timeZone: Self.utc).first == day("2026-03-01"))
    }

    @Test func aBookFinishedWithoutProgressCountsItsPageCountAsEstimated() throws {
        let logged = try library.add("Logged", pages: 300)
        try library.shelf.move(id: logged.id, to: .reading, at: at("2026-02-01"))
        _ = try library.shelf.log(id: logged.id, .page(300), at: at("2026-02-03"))
        let unlogged = try library.add("Unlogged", pages: 250)
        try library.shelf.move(id: unlogged.id, to: .read, at: at("2026-04-10"))
        let statistics = try year(2026)
        #expect(statistics.booksFinished == 2)
        #expect(statistics.estimatedPages == 250)
        #expect(statistics.pagesRead == 550)
        #expect(statistics.readingDays == 1)
        #expect(statistics.months.first { $0.unit.month == 4 }.map { ($0.books, $0.pages) } ?? (0, 0) == (1, 250))
        #expect(statistics.shortest?.title == "Unlogged")
        #expect(statistics.longest?.pages == 300)
    }

    @Test func aBookReadTwiceCountsTwiceFinishedAndOnceDistinct() throws {
        let book = try library.add("Piranesi", pages: 272)
        try library.shelf.move(id: book.id, to: .read, at: at("2026-02-01"))
        try library.shelf.move(id: book.id, to: .reading, at: at("2026-05-01"))
        try library.shelf.move(id: book.id, to: .read, at: at("2026-06-01"))
        let statistics = try year(2026)
        // Finished twice, one book, one re-read, one start.
        #expect((statistics.booksFinished, statistics.distinctBooks, statistics.reReads, statistics.started) == (2, 1, 1, 1))
        // No progress at all: each finish estimates the book's pages.
        #expect(statistics.estimatedPages == 544)
    }

    @Test func aFinishCountsOnItsLocalDay() throws {
        let book = try library.add("Dune", pages: 412)
        // 2026-01-01 03:00 UTC is still 31 December in Los Angeles.
        let instant = try #require(at("2026-01-01", hour: 3))
        try library.shelf.move(id: book.id, to: .read, at: instant)
        #expect(try year(2026).booksFinished == 1)
        #expect(try year(2025, Self.losAngeles).booksFinished == 1)
        #expect(try year(2026, Self.losAngeles).booksFinished == 0)
    }

    @Test func anImportedDateReadStaysItsCalendarDayInEveryTimeZone() throws {
        var record = GoodreadsRecord(bookId: "1", title: "New Year", author: "A. Writer", exclusiveShelf: "read")
        record.dateRead = day("2026-01-01").map(PartialDate.init)
        record.readCount = 1
        var december = GoodreadsRecord(bookId: "2", title: "Old Year", author: "A. Writer", exclusiveShelf: "read")
        december.dateRead = day("2025-12-31").map(PartialDate.init)
        december.readCount = 1
        for importZone in [Self.losAngeles, Self.tokyo] {
            let fresh = try TestLibrary()
            _ = try fresh.shelf.importGoodreads(
                Data(GoodreadsCSV.write([record, december]).utf8), options: ImportOptions(timeZone: importZone))
            for viewZone in [Self.losAngeles, Self.tokyo, Self.utc] {
                let in2026 = try fresh.shelf.statistics(for: try #require(StatisticsPeriod.year(2026)), timeZone: viewZone)
                let in2025 = try fresh.shelf.statistics(for: try #require(StatisticsPeriod.year(2025)), timeZone: viewZone)
                #expect(in2026.booksFinished == 1, "imported in \(importZone.identifier), read in \(viewZone.identifier)")
                #expect(in2025.booksFinished == 1, "imported in \(importZone.identifier), read in \(viewZone.identifier)")
                #expect(in2026.months.first?.books == 1)
            }
        }
    }

    @Test func anImportedStartStaysItsCalendarDayInEveryTimeZone() throws {
        let csv = """
            Title,Authors,Contributors,ISBN/UID,Format,Read Status,Date Added,Last Date Read,Dates Read,Read Count,Moods,Pace,Character- or Plot-Driven?,Strong Character Development?,Loveable Characters?,Diverse Characters?,Flawed Characters?,Star Rating,Review,Content Warnings,Content Warning Description,Tags,Owned?
            New Year,A. Writer,,,paperback,read,2025/11/01,2026/01/20,2026/01/01-2026/01/20,1,,,,,,,,,,,,,No
            Old Year,A. Writer,,,paperback,read,2025/11/01,2026/01/05,2025/12/31-2026/01/05,1,,,,,,,,,,,,,No

            """
        for importZone in [Self.losAngeles, Self.tokyo] {
            let fresh = try TestLibrary()
            _ = try fresh.shelf.importStoryGraph(Data(csv.utf8), options: ImportOptions(timeZone: importZone))
            for viewZone in [Self.losAngeles, Self.tokyo, Self.utc] {
                let in2026 = try fresh.shelf.statistics(for: try #require(StatisticsPeriod.year(2026)), timeZone: viewZone)
                let in2025 = try fresh.shelf.statistics(for: try #require(StatisticsPeriod.year(2025)), timeZone: viewZone)
                #expect(in2026.started == 1, "imported in \(importZone.identifier), read in \(viewZone.identifier)")
                #expect(in2025.started == 1, "imported in \(importZone.identifier), read in \(viewZone.identifier)")
                #expect(in2026.booksFinished == 2)
            }
        }
    }

    @Test func readsWithoutADateCountOnlyInAllUnderDateUnknown() throws {
        var record = GoodreadsRecord(bookId: "1", title: "Twice", author: "A. Writer", exclusiveShelf: "read")
        record.dateRead = day("2024-05-05").map(PartialDate.init)
        record.readCount = 2
        _ = try library.shelf.importGoodreads(Data(GoodreadsCSV.write([record]).utf8), options: ImportOptions(timeZone: Self.utc))
        let all = try library.shelf.statistics(for: .all, timeZone: Self.utc)
        #expect(all.booksFinished == 1)
        #expect(all.dateUnknown == 1)
        #expect(all.years.map(\.books).reduce(0, +) == 1)
        #expect(try year(2024).booksFinished == 1)
        #expect(try year(2024).dateUnknown == 0)
    }

    @Test func perYearFinishesOfAGoodreadsExportEqualItsDateReadYears() throws {
        var records = try GoodreadsCSV.parse(TestFixtures.data("goodreads-current.csv"))
        // Plus generated rows whose days sit on year boundaries, where a shift would show.
        let days = ["2019/01/01", "2019/12/31", "2020/01/01", "2020/06/15", "2021/12/31", "2022/01/01", "2023/02/28"]
        for index in 0..<140 {
            var record = GoodreadsRecord(
                bookId: String(9_000_000 + index), title: "Generated \(index)", author: "Writer \(index % 7)",
                exclusiveShelf: index % 5 == 0 ? "to-read" : "read")
            record.dateRead = CalendarDate(parsing: days[index % days.count]).map(PartialDate.init)
            record.readCount = index % 9 == 0 ? 2 : 1
            records.append(record)
        }
        var expected: [Int: Int] = [:]
        for record in records { if let read = record.dateRead?.firstDay { expected[read.year, default: 0] += 1 } }
        for importZone in [Self.losAngeles, Self.tokyo] {
            let fresh = try TestLibrary()
            _ = try fresh.shelf.importGoodreads(Data(GoodreadsCSV.write(records).utf8), options: ImportOptions(timeZone: importZone))
            for viewZone in [Self.losAngeles, Self.tokyo] {
                let all = try fresh.shelf.statistics(for: .all, timeZone: viewZone)
                let counted = Dictionary(uniqueKeysWithValues: all.years.filter { $0.books > 0 }.map { ($0.unit, $0.books) })
                #expect(counted == expected, "imported in \(importZone.identifier), read in \(viewZone.identifier)")
                for (year, count) in expected {
                    let statistics = try fresh.shelf.statistics(for: try #require(StatisticsPeriod.year(year)), timeZone: viewZone)
                    #expect(statistics.booksFinished == count)
                }
            }
        }
    }

    @Test func theCurrentStreakSurvivesADayNotYetRead() throws {
        // The clock is 2026-11-20 18:00 UTC: read on the 17th, 18th and 19th, not yet on the 20th.
        try readDune(from: "2026-11-10", logging: [(10, "2026-11-12"), (20, "2026-11-17"), (30, "2026-11-18"), (40, "2026-11-19")])
        let statistics = try year(2026)
        #expect(statistics.streak.current == 3)
        #expect(statistics.streak.longest == 3)
    }

    /// The current streak counts the days of the period it covers: none for a period over
    /// before it began, only the period's own for one it began before. It is never longer than
    /// the period's longest.
    @Test func theCurrentStreakCountsOnlyThePeriodsDays() throws {
        // The clock is 2026-11-20 18:00 UTC: read every day from 28 October through the 19th.
        let first = try #require(day("2026-10-28")).daysSinceEpoch
        let days = (0..<23).map { CalendarDate(daysSinceEpoch: first + $0) }
        try readDune(from: "2026-10-27", logging: days.enumerated().map { (10 * ($0.offset + 1), $0.element.description) })
        #expect(try library.shelf.currentReadingStreak(timeZone: Self.utc) == 23)
        let whole = try year(2026).streak
        #expect(whole.current == 23 && whole.longest == 23)
        #expect(try year(2025).streak.current == 0, "a year over before the streak began")
        let november = try library.shelf.statistics(
            for: try #require(StatisticsPeriod(first: day("2026-11-01"), last: day("2026-11-30"))), timeZone: Self.utc)
        #expect(november.streak.current == 19 && november.streak.longest == 19, "the period's days of it")
        let october = try library.shelf.statistics(
            for: try #require(StatisticsPeriod(first: day("2026-10-01"), last: day("2026-10-31"))), timeZone: Self.utc)
        #expect(october.streak.current == 4 && october.streak.longest == 4)
        #expect(try library.shelf.statistics(for: .all, timeZone: Self.utc).streak.current == 23)
    }

    @Test func anEmptyLibraryHasZerosAndAllCoversToday() throws {
        let all = try library.shelf.statistics(for: .all, timeZone: Self.utc)
        #expect(all.first == day("2026-11-20"))
        #expect(all.last == day("2026-11-20"))
        #expect(all.booksFinished == 0 && all.pagesRead == 0 && all.readingDays == 0)
        #expect(all.ratings == nil)
        #expect(all.pagesPerDay == 0)
    }

    @Test func periodsRefuseAnEndBeforeTheStart() {
        #expect(StatisticsPeriod(first: day("2026-05-01"), last: day("2026-01-01")) == nil)
        #expect(StatisticsPeriod(first: day("2026-01-01"), last: day("2026-01-01")) != nil)
        #expect(StatisticsPeriod.year(0) == nil)
        #expect(StatisticsPeriod.year(2026)?.year == 2026)
        #expect(StatisticsPeriod(first: day("2026-01-01"), last: day("2026-12-30"))?.year == nil)
    }
}
