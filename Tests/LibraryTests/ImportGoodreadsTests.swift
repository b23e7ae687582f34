import Essentials
import Foundation
import Testing
import TestSupport
@testable import Library

@Suite struct ImportGoodreadsTests {
    @Test func mapsEveryKeptColumn() throws {
        let test = try TestLibrary()
        let summary = try test.shelf.importGoodreads(
            TestFixtures.data("library-current.csv"), options: TestLibrary.importOptions())
        #expect(summary == ImportSummary(added: 8, updated: 0, skipped: 0, customShelves: [CustomShelfOutcome(shelf: "abandoned", status: .dnf, books: 1), CustomShelfOutcome(shelf: "owned-unread", status: .toRead, books: 1)]))

        let child = try #require(try test.book(goodreadsID: "1001"))
        #expect(child.title == "A Child Called \"It\"")
        #expect(child.authors == ["Dave Pelzer"])
        #expect(child.isbn10 == "1558743669")
        #expect(child.isbn13 == "9781558743663")
        #expect(child.pageCount == 184)
        #expect(child.publisher == "Health Communications, Inc.")
        #expect(child.year == 1995)
        #expect(child.rating == 3)
        #expect(child.review == "Hard to read.<br/>Harder to put down.")
        #expect(child.privateNotes == "lent to Sam")
        #expect(child.shelves == ["memoir", "favourites"])
        #expect(child.status == .read)
        #expect(child.readCount == 2)
        #expect(child.currentPage == 184)
        // Calendar days become local midnight. Its Date Read (2019/06/01) is earlier than its Date
        // Added (2019/08/12): read before it was shelved, the book joined the lists when it was read.
        #expect(child.addedAt == TestLibrary.midnight("2019-06-01"))
        #expect(child.finishedAt == TestLibrary.midnight("2019-06-01"))
        let history = try test.shelf.details(id: child.id)
        #expect(history.statusHistory.map(\.to) == [.read])
        #expect(history.statusHistory.first?.from == nil)
        #expect(history.readThroughs.count == 2)
        #expect(history.readThroughs.first?.finishedAt == nil, "the earlier read has no known date")

        let dune = try #require(try test.book(goodreadsID: "1002"))
        #expect(dune.authors == ["Frank Herbert", "Brian Herbert"])
        #expect(dune.isbn13 == "9780441013593", "derived from the ISBN-10")
        #expect(dune.pageCount == nil)
        #expect(dune.originalYear == 1965)
        #expect(dune.status == .read)
        #expect(dune.readCount == 1, "a book on read was read at least once")
        #expect(dune.finishedAt == nil, "no Date Read: the finish is unknown, not invented")

        let kings = try #require(try test.book(goodreadsID: "1003"))
        #expect(kings.status == .reading)
        #expect(kings.rating == nil, "My Rating 0 is unrated")
        #expect(kings.shelves == ["fantasy"])
        #expect(kings.startedAt == TestLibrary.midnight("2024-01-20"))

        let guns = try #require(try test.book(goodreadsID: "1004"))
        #expect(guns.title == "Guns & Germs")
        #expect(guns.status == .dnf)
        #expect(guns.customShelf == "abandoned")

        let odyssey = try #require(try test.book(goodreadsID: "1005"))
        #expect(odyssey.status == .toRead)
        #expect(odyssey.customShelf == "owned-unread")
        #expect(odyssey.originalYear == -700)
        #expect(odyssey.authors == ["Homer", "Robert Fagles", "Bernard Knox"])

        let broken = try #require(try test.book(goodreadsID: "1006"))
        #expect(broken.isbn10 == nil, "a wrong check digit is no ISBN; the export still writes it as imported")
        #expect(broken.isbn13 == nil)

        let hebrew = try #require(try test.book(goodreadsID: "1007"))
        #expect(hebrew.title == "סיפור על אהבה וחושך")
        #expect(hebrew.review == "A review, with a comma\nand a second line")

        let hailMary = try #require(try test.book(goodreadsID: "1008"))
        #expect(hailMary.status == .toRead)
        #expect(hailMary.readCount == 1, "on to-read again after a read")
    }

