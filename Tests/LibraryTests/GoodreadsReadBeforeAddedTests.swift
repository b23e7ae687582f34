import Essentials
import Foundation
import Testing
@testable import Library
import TestSupport

/// A Goodreads row whose Date Read is earlier than its Date Added is a book read before it was
/// shelved: the book joins the lists on Date Read, so nothing in its history comes before its
/// addition (README rule 1, as the StoryGraph import does), and its export still writes the file's
/// Date Added.
@Suite struct GoodreadsReadBeforeAddedTests {
    private static let header = "Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies\n"

    /// A row of Dune on `shelf`, read `readCount` times, the last ending on `dateRead`.
    private static func row(dateRead: String, dateAdded: String, shelf: String = "read", readCount: Int = 1) -> String {
        "234225,Dune,Frank Herbert,\"Herbert, Frank\",,,,4,3.9,Ace,Paperback,412,1965,1965,\(dateRead),\(dateAdded),\(shelf),\(shelf) (#1),\(shelf),,,,\(readCount),0\n"
    }

    private static func file(_ rows: String...) -> Data {
        Data((header + rows.joined()).utf8)
    }

    /// Every dated event of the book comes at or after its addition, and the addition is the
    /// history's first line.
    private static func expectAddedFirst(_ details: BookDetails) {
        let added = details.book.addedAt
        #expect(details.statusHistory.first?.from == nil)
        #expect(details.statusHistory.allSatisfy { added <= $0.at })
        #expect(details.readThroughs.flatMap { [$0.startedAt, $0.finishedAt] }.compactMap { $0 }.allSatisfy { added <= $0 })
    }

    @Test(arguments: [("read", 1), ("to-read", 1), ("currently-reading", 1), ("did-not-finish", 0)])
    func aBookReadBeforeItWasShelvedJoinsTheListsOnItsDateRead(shelf: String, readCount: Int) throws {
        let test = try TestLibrary()
        let data = Self.file(Self.row(dateRead: "2020/01/05", dateAdded: "2021/03/01", shelf: shelf, readCount: readCount))
        _ = try test.shelf.importGoodreads(data, options: TestLibrary.importOptions())
        let dune = try #require(try test.book(goodreadsID: "234225"))
        #expect(dune.addedAt == TestLibrary.midnight("2020-01-05"))
        #expect(dune.addedOn == CalendarDate(parsing: "2020-01-05"))
        #expect(dune.addedPrecision == nil)
        let details = try test.shelf.details(id: dune.id)
        Self.expectAddedFirst(details)
        #expect(details.readThroughs.contains { $0.finishedAt == TestLibrary.midnight("2020-01-05") })
        if shelf == "currently-reading" {
            // The open read still begins on the day the book was shelved, after the earlier read.
            #expect(details.readThroughs.last?.startedAt == TestLibrary.midnight("2021-03-01"))
        }

        // The export writes the row as the file had it, and the file again changes nothing.
        let exported = try test.shelf.exportGoodreads(timeZone: TestLibrary.newYork)
        #expect(exported.contains(",2020/01/05,2021/03/01,"))
        let before = try test.snapshot()
        #expect(try test.shelf.importGoodreads(data, options: TestLibrary.importOptions()).skipped == 1)
        #expect(try test.snapshot() == before)
    }

    @Test func aDateAddedOnOrBeforeTheDateReadIsTheAddition() throws {
        let test = try TestLibrary()
        _ = try test.shelf.importGoodreads(
            Self.file(Self.row(dateRead: "2021/03/01", dateAdded: "2021/03/01")), options: TestLibrary.importOptions())
        let dune = try #require(try test.book(goodreadsID: "234225"))
        #expect(dune.addedAt == TestLibrary.midnight("2021-03-01"))
    }

    @Test func aRowWithoutDateAddedJoinsTheListsOnItsDateReadNotToday() throws {
        let test = try TestLibrary()
        _ = try test.shelf.importGoodreads(
            Self.file(Self.row(dateRead: "2020/01", dateAdded: "")), options: TestLibrary.importOptions())
        let dune = try #require(try test.book(goodreadsID: "234225"))
        #expect(dune.addedAt == TestLibrary.midnight("2020-01-01"))
        #expect(dune.addedPrecision == .month)
        Self.expectAddedFirst(try test.shelf.details(id: dune.id))
    }

