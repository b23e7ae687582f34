import Foundation
import Testing
@testable import Library
import TestSupport

/// How an import finds the book a row is: neither merging two books into one nor adding a second
/// copy of one.
@Suite struct GoodreadsMatchingTests {
    private static let header = "Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies\n"

    /// A Goodreads row for `title` by `author` with `bookId` and `isbn13` (empty for none).
    private static func row(_ bookId: String, _ title: String, _ author: String, isbn13: String = "", shelf: String = "read") -> String {
        "\(bookId),\(title),\(author),,,=\"\",=\"\(isbn13)\",4,3.9,,,200,2001,2001,2020/01/02,2019/12/01,,,\(shelf),,,,1,0\n"
    }

    /// `book` as a second copy of one already added, which `add` would otherwise refuse.
    private static func secondCopy(_ book: NewBook) -> NewBook {
        var copy = book
        copy.allowsSameTitleAndAuthor = true
        return copy
    }

    @Test func twoHandAddedBooksWithOneTitleComeBackFromTheirOwnExportUnchanged() throws {
        let test = try TestLibrary()
        let first = try test.shelf.add(NewBook(title: "Poems", authors: ["Anon"], status: .read))
        let second = try test.shelf.add(Self.secondCopy(NewBook(title: "Poems", authors: ["Anon"], status: .toRead)))
        let exported = try test.shelf.exportGoodreads(timeZone: TestLibrary.newYork)
        let summary = try test.shelf.importGoodreads(Data(exported.utf8), options: TestLibrary.importOptions())
        #expect(summary.added == 0)
        #expect(summary.updated == 0)
        #expect(summary.skipped == 2)
        #expect(try test.shelf.book(id: first.id).status == .read)
        #expect(try test.shelf.book(id: second.id).status == .toRead)
        #expect(try test.shelf.books().count == 2)
    }

    @Test func aRowWithABookIdButNoISBNLinksTheOneBookAddedByHandWithItsTitle() throws {
        let test = try TestLibrary()
        let added = try test.shelf.add(NewBook(title: "The Left Hand of Darkness", authors: ["Ursula K. Le Guin"]))
        let csv = Self.header + Self.row("18423", "The Left Hand of Darkness", "Ursula K.  Le Guin")
        let summary = try test.shelf.importGoodreads(Data(csv.utf8), options: TestLibrary.importOptions())
        #expect(summary.added == 0)
        #expect(summary.updated == 1)
        #expect(summary.linkedByTitle == ["The Left Hand of Darkness"])
        let book = try test.shelf.book(id: added.id)
        #expect(book.goodreadsID == "18423")
        #expect(book.status == .read)
        #expect(try test.shelf.books().count == 1)
    }

    @Test func goodreadsSeriesInBracketsAndAuthorOrderFindTheBookAddedByHand() throws {
        let test = try TestLibrary()
        let added = try test.shelf.add(NewBook(title: "Dune", authors: ["Frank Herbert"], status: .reading))
        let csv = Self.header + Self.row("234225", "\"Dune (Dune, #1)\"", "\"Herbert,  Frank\"", shelf: "currently-reading")
        let summary = try test.shelf.importGoodreads(Data(csv.utf8), options: TestLibrary.importOptions())
        #expect(summary.added == 0)
        #expect(summary.linkedByTitle == ["Dune (Dune, #1)"])
        #expect(try test.shelf.book(id: added.id).goodreadsID == "234225")
        #expect(try test.shelf.books().count == 1)
        // Another book of the series stays another book.
        let messiah = Self.header + Self.row("44492", "\"Dune Messiah (Dune, #2)\"", "Frank Herbert")
        #expect(try test.shelf.importGoodreads(Data(messiah.utf8), options: TestLibrary.importOptions()).added == 1)
    }

