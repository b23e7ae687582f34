import Essentials
import Foundation
import Testing
@testable import Library
import TestSupport

/// Cells no real export holds (a NUL, a shelf name as long as a file) are made harmless on the
/// way in, whatever their column, and a Goodreads start taken from Date Added stays that day.
@Suite struct ImportedCellTests {
    private static let goodreadsHeader = "Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies\n"
    private static let storyGraphHeader = "Title,Authors,Contributors,ISBN/UID,Format,Read Status,Date Added,Last Date Read,Dates Read,Read Count,Moods,Pace,Character- or Plot-Driven?,Strong Character Development?,Loveable Characters?,Diverse Characters?,Flawed Characters?,Star Rating,Review,Content Warnings,Content Warning Description,Tags,Owned?\n"

    /// A Goodreads row of Dune with the given cells.
    private static func goodreads(bookId: String = "234225", dateRead: String = "2021/03/04", shelves: String = "", exclusive: String = "read") -> Data {
        Data((goodreadsHeader + "\(bookId),Dune,Frank Herbert,,,=\"\",=\"\",4,3.9,,,412,1965,1965,\(dateRead),2020/01/02,\(shelves),,\(exclusive),,,,1,0\n").utf8)
    }

    @Test func aNULInAnyCellIsASpace() throws {
        let test = try TestLibrary()
        let summary = try test.shelf.importGoodreads(Self.goodreads(bookId: "5\u{0}01", dateRead: "2021/03/04\u{0}"), options: TestLibrary.importOptions())
        #expect(summary.added == 1)
        let dune = try #require(try test.shelf.books().first)
        #expect(dune.goodreadsID == "5 01", "an id holding a NUL would show as 501 and never match it")
        // The date's trailing NUL is a trailing space, which reading trims.
        #expect(dune.finishedAt == TestLibrary.midnight("2021-03-04"))
    }

    @Test func aShelfLongerThanANameMayBeIsLeftOutAndReportedAndTheBackupRestores() throws {
        let test = try TestLibrary()
        let long = String(repeating: "x", count: BookLimits.nameLength + 1)
        let summary = try test.shelf.importGoodreads(Self.goodreads(shelves: "\"sci-fi, \(long)\""), options: TestLibrary.importOptions())
        #expect(summary.adjusted.map(\.column) == ["Bookshelves"])
        #expect(try test.shelf.books().first?.shelves == ["sci-fi"])

        let storyGraph = Data((Self.storyGraphHeader + "Emma,Jane Austen,,9780141439587,,to-read,2020/01/02,,,0,,,,,,,,,,,,\"classics, \(long)\",No\n").utf8)
        let sgSummary = try test.shelf.importStoryGraph(storyGraph, options: TestLibrary.importOptions())
        #expect(sgSummary.adjusted.map(\.column) == ["Tags"])
        #expect(try test.shelf.books().first { $0.title == "Emma" }?.shelves == ["classics"])

        var backup: [UInt8] = []
        try test.shelf.exportBackup { backup += $0 }
        let restored = try TestLibrary()
        #expect(try restored.shelf.importBackup(Data(backup)).added == 2)
    }

    @Test func aContributorLongerThanANameMayBeIsReportedUnderItsOwnColumn() throws {
        let test = try TestLibrary()
        let long = String(repeating: "c", count: BookLimits.nameLength + 1)
        let storyGraph = Data((Self.storyGraphHeader + "Emma,Jane Austen,\(long) (Translator),9780141439587,,to-read,2020/01/02,,,0,,,,,,,,,,,,,No\n").utf8)
        let summary = try test.shelf.importStoryGraph(storyGraph, options: TestLibrary.importOptions())
        #expect(summary.adjusted.map(\.column) == ["Contributors"])
        #expect(try test.shelf.books().first?.authors == ["Jane Austen"])
    }

    @Test func anExclusiveShelfLongerThanANameMayBeIsLeftEmptyAndTheBookGoesToToRead() throws {
        let test = try TestLibrary()
        let long = String(repeating: "y", count: BookLimits.nameLength + 1)
        let summary = try test.shelf.importGoodreads(Self.goodreads(dateRead: "", exclusive: long), options: TestLibrary.importOptions())
        #expect(summary.adjusted.map(\.column) == ["Exclusive Shelf"])
        let dune = try #require(try test.shelf.books().first)
        #expect(dune.status == .toRead)
        #expect(dune.customShelf == nil)
    }

    @Test func aGoodreadsReadInProgressStartsOnItsDateAddedInEveryTimeZone() throws {
        let test = try TestLibrary()
        _ = try test.shelf.importGoodreads(Self.goodreads(dateRead: "", exclusive: "currently-reading"), options: TestLibrary.importOptions())
        let dune = try #require(try test.shelf.books().first)
        let read = try #require(try test.shelf.details(id: dune.id).readThroughs.last)
        #expect(read.outcome == .reading)
        #expect(read.startedOn == CalendarDate(parsing: "2020-01-02"))
        #expect(read.startedAt == TestLibrary.midnight("2020-01-02"))
    }
}