    @Test func anEarlierReadOfABookAddedByHandMovesItsAdditionBackToThatDay() throws {
        let test = try TestLibrary()
        var new = NewBook(title: "Dune", authors: ["Frank Herbert"])
        new.addedAt = TestLibrary.midnight("2024-05-01")
        let id = try test.shelf.add(new).id
        _ = try test.shelf.move(id: id, to: .reading, at: TestLibrary.midnight("2024-05-02"))
        _ = try test.shelf.importGoodreads(
            Self.file(Self.row(dateRead: "2019/02/03", dateAdded: "2021/03/01", readCount: 2)), options: TestLibrary.importOptions())
        let details = try test.shelf.details(id: id)
        #expect(details.book.status == .reading)
        #expect(details.book.addedAt == TestLibrary.midnight("2019-02-03"))
        #expect(details.book.addedOn == CalendarDate(parsing: "2019-02-03"), "shown as the day, not as midnight")
        Self.expectAddedFirst(details)
    }

    /// A book added on its Date Read keeps joining the lists as the row says when that Date Read
    /// is corrected later, once or again: as a fresh import of the last file has it, and with the
    /// file's Date Added (or none) in the export.
    @Test(arguments: [
        (["2020/03/01", "2020/06/01"], "2020/05/01", "2020-05-01"),
        (["2020/03/01", "2020/04/01"], "2020/05/01", "2020-04-01"),
        (["2019/07/04", "2019/08/01"], "", "2019-08-01"),
        (["2020/05/10", "2020/04/01", "2021/06/01"], "2021/03/01", "2021-03-01"),
    ])
    func aCorrectedDateReadKeepsTheAdditionTheRowGives(dates: [String], dateAdded: String, added: String) throws {
        let test = try TestLibrary()
        for dateRead in dates {
            _ = try test.shelf.importGoodreads(
                Self.file(Self.row(dateRead: dateRead, dateAdded: dateAdded)), options: TestLibrary.importOptions())
        }
        let dune = try #require(try test.book(goodreadsID: "234225"))
        #expect(dune.addedAt == TestLibrary.midnight(added))
        #expect(dune.finishedAt == TestLibrary.midnight(dates.last!.replacingOccurrences(of: "/", with: "-")))
        Self.expectAddedFirst(try test.shelf.details(id: dune.id))
        #expect(try test.shelf.exportGoodreads(timeZone: TestLibrary.newYork).contains(",\(dates.last!),\(dateAdded),"))
    }

    @Test func aDateReadFilledInLaterBeforeTheAdditionMovesIt() throws {
        let test = try TestLibrary()
        _ = try test.shelf.importGoodreads(Self.file(Self.row(dateRead: "", dateAdded: "2021/03/01")), options: TestLibrary.importOptions())
        _ = try test.shelf.importGoodreads(
            Self.file(Self.row(dateRead: "2020/01/05", dateAdded: "2021/03/01")), options: TestLibrary.importOptions())
        let dune = try #require(try test.book(goodreadsID: "234225"))
        #expect(dune.addedAt == TestLibrary.midnight("2020-01-05"))
        Self.expectAddedFirst(try test.shelf.details(id: dune.id))
        #expect(try test.shelf.exportGoodreads(timeZone: TestLibrary.newYork).contains(",2020/01/05,2021/03/01,"))
    }

    @Test func aDateReadCorrectedToBeforeTheAdditionMovesTheAdditionWithIt() throws {
        let test = try TestLibrary()
        _ = try test.shelf.importGoodreads(
            Self.file(Self.row(dateRead: "2021/03/04", dateAdded: "2020/01/01")), options: TestLibrary.importOptions())
        let corrected = Self.file(Self.row(dateRead: "2019/05/05", dateAdded: "2020/01/01"))
        #expect(try test.shelf.importGoodreads(corrected, options: TestLibrary.importOptions()).updated == 1)
        let dune = try #require(try test.book(goodreadsID: "234225"))
        #expect(dune.finishedAt == TestLibrary.midnight("2019-05-05"))
        #expect(dune.addedAt == TestLibrary.midnight("2019-05-05"))
        Self.expectAddedFirst(try test.shelf.details(id: dune.id))
        #expect(try test.shelf.exportGoodreads(timeZone: TestLibrary.newYork).contains(",2019/05/05,2020/01/01,"))
    }
}
