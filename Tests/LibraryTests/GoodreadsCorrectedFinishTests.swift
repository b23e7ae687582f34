import Essentials
import Foundation
import Testing
@testable import Library
import TestSupport

/// A newer Goodreads export whose Date Read differs, with no more reads counted, is the reader
/// correcting that read's date on Goodreads: it is taken unless shelf changed the finish since.
@Suite struct GoodreadsCorrectedFinishTests {
    private static let header = "Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies\n"

    /// An export of one book, Dune, on `shelf` (read unless said), with `dateRead` after `readCount` reads.
    private static func export(dateRead: String, readCount: Int = 1, shelf: String = "read") -> Data {
        Data((header + "234225,Dune,Frank Herbert,,,=\"\",=\"\",4,3.9,,,412,1965,1965,\(dateRead),2020/01/01,,,\(shelf),,,,\(readCount),0\n").utf8)
    }

    private static func finishes(of book: Book, in test: TestLibrary) throws -> [Date?] {
        try test.shelf.details(id: book.id).readThroughs.map(\.finishedAt)
    }

    @Test func aDateReadCorrectedOnGoodreadsMovesTheFinish() throws {
        let test = try TestLibrary()
        _ = try test.shelf.importGoodreads(Self.export(dateRead: "2021/03/04"), options: TestLibrary.importOptions())
        let summary = try test.shelf.importGoodreads(Self.export(dateRead: "2021/05/06"), options: TestLibrary.importOptions())
        #expect(summary.updated == 1)
        let dune = try #require(try test.book(goodreadsID: "234225"))
        #expect(dune.finishedAt == TestLibrary.midnight("2021-05-06"))
        #expect(dune.readCount == 1)
        #expect(try Self.finishes(of: dune, in: test) == [TestLibrary.midnight("2021-05-06")])
        let exported = try test.shelf.exportGoodreads(timeZone: TestLibrary.newYork)
        #expect(exported.contains("2021/05/06"))
        #expect(!exported.contains("2021/03/04"))

        let before = try test.snapshot()
        let again = try test.shelf.importGoodreads(Self.export(dateRead: "2021/05/06"), options: TestLibrary.importOptions())
        #expect(again.skipped == 1)
        #expect(try test.snapshot() == before)
    }

    @Test func aFinishChangedInShelfSinceTheImportStaysAsShelfHasIt() throws {
        let test = try TestLibrary()
        _ = try test.shelf.importGoodreads(Self.export(dateRead: "2021/03/04"), options: TestLibrary.importOptions())
        let dune = try #require(try test.book(goodreadsID: "234225"))
        // Read again in shelf: the last finish is now shelf's own.
        _ = try test.shelf.move(id: dune.id, to: .reading, at: TestLibrary.at(-86_400 * 10), startingOver: true)
        _ = try test.shelf.move(id: dune.id, to: .read, at: TestLibrary.at(-86_400))
        let summary = try test.shelf.importGoodreads(Self.export(dateRead: "2021/05/06"), options: TestLibrary.importOptions())
        #expect(summary.updated == 0)
        #expect(try Self.finishes(of: dune, in: test) == [TestLibrary.midnight("2021-03-04"), TestLibrary.at(-86_400)])
    }

    @Test func aDateReadThatComesWithAnotherReadIsANewReadNotACorrection() throws {
        let test = try TestLibrary()
        _ = try test.shelf.importGoodreads(Self.export(dateRead: "2021/03/04"), options: TestLibrary.importOptions())
        _ = try test.shelf.importGoodreads(Self.export(dateRead: "2023/07/08", readCount: 2), options: TestLibrary.importOptions())
        let dune = try #require(try test.book(goodreadsID: "234225"))
        #expect(try Self.finishes(of: dune, in: test) == [TestLibrary.midnight("2021-03-04"), TestLibrary.midnight("2023-07-08")])
    }

