import Foundation
import Testing
@testable import Library
import TestSupport

/// A newer Goodreads export whose Date Read differs, with no more reads counted, is the reader
/// correcting that read's date on Goodreads: it is taken unless shelf changed the finish since.
@Suite struct GoodreadsCorrectedFinishTests {
    private static let header = "Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies\n"

    /// An export of one read book, Dune, finished on `dateRead` after `readCount` reads.
    private static func export(dateRead: String, readCount: Int = 1) -> Data {
        Data((header + "234225,Dune,Frank Herbert,,,=\"\",=\"\",4,3.9,,,412,1965,1965,\(dateRead),2020/01/01,,,read,,,,\(readCount),0\n").utf8)
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
}