    @Test func anImportedBookJoinsItsListOnItsDateAddedAndFinishesOnItsDateRead() throws {
        let test = try TestLibrary()
        let record = GoodreadsRecord(
            bookId: "7", title: "Dune", author: "Frank Herbert", dateRead: CalendarDate(parsing: "2024-03-15").map(PartialDate.init),
            dateAdded: CalendarDate(parsing: "2023-01-02").map(PartialDate.init), exclusiveShelf: "read", readCount: 1)
        _ = try test.shelf.importGoodreads(Data(GoodreadsCSV.write([record]).utf8), options: TestLibrary.importOptions())
        let book = try #require(try test.book(goodreadsID: "7"))
        let details = try test.shelf.details(id: book.id)
        #expect(book.addedAt == TestLibrary.midnight("2023-01-02"))
        #expect(book.finishedAt == TestLibrary.midnight("2024-03-15"))
        #expect(details.statusHistory.map(\.at) == [TestLibrary.midnight("2023-01-02")], "the history's first line agrees with Added")
        #expect(details.statusHistory.map(\.to) == [.read])
    }

    @Test func importingTheSameFileAgainChangesNothing() throws {
        let test = try TestLibrary()
        let data = try TestFixtures.data("library-current.csv")
        _ = try test.shelf.importGoodreads(data, options: TestLibrary.importOptions())
        let before = try test.snapshot()
        let again = try test.shelf.importGoodreads(data, options: TestLibrary.importOptions())
        #expect(again == ImportSummary(added: 0, updated: 0, skipped: 8, customShelves: [CustomShelfOutcome(shelf: "abandoned", status: .dnf, books: 1), CustomShelfOutcome(shelf: "owned-unread", status: .toRead, books: 1)], changed: false))
        #expect(try test.snapshot() == before)
    }

    @Test func olderExportNeverMovesBooksBackButMovesThemOn() throws {
        let test = try TestLibrary()
        _ = try test.shelf.importGoodreads(
            TestFixtures.data("library-current.csv"), options: TestLibrary.importOptions())
        let summary = try test.shelf.importGoodreads(
            TestFixtures.data("library-older.csv"), options: TestLibrary.importOptions())
        // The two skipped books take the older form's columns into their kept rows.
        #expect(summary == ImportSummary(added: 1, updated: 1, skipped: 2, keptRowsRefreshed: 2))

        let child = try #require(try test.book(goodreadsID: "1001"))
        #expect(child.status == .read, "an export saying to-read does not undo a read")
        #expect(child.rating == 3, "an unrated row does not erase the rating")
        #expect(child.shelves == ["memoir", "favourites"])
        #expect(try #require(try test.book(goodreadsID: "1004")).status == .dnf)

        let kings = try #require(try test.book(goodreadsID: "1003"))
        #expect(kings.status == .read)
        #expect(kings.finishedAt == TestLibrary.midnight("2024-05-01"))
        #expect(kings.rating == 5)
        #expect(kings.review == "Finally done.")
        let history = try test.shelf.details(id: kings.id).statusHistory
        #expect(history.map(\.to) == [.reading, .read])
        #expect(try #require(try test.book(goodreadsID: "1009")).title == "Piranesi")
        #expect(try test.shelf.books().count == 9)
    }

    @Test func userEditsSurviveAReimport() throws {
        let test = try TestLibrary()
        let data = try TestFixtures.data("library-current.csv")
        _ = try test.shelf.importGoodreads(data, options: TestLibrary.importOptions())
        let dune = try #require(try test.book(goodreadsID: "1002"))
        var changes = BookChanges()
        changes.title = "Dune"
        changes.rating = 4.5
        try test.shelf.edit(id: dune.id, changes)
        let summary = try test.shelf.importGoodreads(data, options: TestLibrary.importOptions())
        #expect(summary.updated == 0)
        let after = try #require(try test.book(goodreadsID: "1002"))
        #expect(after.title == "Dune")
        #expect(after.rating == 4.5)
    }