    @Test func aCorrectionThatWouldEndTheLatestReadBeforeAnEarlierOneIsNotTaken() throws {
        let test = try TestLibrary()
        _ = try test.shelf.importGoodreads(Self.export(dateRead: "2021/03/04"), options: TestLibrary.importOptions())
        _ = try test.shelf.importGoodreads(Self.export(dateRead: "2023/07/08", readCount: 2), options: TestLibrary.importOptions())
        let summary = try test.shelf.importGoodreads(
            Self.export(dateRead: "2020/02/02", readCount: 2), options: TestLibrary.importOptions())
        #expect(summary.updated == 0)
        let dune = try #require(try test.book(goodreadsID: "234225"))
        #expect(try Self.finishes(of: dune, in: test) == [TestLibrary.midnight("2021-03-04"), TestLibrary.midnight("2023-07-08")])
    }

    @Test func aBookBeingReadAgainHasItsFinishedReadCorrectedAndTheOpenReadStartsThen() throws {
        let test = try TestLibrary()
        _ = try test.shelf.importGoodreads(
            Self.export(dateRead: "2021/03/04", shelf: "currently-reading"), options: TestLibrary.importOptions())
        let summary = try test.shelf.importGoodreads(
            Self.export(dateRead: "2021/05/06", shelf: "currently-reading"), options: TestLibrary.importOptions())
        #expect(summary.updated == 1)
        let dune = try #require(try test.book(goodreadsID: "234225"))
        #expect(dune.status == .reading)
        let reads = try test.shelf.details(id: dune.id).readThroughs
        #expect(reads.map(\.finishedAt) == [TestLibrary.midnight("2021-05-06"), nil])
        #expect(reads.last?.startedAt == TestLibrary.midnight("2021-05-06"), "the open read began on Date Read, and still does")
        #expect(try test.shelf.exportGoodreads(timeZone: TestLibrary.newYork).contains("2021/05/06"))
    }

    @Test func aGivenUpBooksCorrectedDateReadMovesTheDayItWasGivenUp() throws {
        let test = try TestLibrary()
        _ = try test.shelf.importGoodreads(
            Self.export(dateRead: "2021/03/04", readCount: 0, shelf: "did-not-finish"), options: TestLibrary.importOptions())
        _ = try test.shelf.importGoodreads(
            Self.export(dateRead: "2021/05/06", readCount: 0, shelf: "did-not-finish"), options: TestLibrary.importOptions())
        let dune = try #require(try test.book(goodreadsID: "234225"))
        #expect(dune.status == .dnf)
        #expect(try Self.finishes(of: dune, in: test) == [TestLibrary.midnight("2021-05-06")])
    }

    @Test func theMoveThatEndedTheReadMovesWithItsCorrectedFinish() throws {
        let test = try TestLibrary()
        _ = try test.shelf.importGoodreads(
            Self.export(dateRead: "", readCount: 0, shelf: "currently-reading"), options: TestLibrary.importOptions())
        _ = try test.shelf.importGoodreads(Self.export(dateRead: "2021/05/10"), options: TestLibrary.importOptions())
        _ = try test.shelf.importGoodreads(Self.export(dateRead: "2021/06/20"), options: TestLibrary.importOptions())
        let dune = try #require(try test.book(goodreadsID: "234225"))
        let details = try test.shelf.details(id: dune.id)
        #expect(details.statusHistory.last?.at == TestLibrary.midnight("2021-06-20"))
        #expect(details.statusHistory.last?.day == CalendarDate(parsing: "2021-06-20"), "shown as the day it was imported as")
        #expect(details.readThroughs.map(\.finishedAt) == [TestLibrary.midnight("2021-06-20")])
        // One line for the move and the finish, as when the book was first moved.
        let history = try test.shelf.history(id: dune.id)
        let ended = history.filter { $0.at == TestLibrary.midnight("2021-06-20") }
        #expect(ended.count == 1)
        #expect(ended.first?.day == CalendarDate(parsing: "2021-06-20"))
    }
}