    @Test func valuesTypedByHandSurviveImportingTheSameExportAgain() throws {
        let test = try TestLibrary()
        var dune = NewBook(title: "Dune", authors: ["Frank Herbert"])
        dune.pageCount = 412
        dune.isbn = ISBN("9780441013593")
        let added = try test.shelf.add(dune)
        let csv = Self.header + Self.row("234225", "\"Dune (Dune, #1)\"", "F. Herbert", isbn13: "9780441013593")
        let first = try test.shelf.importGoodreads(Data(csv.utf8), options: TestLibrary.importOptions())
        #expect(first.updated == 1)
        let again = try test.shelf.importGoodreads(Data(csv.utf8), options: TestLibrary.importOptions())
        #expect(again.updated == 0)
        #expect(again.skipped == 1)
        let book = try test.shelf.book(id: added.id)
        #expect(book.title == "Dune")
        #expect(book.pageCount == 412)
        #expect(book.authors == ["Frank Herbert"])
        #expect(book.goodreadsID == "234225")
    }

    @Test func twoRowsOfOneFileNeverBecomeOneBook() throws {
        let test = try TestLibrary()
        _ = try test.shelf.add(NewBook(title: "Poems", authors: ["Anon"]))
        let csv = Self.header + Self.row("1", "Poems", "Anon") + Self.row("2", "Poems", "Anon")
        let summary = try test.shelf.importGoodreads(Data(csv.utf8), options: TestLibrary.importOptions())
        #expect(summary.updated == 1)
        #expect(summary.added == 1)
        #expect(Set(try test.shelf.books().compactMap(\.goodreadsID)) == ["1", "2"])
    }

    @Test func aTitleSharedByTwoBooksMatchesNeither() throws {
        let test = try TestLibrary()
        _ = try test.shelf.add(NewBook(title: "Poems", authors: ["Anon"]))
        _ = try test.shelf.add(Self.secondCopy(NewBook(title: "Poems", authors: ["Anon"], status: .reading)))
        let csv = Self.header + Self.row("7", "Poems", "Anon")
        let summary = try test.shelf.importGoodreads(Data(csv.utf8), options: TestLibrary.importOptions())
        #expect(summary.added == 1)
        #expect(summary.linkedByTitle.isEmpty)
        #expect(try test.shelf.books().count == 3)
    }

    @Test func aTitleMatchIsRefusedWhenAnIdentifierDisagrees() throws {
        let test = try TestLibrary()
        var book = NewBook(title: "Dune", authors: ["Frank Herbert"])
        book.isbn = ISBN("9780441013593")
        _ = try test.shelf.add(book)
        let csv = Self.header + Self.row("234225", "Dune", "Frank Herbert", isbn13: "9780593099322")
        let summary = try test.shelf.importGoodreads(Data(csv.utf8), options: TestLibrary.importOptions())
        #expect(summary.added == 1)
        #expect(summary.updated == 0)
    }

    @Test func anISBNLinksTheBookWhateverItsTitle() throws {
        let test = try TestLibrary()
        var book = NewBook(title: "Dune (40th anniversary)", authors: ["Herbert"])
        book.isbn = ISBN("9780441013593")
        let added = try test.shelf.add(book)
        let csv = Self.header + Self.row("234225", "Dune", "Frank Herbert", isbn13: "9780441013593")
        let summary = try test.shelf.importGoodreads(Data(csv.utf8), options: TestLibrary.importOptions())
        #expect(summary.updated == 1)
        #expect(summary.linkedByTitle.isEmpty, "an ISBN match is not a title match")
        #expect(try test.shelf.book(id: added.id).goodreadsID == "234225")
    }

    @Test func customExclusiveShelvesAreListedWithWhereTheirBooksWent() throws {
        let test = try TestLibrary()
        var options = TestLibrary.importOptions()
        _ = options.shelfMap.map("on hold", to: .reading)
        let csv = Self.header + Self.row("1", "A", "X", shelf: "abgebrochen") + Self.row("2", "B", "X", shelf: "On-Hold")
            + Self.row("3", "C", "X", shelf: "on_hold") + Self.row("4", "D", "X", shelf: "owned-unread")
            + Self.row("5", "E", "X", shelf: "to-read")
        let summary = try test.shelf.importGoodreads(Data(csv.utf8), options: options)
        #expect(summary.customShelves == [
            CustomShelfOutcome(shelf: "abgebrochen", status: .dnf, books: 1),
            CustomShelfOutcome(shelf: "On-Hold", status: .reading, books: 2),
            CustomShelfOutcome(shelf: "owned-unread", status: .toRead, books: 1),
        ])
    }
}
