import Essentials
import Foundation
import Testing
import TestSupport
import Library

@Suite struct ImportExportGoodreadsTests {
    @Test func exportsHandAddedBooksInTheGoodreadsLayout() throws {
        let test = try TestLibrary()
        var book = NewBook(title: "A \"quoted\", comma'd title", authors: ["Ursula K. Le Guin", "Someone Else"], status: .read)
        book.isbn = ISBN("0441013597")
        book.pageCount = 300
        book.year = 1969
        let added = try test.shelf.add(book)
        var rating = BookChanges()
        rating.rating = 4
        try test.shelf.edit(id: added.id, rating)
        _ = try test.shelf.add(NewBook(title: "Gave up", status: .dnf))

        let text = try test.shelf.exportGoodreads(timeZone: TestLibrary.newYork)
        #expect(text.hasPrefix(GoodreadsCSV.header.joined(separator: ",") + "\n"))
        let records = try GoodreadsCSV.parse(Data(text.utf8))
        #expect(records.count == 2)
        let first = try #require(records.first)
        #expect(first.bookId == "")
        #expect(first.title == "A \"quoted\", comma'd title")
        #expect(first.author == "Ursula K. Le Guin")
        #expect(first.additionalAuthors == ["Someone Else"])
        #expect(first.isbn10 == "0441013597")
        #expect(first.isbn13 == "9780441013593")
        #expect(first.myRating == 4)
        #expect(first.pageCount == 300)
        #expect(first.status == .read)
        #expect(first.readCount == 1)
        #expect(first.dateRead == PartialDate(CalendarDate(TestLibrary.start, in: TestLibrary.newYork)))
        #expect(records.last?.status == .dnf)
    }

    @Test func goodreadsRoundTripIsStable() throws {
        let first = try TestLibrary()
        _ = try first.shelf.importGoodreads(
            TestFixtures.data("library-current.csv"), options: TestLibrary.importOptions())
        let exported = try first.shelf.exportGoodreads(timeZone: TestLibrary.newYork)

        let second = try TestLibrary()
        let summary = try second.shelf.importGoodreads(Data(exported.utf8), options: TestLibrary.importOptions())
        #expect(summary.added == 8)
        #expect(try second.shelf.exportGoodreads(timeZone: TestLibrary.newYork) == exported)
        // What Goodreads said survives the trip through shelf.
        let original = try GoodreadsCSV.parse(TestFixtures.data("library-current.csv"))
        let back = try GoodreadsCSV.parse(Data(exported.utf8))
        #expect(back.map(\.bookId) == original.map(\.bookId))
        #expect(back.map(\.title) == original.map(\.title))
        #expect(back.map(\.exclusiveShelf) == original.map(\.exclusiveShelf))
        #expect(back.map(\.dateRead) == original.map(\.dateRead))
        #expect(back.map(\.dateAdded) == original.map(\.dateAdded))
        #expect(back.map(\.myReview) == original.map(\.myReview))
        #expect(back.map(\.bookshelves) == original.map(\.bookshelves))
    }

    @Test func rowsWithoutABookIdMatchByISBNOrTitle() throws {
        let test = try TestLibrary()
        var withISBN = NewBook(title: "Dune", authors: ["Frank Herbert"])
        withISBN.isbn = ISBN("9780441013593")
        _ = try test.shelf.add(withISBN)
        _ = try test.shelf.add(NewBook(title: "No ISBN Here", authors: ["A. Writer"], status: .reading))
        let exported = try test.shelf.exportGoodreads()
        let summary = try test.shelf.importGoodreads(Data(exported.utf8), options: TestLibrary.importOptions())
        #expect(summary == ImportSummary(added: 0, updated: 0, skipped: 2, linkedByTitle: ["No ISBN Here"], changed: false))
        #expect(try test.shelf.books().count == 2)
    }
}
