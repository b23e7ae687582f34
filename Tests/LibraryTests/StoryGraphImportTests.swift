import Essentials
import Foundation
import Library
import Testing
import TestSupport

/// Importing a StoryGraph export (`Fixtures/storygraph-export.csv`, written in StoryGraph's
/// 23-column form with its quirks: CRLF, partial dates, re-reads, quarter stars, an ASIN, a
/// spoiler review, paused and empty statuses, and one row of unreadable values).
struct StoryGraphImportTests {
    private static let header = "Title,Authors,Contributors,ISBN/UID,Format,Read Status,Date Added,Last Date Read,Dates Read,Read Count,Moods,Pace,Character- or Plot-Driven?,Strong Character Development?,Loveable Characters?,Diverse Characters?,Flawed Characters?,Star Rating,Review,Content Warnings,Content Warning Description,Tags,Owned?"

    private func importing(_ data: Data, into test: TestLibrary, dryRun: Bool = false) throws -> ImportSummary {
        try test.shelf.importStoryGraph(data, options: TestLibrary.importOptions(dryRun: dryRun))
    }

    private func fixture() throws -> Data { try TestFixtures.data("storygraph-export.csv") }

    /// A finished read imported from `start` to `end` (days like `2019-06-01`, the first of their
    /// year or month), known as far as `precision`: stored at the days' New York midnights, with the
    /// days themselves beside them.
    private func importedRead(_ start: String, _ end: String, known precision: DatePrecision) throws -> ReadThrough {
        let (startedAt, finishedAt) = (try #require(TestLibrary.midnight(start)), try #require(TestLibrary.midnight(end)))
        return ReadThrough(
            startedAt: startedAt, finishedAt: finishedAt,
            outcome: .read, startedPrecision: precision, finishedPrecision: precision,
            startedOn: CalendarDate(parsing: start), finishedOn: CalendarDate(parsing: end))
    }

    private func book(_ title: String, in test: TestLibrary) throws -> BookDetails {
        let found = try #require(try test.shelf.books().first { $0.title == title })
        return try test.shelf.details(id: found.id)
    }

    /// A file of the header and `rows`, CRLF like StoryGraph's.
    private func export(_ rows: [String]) -> Data {
        Data(([Self.header] + rows).map { $0 + "\r\n" }.joined().utf8)
    }

    @Test func recognisesTheFileByItsHeader() throws {
        #expect(ImportFormat.detect(try fixture()) == .storyGraph)
        #expect(ImportFormat.detect(try TestFixtures.data("goodreads-current.csv")) == .goodreads)
    }

    /// StoryGraph's first exports (2021, the header bookwyrm's issue #1056 quotes) named two
    /// columns `Author` and `ISBN`: recognised and read as `Authors` and `ISBN/UID`.
    @Test func readsThe2021HeaderWithAuthorAndISBN() throws {
        let header = Self.header.replacingOccurrences(of: "Authors,", with: "Author,")
            .replacingOccurrences(of: "ISBN/UID,", with: "ISBN,")
        let file = Data("""
            \(header)\r
            "Bloom into You, Vol. 3","Nio Nakatani, Jenny McKeon","",,,read,2020/01/08,"","",1,"",,,,,,,5.0,,"",,"",No\r
            Dune,Frank Herbert,,9780441013593,paperback,to-read,2021/03/02,"","",0,"",,,,,,,,,"",,"",Yes\r

            """.utf8)
        #expect(ImportFormat.detect(file) == .storyGraph)
        let test = try TestLibrary()
        #expect(try importing(file, into: test).added == 2)
        let bloom = try book("Bloom into You, Vol. 3", in: test)
        #expect(bloom.book.authors == ["Nio Nakatani", "Jenny McKeon"])
        #expect(bloom.book.rating == 5)
        #expect(bloom.book.status == .read)
        let dune = try book("Dune", in: test)
        #expect(dune.book.authors == ["Frank Herbert"])
        #expect(dune.book.isbn13 == "9780441013593")
    }

    @Test func importsEveryRowAndReportsTheValuesLeftEmpty() throws {
        let test = try TestLibrary()
        let summary = try importing(fixture(), into: test)
        #expect(summary.added == 8)
        #expect(summary.adjusted.map(\.column) == ["Star Rating", "Date Added", "Dates Read"])
        #expect(summary.adjusted.first?.value == "6")
        #expect(summary.adjusted.first?.lines == [9])
        let dune = try book("Dune", in: test)
        #expect(dune.book.status == .read)
        #expect(dune.book.rating == nil)
        #expect(dune.readThroughs == [ReadThrough(startedAt: nil, finishedAt: nil, outcome: .read)])
    }

    @Test func eachReadIsAReadThroughWithPartialDatesKeptPartial() throws {
        let test = try TestLibrary()
        _ = try importing(fixture(), into: test)
        let hobbit = try book("The Hobbit", in: test)
        #expect(hobbit.readThroughs == [
            try importedRead("2015-01-01", "2015-01-01", known: .year),
            try importedRead("2019-06-01", "2019-07-01", known: .month),
            try importedRead("2023-08-01", "2023-08-20", known: .day),
        ])
        #expect(hobbit.book.readCount == 3)
        #expect(hobbit.book.rating == 4.25)
        #expect(hobbit.book.isbn13 == "9780261102217")
        #expect(hobbit.book.authors == ["J.R.R. Tolkien", "Christopher Tolkien"])
        #expect(hobbit.book.shelves == ["adventurous", "lighthearted", "fast"])
    }

    @Test func aReadBeforeTheBookWasAddedMovesTheAdditionBackToIt() throws {
        let test = try TestLibrary()
        _ = try importing(export([
            "Dune,Frank Herbert,,,,read,2021/01/05,,\"2020-2020/06, 2022/03/16-2022/04/01\",2,,,,,,,,,,,,,",
            "Ulysses,James Joyce,,,,did-not-finish,,,2019/05-,0,,,,,,,,,,,,,",
            "Emma,Jane Austen,,,,read,2021/01/05,,2022/03/16-2022/04/01,1,,,,,,,,,,,,,",
        ]), into: test)
        let day = { (text: String) in try #require(TestLibrary.midnight(text)) }
        for title in ["Dune", "Ulysses", "Emma"] {
            let details = try book(title, in: test)
            let starts = details.readThroughs.compactMap(\.startedAt)
            #expect(starts.allSatisfy { details.book.addedAt <= $0 }, "\(title) added after a read began")
            #expect(details.statusHistory.allSatisfy { details.book.addedAt <= $0.at }, "\(title)")
        }
        #expect(try book("Dune", in: test).book.addedAt == day("2020-01-01"))
        #expect(try book("Ulysses", in: test).book.addedAt == day("2019-05-01"))
        #expect(try book("Emma", in: test).book.addedAt == day("2021-01-05"), "an addition before every read stays")
    }

    @Test func statusesGoToTheirLists() throws {
        let test = try TestLibrary()
        _ = try importing(fixture(), into: test)
        let paused = try book("The Three-Body Problem", in: test)
        #expect(paused.book.status == .reading)
        #expect(paused.book.shelves.contains("paused"))
        #expect(paused.book.asin == "B00IQO403K")
        #expect(paused.book.isbn10 == nil && paused.book.isbn13 == nil)
        #expect(paused.readThroughs.map(\.outcome) == [.reading])
        #expect(paused.readThroughs.first?.startedAt == TestLibrary.midnight("2024-02-12"))
        let dnf = try book("Middlemarch", in: test)
        #expect(dnf.book.status == .dnf)
        #expect(dnf.readThroughs.map(\.outcome) == [.dnf])
        #expect(dnf.readThroughs.first?.finishedPrecision == .month)
        #expect(try book("A Wizard of Earthsea", in: test).book.status == .toRead)
        #expect(try book("Circe", in: test).book.shelves == ["owned"])
    }

    @Test func theReviewKeepsItsHTMLAndSpoiler() throws {
        let test = try TestLibrary()
        _ = try importing(fixture(), into: test)
        let piranesi = try book("Piranesi", in: test)
        #expect(piranesi.book.review == "<p>A house of endless halls.</p><spoiler>He is Matthew Rose Sorensen.</spoiler>")
        #expect(piranesi.book.rating == 4.75)
    }

    @Test func importingTheSameFileAgainChangesNothing() throws {
        let test = try TestLibrary()
        _ = try importing(fixture(), into: test)
        let before = try test.snapshot()
        let again = try importing(fixture(), into: test)
        #expect(again.added == 0 && again.updated == 0 && again.skipped == 8)
        #expect(try test.snapshot() == before)
    }

    @Test func aNewerExportAddsOnlyTheNewReadsAndBooks() throws {
        let test = try TestLibrary()
        _ = try importing(export([
            "Piranesi,Susanna Clarke,,9781635575637,hardcover,currently-reading,2022/03/10,,2022/03/16-,0,,,,,,,,,,,,,",
            "Circe,Madeline Miller,,9780316556347,,read,2023/12/24,2024/01/10,2024/01-2024/01/10,1,,,,,,,,4,,,,,",
        ]), into: test)
        let summary = try importing(export([
            "Piranesi,Susanna Clarke,,9781635575637,hardcover,read,2022/03/10,2022/04/01,2022/03/16-2022/04/01,1,,,,,,,,5,,,,,",
            "Circe,Madeline Miller,,9780316556347,,read,2023/12/24,2025/02/02,\"2024/01-2024/01/10, 2025/01/20-2025/02/02\",2,,,,,,,,4,,,,,",
            "Dune,Frank Herbert,,9780441013593,,to-read,2025/03/01,,,0,,,,,,,,,,,,,",
        ]), into: test)
        #expect(summary.added == 1 && summary.updated == 2 && summary.skipped == 0)
        let piranesi = try book("Piranesi", in: test)
        #expect(piranesi.book.status == .read)
        #expect(piranesi.readThroughs == [try importedRead("2022-03-16", "2022-04-01", known: .day)])
        let circe = try book("Circe", in: test)
        #expect(circe.readThroughs.map(\.finishedAt) == [TestLibrary.midnight("2024-01-10"), TestLibrary.midnight("2025-02-02")])
        #expect(circe.readThroughs.first?.startedPrecision == .month)
    }

    @Test func aYearOnlyFinishCountsInItsYearAndNoMonth() throws {
        let test = try TestLibrary()
        _ = try importing(export(["Beloved,Toni Morrison,,,,read,2016/01/01,,2016-2016,1,,,,,,,,,,,,,"]), into: test)
        let year = try #require(StatisticsPeriod.year(2016))
        let statistics = try test.shelf.statistics(for: year, timeZone: TestLibrary.newYork)
        #expect(statistics.booksFinished == 1)
        #expect(statistics.years.map(\.books) == [1])
        #expect(statistics.months.map(\.books).reduce(0, +) == 0)
    }

    @Test func aDryRunReportsTheSameAndChangesNothing() throws {
        let test = try TestLibrary()
        let before = try test.snapshot()
        let dry = try importing(fixture(), into: test, dryRun: true)
        #expect(try test.snapshot() == before)
        let real = try importing(fixture(), into: test)
        #expect(dry == real)
    }

    @Test(arguments: [
        ("", ExportFileError.emptyFile),
        ("Title,Authors,ISBN/UID\r\nDune,Frank Herbert,\r\n", .missingColumns(["Read Status"])),
        (header + "\r\n,Frank Herbert,,,,read,,,,,,,,,,,,,,,,,\r\n", .missingTitle(line: 2)),
        (header + "\r\n\"Dune,Frank Herbert,,,,read,,,,,,,,,,,,,,,,,\r\n", .malformedCSV(.unterminatedQuote(line: 2))),
    ])
    func refusesADamagedFileWholeAndChangesNothing(text: String, error: ExportFileError) throws {
        let test = try TestLibrary()
        _ = try importing(fixture(), into: test)
        let before = try test.snapshot()
        #expect(throws: ImportError.storyGraph(error)) {
            try importing(Data(text.utf8), into: test)
        }
        #expect(try test.snapshot() == before)
    }

    @Test func theFileIsStreamedRowByRowAndADamagedRowLateInItStillChangesNothing() throws {
        let test = try TestLibrary()
        let before = try test.snapshot()
        var progress: [(done: Int, total: Int, books: Int)] = []
        var options = TestLibrary.importOptions()
        options.progress = { done, total in progress.append((done, total, (try? test.shelf.bookCount()) ?? -1)) }
        #expect(throws: ImportError.storyGraph(.missingTitle(line: 4))) {
            try test.shelf.importStoryGraph(export([
                "Dune,Frank Herbert,,,,read,2020/01/01,,,1,,,,,,,,,,,,,",
                "Emma,Jane Austen,,,,to-read,2020/01/01,,,0,,,,,,,,,,,,,",
                ",Nobody,,,,read,,,,,,,,,,,,,,,,,",
            ]), options: options)
        }
        // Each book was written as its row was read, before the damaged row came up; the
        // transaction then took them all back.
        #expect(progress.map(\.done) == [1, 2])
        #expect(progress.map(\.total) == [3, 3])
        #expect(progress.map(\.books) == [1, 2])
        #expect(try test.snapshot() == before)
    }

    @Test(arguments: [
        ("2022/03/16-2022/04/01", StoryGraphReadText(start: "2022-03-16", finish: "2022-04-01")),
        ("2022-", StoryGraphReadText(start: "2022", finish: nil)),
        ("-2022/03", StoryGraphReadText(start: nil, finish: "2022-03")),
        ("2022/03", StoryGraphReadText(start: nil, finish: "2022-03")),
    ])
    func readsARangeOfPartialDates(text: String, expected: StoryGraphReadText) throws {
        let test = try TestLibrary()
        _ = try importing(export(["Dune,Frank Herbert,,,,read,2020/01/01,,\(text),1,,,,,,,,,,,,,"]), into: test)
        let read = try #require(try book("Dune", in: test).readThroughs.first)
        #expect(StoryGraphReadText(read, in: TestLibrary.newYork) == expected)
    }

    @Test(arguments: ["2022/13", "2022/02/30-2022/03/01", "2023-2022", "soon", "2022/03/16-2022/04/01-2022/05/01", "22/03/16"])
    func leavesAnUnreadableRangeEmpty(text: String) throws {
        let test = try TestLibrary()
        let summary = try importing(export(["Dune,Frank Herbert,,,,read,2020/01/01,,\(text),1,,,,,,,,,,,,,"]), into: test)
        #expect(summary.adjusted == [ImportAdjustment(column: "Dates Read", value: text, lines: [2], count: 1)])
        #expect(try book("Dune", in: test).readThroughs == [ReadThrough(startedAt: nil, finishedAt: nil, outcome: .read)])
    }

    @Test func anUnreadableRangeCostsOnlyItsOwnRead() throws {
        let test = try TestLibrary()
        let summary = try importing(
            export(["Dune,Frank Herbert,,,,read,2020/01/01,,\"2022/13, 2019/06-2019/07\",2,,,,,,,,,,,,,"]), into: test)
        #expect(summary.adjusted == [ImportAdjustment(column: "Dates Read", value: "2022/13", lines: [2], count: 1)])
        #expect(try book("Dune", in: test).readThroughs == [
            ReadThrough(startedAt: nil, finishedAt: nil, outcome: .read),
            try importedRead("2019-06-01", "2019-07-01", known: .month),
        ], "the readable range is kept, and Read Count still counts the other read")
    }

    /// Two ranges of one row that share days would be two reads at once: the later-starting one
    /// is left out and reported, as an unreadable range is; a re-read begun the day the read
    /// before it finished is no overlap.
    @Test func aRangeOverlappingTheReadBeforeItInTheSameRowIsLeftOut() throws {
        let test = try TestLibrary()
        let summary = try importing(export([
            "Dune,Frank Herbert,,,,read,2020/01/01,,\"2022/03/01-2022/04/01, 2022/03/15-2022/05/01, 2022/04/01-2022/04/20\",3,,,,,,,,,,,,,",
        ]), into: test)
        #expect(summary.adjusted == [ImportAdjustment(column: "Dates Read", value: "2022/03/15-2022/05/01", lines: [2], count: 1)])
        #expect(try book("Dune", in: test).readThroughs == [
            ReadThrough(startedAt: nil, finishedAt: nil, outcome: .read),
            try importedRead("2022-03-01", "2022-04-01", known: .day),
            try importedRead("2022-04-01", "2022-04-20", known: .day),
        ], "Read Count still counts the read left out, as an undated read")
    }

    /// The last range of a book given up carries the book's ending: an earlier range it overlaps
    /// goes instead; a range with only a finish inside the read before it overlaps too.
    @Test func theLastRangeOfABookGivenUpKeepsItsEnding() throws {
        let test = try TestLibrary()
        let summary = try importing(export([
            "Dune,Frank Herbert,,,,did-not-finish,2020/01/01,,\"2022/03/01-2022/04/01, 2022/03/15-2022/03/20\",1,,,,,,,,,,,,,",
            "Emma,Jane Austen,,,,read,2020/01/01,,\"2022/03/01-2022/04/01, -2022/03/20\",2,,,,,,,,,,,,,",
        ]), into: test)
        // One line for the column, its first value as the example.
        #expect(summary.adjusted == [ImportAdjustment(column: "Dates Read", value: "2022/03/01-2022/04/01", lines: [2, 3], count: 2)])
        let dune = try book("Dune", in: test)
        #expect(dune.readThroughs.map(\.outcome) == [.dnf])
        #expect(dune.readThroughs.last?.startedOn == CalendarDate(parsing: "2022-03-15"))
        let emma = try book("Emma", in: test).readThroughs
        #expect(emma.count == 2 && emma.last?.finishedOn == CalendarDate(parsing: "2022-04-01"), "the read with the finish inside it is the undated one")
    }

    /// StoryGraph rates in quarter stars: another value is none it gave, left empty and reported.
    @Test(arguments: [("3.75", 3.75), ("4.0", 4), ("1e0", 1), ("4.1", nil), ("0.1", nil), ("2.6", nil), ("0.0001", nil)] as [(String, Double?)])
    func aRatingOffTheQuarterStarsIsLeftEmpty(text: String, rating: Double?) throws {
        let test = try TestLibrary()
        let summary = try importing(export(["Dune,Frank Herbert,,,,read,2020/01/01,,,1,,,,,,,,\(text),,,,,"]), into: test)
        #expect(try book("Dune", in: test).book.rating == rating)
        #expect(summary.adjusted == (rating == nil ? [ImportAdjustment(column: "Star Rating", value: text, lines: [2], count: 1)] : []))
    }
}