    @Test func linksABookAlreadyInTheLibraryByISBN() throws {
        let test = try TestLibrary()
        var dune = NewBook(title: "Dune", authors: ["Frank Herbert"], status: .reading)
        dune.isbn = ISBN("9780441013593")
        dune.pageCount = 412
        let added = try test.shelf.add(dune)
        let summary = try test.shelf.importGoodreads(
            TestFixtures.data("library-current.csv"), options: TestLibrary.importOptions())
        #expect(summary == ImportSummary(added: 7, updated: 1, skipped: 0, customShelves: [CustomShelfOutcome(shelf: "abandoned", status: .dnf, books: 1), CustomShelfOutcome(shelf: "owned-unread", status: .toRead, books: 1)]))
        let linked = try test.shelf.book(id: added.id)
        #expect(linked.goodreadsID == "1002")
        #expect(linked.title == "Dune", "linking fills gaps; it does not overwrite the library's title")
        #expect(linked.pageCount == 412)
        #expect(linked.status == .read)
        #expect(linked.publisher == "Ace")
        #expect(linked.authors == ["Frank Herbert"])
    }

    @Test func dryRunReportsTheSameAndChangesNothing() throws {
        let test = try TestLibrary()
        _ = try test.shelf.importGoodreads(
            TestFixtures.data("library-current.csv"), options: TestLibrary.importOptions())
        let before = try test.snapshot()
        let older = try TestFixtures.data("library-older.csv")
        let dry = try test.shelf.importGoodreads(older, options: TestLibrary.importOptions(dryRun: true))
        #expect(try test.snapshot() == before)
        let real = try test.shelf.importGoodreads(older, options: TestLibrary.importOptions())
        #expect(dry == real)
        #expect(try test.snapshot() != before)
    }

    @Test(arguments: [("malformed-quote.csv", 3), ("malformed-unterminated-quote.csv", 6)])
    func malformedFileChangesNothingAndNamesTheLine(file: String, line: Int) throws {
        let test = try TestLibrary()
        _ = try test.shelf.importGoodreads(
            TestFixtures.data("library-current.csv"), options: TestLibrary.importOptions())
        let before = try test.snapshot()
        for dryRun in [true, false] {
            let error = #expect(throws: ImportError.self) {
                try test.shelf.importGoodreads(
                    TestFixtures.data(file), options: TestLibrary.importOptions(dryRun: dryRun))
            }
            #expect(error?.line == line)
            // Its words are the command line's, tested there (`UserMessageTests`).
            guard case .goodreads? = error else {
                Issue.record("expected a Goodreads error, got \(String(describing: error))")
                continue
            }
        }
        #expect(try test.snapshot() == before)
    }

    /// Goodreads writes placeholder years in old exports (65535, 32767); such a value is left empty
    /// for its book and reported, and the whole file still imports, in a dry run alike.
    @Test func placeholderYearsAreLeftEmptyAndReported() throws {
        let test = try TestLibrary()
        let file = try TestFixtures.data("goodreads-placeholder-years.csv")
        let dry = try test.shelf.importGoodreads(file, options: TestLibrary.importOptions(dryRun: true))
        let summary = try test.shelf.importGoodreads(file, options: TestLibrary.importOptions())
        #expect(dry == summary)
        #expect(summary.added == 3)
        #expect(summary.adjusted == [
            ImportAdjustment(column: "Year Published", value: "65535", lines: [2], count: 1),
            ImportAdjustment(column: "Original Publication Year", value: "32767", lines: [3], count: 1),
        ])
        let books = try test.shelf.books(status: .read)
        #expect(books.count == 3)
        #expect(books.allSatisfy { $0.year.map(BookLimits.years.contains) ?? true })
    }

    @Test func manyValuesOfOneColumnAreCountedOnce() {
        let values = [4, 9, 12, 30, 41].map { ValueLeftEmpty(column: "Number of Pages", value: "n/a \($0)", line: $0) }
            + [ValueLeftEmpty(column: "Date Read", value: "2024/13/01", line: 7)]
        #expect(ImportAdjustment.grouping(values) == [
            ImportAdjustment(column: "Number of Pages", value: "n/a 4", lines: [4, 9, 12], count: 5),
            ImportAdjustment(column: "Date Read", value: "2024/13/01", lines: [7], count: 1),
        ])
    }

    @Test func reportsProgressForEveryBook() throws {
        let test = try TestLibrary()
        nonisolated(unsafe) var seen: [Int] = []
        var options = TestLibrary.importOptions()
        options.progress = { done, total in
            seen.append(done)
            #expect(total == 8)
        }
        _ = try test.shelf.importGoodreads(TestFixtures.data("library-current.csv"), options: options)
        #expect(seen == Array(1...8))
    }
}
